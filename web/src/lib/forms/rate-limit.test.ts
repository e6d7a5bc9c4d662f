import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { createChallenges, type Challenge } from "./challenge";
import { createRateLimiter, floodGuard, type FormDecision } from "./rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createRateLimiter", () => {
  it("allows a burst up to capacity, then refuses with the wait until the next token", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 3, refillMs: 60_000, now: c.now });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 2 });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 1 });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 0 });
    c.advance(15_000);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 45_000 });
  });

  it("keeps clients apart", () => {
    const limiter = createRateLimiter({ capacity: 1, refillMs: 60_000, now: clock().now });
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a").ok).toBe(false);
    expect(limiter.take("b").ok).toBe(true);
  });

  it("refills one token per interval, never above capacity", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 2, refillMs: 1_000, now: c.now });
    limiter.take("a");
    limiter.take("a");
    expect(limiter.take("a").ok).toBe(false);
    c.advance(1_000);
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 0 });
    c.advance(60_000);
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 1 });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 0 });
    expect(limiter.take("a").ok).toBe(false);
  });

  it("keeps partial progress towards the next token while the bucket is not full", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 3, refillMs: 1_000, now: c.now });
    for (let i = 0; i < 3; i++) limiter.take("a");
    c.advance(1_500);
    expect(limiter.take("a").ok).toBe(true);
    c.advance(600);
    // 2,100 ms after emptying: the second token arrived at 2,000.
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 900 });
  });

  it("takes back a token it was given back, up to capacity and no further", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 2, refillMs: 60_000, now: c.now });
    limiter.take("a");
    limiter.take("a");
    limiter.giveBack("a");
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 0 });
    expect(limiter.take("a").ok).toBe(false);
    limiter.giveBack("a");
    limiter.giveBack("a");
    limiter.giveBack("a");
    expect([limiter.take("a").ok, limiter.take("a").ok, limiter.take("a").ok]).toEqual([true, true, false]);
  });

  it("keeps the progress towards the next token when a token is given back", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 2, refillMs: 1_000, now: c.now });
    limiter.take("a");
    limiter.take("a");
    c.advance(600);
    expect(limiter.take("a").ok).toBe(false);
    limiter.giveBack("a");
    c.advance(400);
    // One token given back and one earned at 1,000 ms.
    expect([limiter.take("a").ok, limiter.take("a").ok, limiter.take("a").ok]).toEqual([true, true, false]);
  });

  it("gives nothing to a client it does not know", () => {
    const limiter = createRateLimiter({ capacity: 1, refillMs: 60_000, now: clock().now });
    limiter.giveBack("stranger");
    expect(limiter.take("stranger").ok).toBe(true);
    expect(limiter.take("stranger").ok).toBe(false);
  });

  it("forgets the least recently seen clients beyond maxClients", () => {
    const limiter = createRateLimiter({ capacity: 1, refillMs: 60_000, maxClients: 2, now: clock().now });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c"); // evicts "a"
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("c").ok).toBe(false);
  });
});

