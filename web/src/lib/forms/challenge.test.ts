import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHALLENGE_ALGORITHM, createChallenges, type Challenge } from "./challenge";

// Cheap challenges: the checks, not the work, are under test here.
const OPTIONS = { cost: 5, maxCounter: 50, ttlMs: 60_000 };

async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return { challenge, solution };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createChallenges", () => {
  it("lets a valid answer in", async () => {
    const challenges = createChallenges(OPTIONS);
    const challenge = await challenges.issue();
    expect(challenge.parameters).toMatchObject({ algorithm: CHALLENGE_ALGORITHM, cost: 5 });
    expect(await challenges.redeem(await solved(challenge))).toBe(true);
  });

  it("refuses the same answer a second time, and a second answer to one challenge", async () => {
    const challenges = createChallenges(OPTIONS);
    const proof = await solved(await challenges.issue());
    expect(await challenges.redeem(proof)).toBe(true);
    expect(await challenges.redeem(proof)).toBe(false);
    expect(await challenges.redeem({ ...proof, solution: { ...proof.solution, time: 1 } })).toBe(false);
  });

  it("refuses an answer used once, also when the second use comes at the second its challenge expires", async () => {
    const challenges = createChallenges(OPTIONS);
    const proof = await solved(await challenges.issue());
    const expiresMs = (proof.challenge.parameters.expiresAt as number) * 1000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(expiresMs - 1_000);
    expect(await challenges.redeem(proof)).toBe(true);
    // The second use is read as in time; any later reading (after the HMACs) is past the expiry.
    clock.mockReturnValueOnce(expiresMs - 100).mockReturnValue(expiresMs + 100);
    expect(await challenges.redeem(proof)).toBe(false);
    clock.mockRestore();
  });

  it("lets only one of two requests sent at once with the same answer in", async () => {
    const challenges = createChallenges(OPTIONS);
    const proof = await solved(await challenges.issue());
    expect(await Promise.all([challenges.redeem(proof), challenges.redeem(proof)])).toEqual(expect.arrayContaining([true, false]));
  });

  it("refuses a wrong answer", async () => {
    const challenges = createChallenges(OPTIONS);
    const challenge = await challenges.issue();
    const proof = await solved(challenge);
    const other = await solved(await challenges.issue());
    expect(await challenges.redeem({ challenge, solution: other.solution })).toBe(false);
    expect(await challenges.redeem({ challenge, solution: { counter: proof.solution.counter, derivedKey: "00".repeat(32) } })).toBe(false);
    // Still good: a wrong try does not spend the challenge.
    expect(await challenges.redeem(proof)).toBe(true);
  });

  it("refuses an answer that comes after the challenge expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const challenges = createChallenges(OPTIONS);
    const proof = await solved(await challenges.issue());
    vi.setSystemTime(Date.now() + OPTIONS.ttlMs + 1_000);
    expect(await challenges.redeem(proof)).toBe(false);
  });

  it("refuses a challenge changed after it was signed (easier, longer-lived, another key)", async () => {
    const challenges = createChallenges(OPTIONS);
    const challenge = await challenges.issue();
    const proof = await solved(challenge);
    const changed = (parameters: Partial<Challenge["parameters"]>) => ({
      ...proof,
      challenge: { ...challenge, parameters: { ...challenge.parameters, ...parameters } },
    });
    expect(await challenges.redeem(changed({ expiresAt: challenge.parameters.expiresAt! + 3_600 }))).toBe(false);
    expect(await challenges.redeem(changed({ keyPrefix: challenge.parameters.keyPrefix.slice(0, 2) }))).toBe(false);
    expect(await challenges.redeem(changed({ keySignature: "0".repeat(64) }))).toBe(false);
    expect(await challenges.redeem({ ...proof, challenge: { ...challenge, signature: "0".repeat(64) } })).toBe(false);
    expect(await challenges.redeem(proof)).toBe(true);
  });

  it("refuses challenges it did not issue: another process's, or made up by the client", async () => {
    const ours = createChallenges(OPTIONS);
    const theirs = createChallenges(OPTIONS);
    expect(await ours.redeem(await solved(await theirs.issue()))).toBe(false);
    // A client that signs its own easy challenge with a secret it guessed.
    const forged = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: 1,
      counter: 0,
      deriveKey,
      hmacSignatureSecret: "guess",
      hmacKeySignatureSecret: "guess:key",
    });
    expect(await ours.redeem(await solved(forged))).toBe(false);
  });

  it("refuses what is not an answer at all", async () => {
    const challenges = createChallenges(OPTIONS);
    const challenge = await challenges.issue();
    for (const junk of [
      undefined,
      null,
      "proof",
      42,
      [],
      {},
      { challenge },
      { challenge, solution: null },
      { challenge: null, solution: {} },
    ]) {
      expect(await challenges.redeem(junk)).toBe(false);
    }
    expect(await challenges.redeem({ challenge, solution: { counter: "1", derivedKey: {} } })).toBe(false);
  });
});
