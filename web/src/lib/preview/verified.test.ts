import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkToken,
  forgetAccount,
  forgetVerified,
  markRefused,
  markVerified,
  recentlyRefused,
  recentlyVerified,
  REFUSE_WINDOW_MS,
  VERIFY_WINDOW_MS,
} from "./verified";

describe("verified tokens", () => {
  it("counts a token as verified for five minutes after PocketBase accepted it", () => {
    const now = 1_000_000;
    expect(recentlyVerified("token-a", now)).toBe(false);
    markVerified("token-a", now);
    expect(recentlyVerified("token-a", now + VERIFY_WINDOW_MS - 1)).toBe(true);
    expect(recentlyVerified("token-a", now + VERIFY_WINDOW_MS)).toBe(false);
    forgetVerified("token-a");
    expect(recentlyVerified("token-a", now)).toBe(false);
  });

  it("forgets the oldest tokens beyond its cap", () => {
    const now = 5_000_000;
    markVerified("first", now);
    for (let i = 0; i < 600; i++) markVerified(`t${i}`, now);
    expect(recentlyVerified("first", now)).toBe(false);
    expect(recentlyVerified("t599", now)).toBe(true);
  });
});

describe("signing out (issue 12, item 9)", () => {
  const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const token = (id: string, n: number) => `${b64url({ alg: "HS256" })}.${b64url({ id, exp: 2_000_000_000 + n })}.sig`;

  it("forgets every accepted token of the account, and only of that account", () => {
    const now = 30_000_000;
    markVerified(token("staff-a", 1), now);
    markVerified(token("staff-a", 2), now);
    markVerified(token("staff-b", 1), now);
    forgetAccount("staff-a");
    expect(recentlyVerified(token("staff-a", 1), now)).toBe(false);
    expect(recentlyVerified(token("staff-a", 2), now)).toBe(false);
    expect(recentlyVerified(token("staff-b", 1), now)).toBe(true);
  });
});

describe("checkToken (issue 12, item 5: a forged token costs PocketBase one call a minute)", () => {
  class Refused extends Error {}
  const isRefusal = (error: unknown) => error instanceof Refused;

  function verifier(answer: (token: string) => { token: string } | Error) {
    const calls: string[] = [];
    const refresh = async (token: string) => {
      calls.push(token);
      await new Promise((r) => setTimeout(r, 5));
      const result = answer(token);
      if (result instanceof Error) throw result;
      return result;
    };
    return { calls, refresh };
  }

  afterEach(() => vi.useRealTimers());

  it("asks PocketBase once about the same forged token sent again and again, then again after a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(10_000_000);
    const { calls, refresh } = verifier(() => new Refused("401"));
    for (let i = 0; i < 20; i++) expect(await checkToken("forged-1", refresh, isRefusal)).toEqual({ kind: "refused" });
    expect(calls).toEqual(["forged-1"]);
    vi.setSystemTime(10_000_000 + REFUSE_WINDOW_MS - 1);
    await checkToken("forged-1", refresh, isRefusal);
    expect(calls).toHaveLength(1);
    vi.setSystemTime(10_000_000 + REFUSE_WINDOW_MS);
    await checkToken("forged-1", refresh, isRefusal);
    expect(calls).toHaveLength(2);
  });

  it("shares one PocketBase call among concurrent requests with the same token", async () => {
    const { calls, refresh } = verifier(() => new Refused("401"));
    const results = await Promise.all(Array.from({ length: 10 }, () => checkToken("forged-2", refresh, isRefusal)));
    expect(results.every((r) => r.kind === "refused")).toBe(true);
    expect(calls).toEqual(["forged-2"]);
  });

  it("does not remember a failure that is not a refusal (PocketBase unreachable)", async () => {
    const { calls, refresh } = verifier(() => new Error("ECONNREFUSED"));
    await checkToken("genuine-but-pb-down", refresh, isRefusal);
    await checkToken("genuine-but-pb-down", refresh, isRefusal);
    expect(calls).toHaveLength(2);
  });

  it("renews a genuine token once, and knows the renewed one without asking", async () => {
    const { calls, refresh } = verifier((token) => ({ token: `${token}-renewed` }));
    expect(await checkToken("genuine", refresh, isRefusal)).toEqual({ kind: "renewed", auth: { token: "genuine-renewed" } });
    expect(await checkToken("genuine-renewed", refresh, isRefusal)).toEqual({ kind: "known" });
    expect(calls).toEqual(["genuine"]);
  });

  it("remembers the genuine token it was shown too: a page reached without the proxy (issue 36) asks PocketBase once", async () => {
    const { calls, refresh } = verifier((token) => ({ token: `${token}-renewed` }));
    await checkToken("shown-to-a-page", refresh, isRefusal);
    expect(await checkToken("shown-to-a-page", refresh, isRefusal)).toEqual({ kind: "known" });
    expect(calls).toEqual(["shown-to-a-page"]);
  });

  it("keeps digests, not tokens, and forgets the oldest refusals beyond its cap", () => {
    const now = 20_000_000;
    markRefused("refused-first", now);
    for (let i = 0; i < 2_500; i++) markRefused(`r${i}`, now);
    expect(recentlyRefused("refused-first", now)).toBe(false);
    expect(recentlyRefused("r2499", now)).toBe(true);
    const held = (globalThis as unknown as Record<symbol, { refused: Map<string, number> }>)[Symbol.for("hotel.preview.token-checks")]!;
    expect([...held.refused.keys()].some((key) => key.includes("r2499"))).toBe(false);
  });
});
