import { describe, expect, it } from "vitest";
import { forgetVerified, markVerified, recentlyVerified, VERIFY_WINDOW_MS } from "./verified";

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
