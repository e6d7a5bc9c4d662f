import { describe, expect, it } from "vitest";
import { DESK_TOKEN_SECONDS, decodePending, deskCookieAttributes, encodePending, wantsRenewal } from "./session";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (exp: number) => `${b64({ alg: "HS256" })}.${b64({ exp, id: "abc" })}.sig`;

describe("the desk's session cookie", () => {
  it("is HttpOnly, Lax, and Secure except on a plain-http loopback site", () => {
    expect(deskCookieAttributes("https://hotel.example")).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true, path: "/" });
    expect(deskCookieAttributes("http://localhost:3000").secure).toBe(false);
    expect(deskCookieAttributes("http://hotel.example").secure).toBe(true);
  });

  it("renews a token once half its working day is gone", () => {
    const now = 1_800_000_000_000;
    expect(wantsRenewal(token(now / 1000 + DESK_TOKEN_SECONDS), now)).toBe(false);
    expect(wantsRenewal(token(now / 1000 + DESK_TOKEN_SECONDS / 2 - 60), now)).toBe(true);
    expect(wantsRenewal("not-a-token", now)).toBe(false);
  });

  it("keeps the sign-in in progress only when it is well formed", () => {
    const pending = { email: "clerk@hotel.example", mfaId: "abc123", otpId: "def456" };
    expect(decodePending(encodePending(pending))).toEqual(pending);
    for (const hostile of [
      "",
      "{",
      "null",
      JSON.stringify({ ...pending, mfaId: "../x" }),
      JSON.stringify({ ...pending, otpId: 5 }),
      JSON.stringify({ ...pending, email: "" }),
    ])
      expect(decodePending(hostile), hostile).toBeNull();
  });
});
