import { describe, expect, it } from "vitest";
import { createChallenges, FORM_CHALLENGE } from "@/lib/forms/challenge";
import { createRateLimiter, floodGuard, FORM_RATE_LIMIT } from "@/lib/forms/rate-limit";
import { findRequest, normalizeReference, type RequestFinder } from "./find-request";
import { GUEST_TOKEN_PATTERN, hashGuestToken } from "./guest-token";

const REFERENCE = "BK-7QH3KD";
const PHONE = "+9647801234567";

/** A store holding one request; records every look-up it is asked for. */
function store() {
  const asked: { reference: string; phone: string; tokenHash: string }[] = [];
  const finder: RequestFinder = {
    async relink(reference, phone, tokenHash) {
      asked.push({ reference, phone, tokenHash });
      return reference === REFERENCE && phone === PHONE;
    },
  };
  return { finder, asked };
}

const limiter = () =>
  floodGuard({
    perClient: createRateLimiter(FORM_RATE_LIMIT),
    trapped: createRateLimiter(FORM_RATE_LIMIT),
    shared: createRateLimiter({ capacity: 1000, refillMs: 1 }),
    solved: createRateLimiter({ capacity: 1000, refillMs: 1 }),
    challenges: createChallenges(FORM_CHALLENGE),
    floodMs: 1,
    floodClients: 1,
  });

describe("finding a request by reference and phone", () => {
  it("normalises the reference and the phone as the booking form stores them, and mints a new link for a match", async () => {
    const { finder, asked } = store();
    const result = await findRequest(
      { reference: " bk-7qh3kd ", phone: "0780 123 4567" },
      { locale: "en", clientKey: "a", store: finder, limiter: limiter() },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.token).toMatch(GUEST_TOKEN_PATTERN);
    expect(asked).toEqual([{ reference: REFERENCE, phone: PHONE, tokenHash: hashGuestToken(result.token) }]);
  });

  it("answers a wrong phone and an unknown reference with the same result", async () => {
    const { finder } = store();
    const ctx = { locale: "en" as const, clientKey: "b", store: finder, limiter: limiter() };
    const wrongPhone = await findRequest({ reference: REFERENCE, phone: "0780 000 0000" }, ctx);
    const unknown = await findRequest({ reference: "BK-ZZZZZZ", phone: "0780 123 4567" }, ctx);
    expect(wrongPhone).toEqual({ ok: false, fieldErrors: {}, formError: "notFound" });
    expect(unknown).toEqual(wrongPhone);
  });

  it("refuses guesses past the client's allowance, even the right pair, without asking the store", async () => {
    const { finder, asked } = store();
    const ctx = { locale: "en" as const, clientKey: "guesser", store: finder, limiter: limiter() };
    for (let i = 0; i < FORM_RATE_LIMIT.capacity; i++) {
      expect((await findRequest({ reference: `BK-${"23456789AB"[i]}QH3KD`, phone: "0780 123 4567" }, ctx)).ok).toBe(false);
    }
    const right = await findRequest({ reference: REFERENCE, phone: "0780 123 4567" }, ctx);
    expect(right).toMatchObject({ ok: false, formError: "rateLimited" });
    expect(asked).toHaveLength(FORM_RATE_LIMIT.capacity);
    // Another client is not held back by this one.
    expect((await findRequest({ reference: REFERENCE, phone: "0780 123 4567" }, { ...ctx, clientKey: "guest" })).ok).toBe(true);
  });

  it("says which field is malformed, without a look-up", async () => {
    const { finder, asked } = store();
    const ctx = { locale: "en" as const, clientKey: "c", store: finder, limiter: limiter() };
    expect(await findRequest({ reference: "7QH3K", phone: "12" }, ctx)).toEqual({
      ok: false,
      fieldErrors: { reference: "findReferenceInvalid", phone: "phoneInvalid" },
    });
    expect(await findRequest("junk", ctx)).toMatchObject({ ok: false });
    expect(asked).toHaveLength(0);
  });

  it("reads references as guests type them", () => {
    expect(normalizeReference("7qh3kd")).toBe(REFERENCE);
    expect(normalizeReference("BK 7QH 3KD")).toBe(REFERENCE);
    expect(normalizeReference("BK-7QH3K0")).toBeNull();
    expect(normalizeReference(42)).toBeNull();
  });
});