describe("floodGuard", () => {
  // Cheap challenges: these tests are about who is let in, not about the work.
  const CHEAP = { cost: 1, maxCounter: 20, ttlMs: 60_000 };

  function guard() {
    const c = clock();
    const limiter = floodGuard({
      perClient: createRateLimiter({ capacity: 3, refillMs: 120_000, now: c.now }),
      trapped: createRateLimiter({ capacity: 3, refillMs: 120_000, now: c.now }),
      shared: createRateLimiter({ capacity: 4, refillMs: 1_000, now: c.now }),
      solved: createRateLimiter({ capacity: 2, refillMs: 1_000, now: c.now }),
      challenges: createChallenges(CHEAP),
      floodMs: 10_000,
      floodClients: 2,
      now: c.now,
    });
    return { c, limiter };
  }

  async function answer(decision: FormDecision) {
    if (decision.ok || !("challenge" in decision)) throw new Error(`no challenge: ${JSON.stringify(decision)}`);
    return proofFor(decision.challenge);
  }

  async function proofFor(challenge: Challenge) {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("unsolved");
    return { challenge, solution };
  }

  /** A flood that names a new client every time: past the shared bucket (4), the 5th and 6th are refused, two clients. */
  async function flood(limiter: ReturnType<typeof guard>["limiter"], count = 6) {
    const outcomes = [];
    for (let i = 0; i < count; i++) outcomes.push(await limiter.take(`rotated-${i}`));
    return outcomes;
  }

  it("answers a flood from many addresses with challenges, not refusals", async () => {
    const { limiter } = guard();
    const outcomes = await flood(limiter, 8);
    expect(outcomes.slice(0, 4).map((o) => o.ok)).toEqual([true, true, true, true]);
    for (const o of outcomes.slice(4)) expect(o).toMatchObject({ ok: false, challenge: { parameters: { algorithm: "PBKDF2/SHA-256" } } });
  });

  it("lets a guest whose browser answers the challenge in, for one token of their own, as outside a flood", async () => {
    const { limiter } = guard();
    await flood(limiter);
    const challenged = await limiter.take("guest");
    expect(await limiter.take("guest", { proof: await answer(challenged) })).toEqual({ ok: true, remaining: 2, lane: "solved" });
  });

  it("makes a client that keeps being challenged pay for each challenge: past its own allowance it waits", async () => {
    const { c, limiter } = guard();
    await flood(limiter);
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await limiter.take("never-answers"));
    expect(tries.slice(0, 3).every((t) => !t.ok && "challenge" in t)).toBe(true);
    expect(tries.slice(3)).toEqual([
      { ok: false, retryAfterMs: 120_000 },
      { ok: false, retryAfterMs: 120_000 },
    ]);
    // Others are not held up by it.
    c.advance(10_000);
    expect((await limiter.take("someone-else")).ok).toBe(true);
  });

  it("needs refusals of several clients to put everyone under a flood: one client alone is challenged only while the bucket is empty", async () => {
    const { c, limiter } = guard();
    for (let i = 0; i < 3; i++) expect((await limiter.take(`guest-${i}`)).ok).toBe(true);
    expect((await limiter.take("busy")).ok).toBe(true);
    // The bucket is empty: the one client it refuses is asked for a challenge...
    expect(await limiter.take("busy")).toMatchObject({ ok: false, challenge: {} });
    c.advance(1_000);
    // ...but a token later, the next guest is let in: one client's refusals are no flood.
    expect(await limiter.take("next-guest")).toEqual({ ok: true, remaining: 2, lane: "shared" });
  });

  it("asks a challenge of every request until the flood has been over for floodMs", async () => {
    const { c, limiter } = guard();
    await flood(limiter);
    c.advance(5_000);
    // The shared bucket is full again, but the flood ended only 5 s ago.
    expect(await limiter.take("new-guest")).toMatchObject({ ok: false, challenge: {} });
    c.advance(5_000);
    expect(await limiter.take("new-guest")).toEqual({ ok: true, remaining: 1, lane: "shared" });
  });

  it("counts only requests that were stored: one refused by the rules gives its shared token back, so wrong totals never start a flood", async () => {
    const { limiter } = guard();
    for (let i = 0; i < 20; i++) {
      const decision = await limiter.take(`wrong-total-${i % 10}`);
      expect(decision.ok, `request ${i}`).toBe(true);
      limiter.notStored!(decision);
    }
    // The shared bucket is as full as before: four guests in a row, no challenge.
    for (let i = 0; i < 4; i++) expect((await limiter.take(`guest-${i}`)).ok).toBe(true);
  });

  it("lets an answer in once", async () => {
    const { limiter } = guard();
    await flood(limiter);
    const proof = await answer(await limiter.take("guest"));
    expect((await limiter.take("guest", { proof })).ok).toBe(true);
    expect(await limiter.take("other", { proof })).toMatchObject({ ok: false, challenge: {} });
  });

  it("treats a wrong answer as none", async () => {
    const { limiter } = guard();
    await flood(limiter);
    const proof = await answer(await limiter.take("guest"));
    const key = proof.solution.derivedKey;
    const wrong = { ...proof, solution: { ...proof.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}` } };
    expect(await limiter.take("guest", { proof: wrong })).toMatchObject({ ok: false, challenge: {} });
    expect(await limiter.take("other-guest", { proof: "forged" })).toMatchObject({ ok: false, challenge: {} });
    expect((await limiter.take("guest", { proof })).ok).toBe(true);
  });

  it("still applies each client's own limit to answered requests", async () => {
    const { c, limiter } = guard();
    for (let i = 0; i < 3; i++) expect((await limiter.take("busy")).ok).toBe(true);
    await flood(limiter);
    const proof = await answer(await limiter.take("someone-else"));
    expect(await limiter.take("busy", { proof })).toEqual({ ok: false, retryAfterMs: 120_000 });
    c.advance(120_000);
    expect((await limiter.take("busy", { proof })).ok).toBe(true);
  });

  it("bounds answered requests by a shared bucket of their own, and gives the guest's token back when it refuses", async () => {
    const { c, limiter } = guard();
    await flood(limiter);
    const proofs = [];
    for (let i = 0; i < 3; i++) proofs.push(await answer(await limiter.take(`solver-${i}`)));
    expect((await limiter.take("solver-0", { proof: proofs[0] })).ok).toBe(true);
    expect((await limiter.take("solver-1", { proof: proofs[1] })).ok).toBe(true);
    expect(await limiter.take("solver-2", { proof: proofs[2] })).toEqual({ ok: false, retryAfterMs: 1_000 });
    // Its answer was not used up, and neither was its own token.
    c.advance(1_000);
    expect(await limiter.take("solver-2", { proof: proofs[2] })).toEqual({ ok: true, remaining: 2, lane: "solved" });
  });

  it("gives a solved request's token back to the solved bucket when it was not stored", async () => {
    const { limiter } = guard();
    await flood(limiter);
    for (let i = 0; i < 4; i++) {
      const decision = await limiter.take(`solver-${i}`, { proof: await answer(await limiter.take(`solver-${i}`)) });
      expect(decision, `solver ${i}`).toMatchObject({ ok: true, lane: "solved" });
      limiter.notStored!(decision);
    }
  });

  it("never counts trapped requests towards the guests' shared bucket or their own allowance", async () => {
    const { limiter } = guard();
    const bots = [];
    for (let i = 0; i < 40; i++) bots.push(await limiter.take(`bot-${i}`, { trapped: true }));
    expect(bots.every((o) => o.ok)).toBe(true);
    // The same address as a bot, which has used up its trapped allowance.
    for (let i = 0; i < 3; i++) await limiter.take("shared-address", { trapped: true });
    expect((await limiter.take("shared-address", { trapped: true })).ok).toBe(false);
    expect(await limiter.take("shared-address")).toEqual({ ok: true, remaining: 2, lane: "shared" });
    expect((await flood(limiter, 4)).map((o) => o.ok)).toEqual([true, true, true, false]);
  });
});
