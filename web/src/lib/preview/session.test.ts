import { describe, expect, it } from "vitest";
import {
  AUTH_COOKIE,
  cookieAttributes,
  COOKIE_SIZE_LIMIT,
  decodeSession,
  encodeSession,
  isTokenCurrent,
  serializedCookieSize,
  sessionCookieValue,
  tokenExpiry,
  trimModel,
} from "./session";

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A JWT-shaped token (the signature is not checked here; PocketBase checks it). */
const jwt = (payload: object) => `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(payload)}.c2lnbmF0dXJl`;

const superuserRecord = {
  id: "a1b2c3d4e5f6g7h",
  email: "staff@example.com",
  collectionId: "pbc_3142635823",
  collectionName: "_superusers",
  created: "2026-01-01 00:00:00.000Z",
  updated: "2026-01-01 00:00:00.000Z",
  emailVisibility: false,
  verified: true,
  avatar: "x".repeat(3000),
};

describe("staff cookie model", () => {
  it("keeps only id, email, collectionId, username and verified", () => {
    expect(trimModel(superuserRecord)).toEqual({
      id: "a1b2c3d4e5f6g7h",
      email: "staff@example.com",
      collectionId: "pbc_3142635823",
      username: "",
      verified: true,
    });
  });

  it("round-trips through the cookie value, and reads the SDK's `record` shape too", () => {
    const session = { token: jwt({ exp: 2_000_000_000 }), model: trimModel(superuserRecord) };
    expect(decodeSession(encodeSession(session))).toEqual(session);
    expect(decodeSession(JSON.stringify({ token: session.token, record: superuserRecord }))).toEqual(session);
  });

  it.each([undefined, "", "not json", "{}", '{"token":"x"}', '{"token":"","model":{"id":"a"}}', '{"token":"x","model":{}}', "[1,2]"])(
    "rejects a malformed value %j",
    (raw) => {
      expect(decodeSession(raw)).toBeNull();
    },
  );
});

describe("token expiry", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  const inOneHour = now / 1000 + 3600;

  it("reads exp from the JWT payload", () => {
    expect(tokenExpiry(jwt({ exp: inOneHour, id: "a" }))).toBe(inOneHour);
    expect(tokenExpiry("abc")).toBeNull();
    expect(tokenExpiry("a.%%%.c")).toBeNull();
    expect(tokenExpiry(jwt({ id: "no exp" }))).toBeNull();
  });

  it("is current before exp and not after (with a few seconds' margin)", () => {
    expect(isTokenCurrent(jwt({ exp: inOneHour }), now)).toBe(true);
    expect(isTokenCurrent(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenCurrent(jwt({ exp: now / 1000 + 3 }), now)).toBe(false);
    expect(isTokenCurrent("garbage", now)).toBe(false);
  });
});

describe("cookie attributes", () => {
  it("are path /, HttpOnly, SameSite strict, 7 days, Secure on https", () => {
    expect(cookieAttributes("https://hotel.example")).toEqual({
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "strict",
      maxAge: 604800,
    });
  });

  it("are not Secure only for a site on plain http at a loopback address", () => {
    expect(cookieAttributes("http://localhost:3000").secure).toBe(false);
    expect(cookieAttributes("http://127.0.0.1:4123").secure).toBe(false);
    expect(cookieAttributes("http://[::1]:3000").secure).toBe(false);
    expect(cookieAttributes("http://hotel.example").secure).toBe(true);
    expect(cookieAttributes("http://192.168.1.20:3000").secure).toBe(true);
    expect(cookieAttributes("not a url").secure).toBe(true);
  });
});

describe("cookie size", () => {
  const attrs = cookieAttributes("https://hotel.example");
  const token = jwt({ collectionId: "pbc_3142635823", exp: 2_000_000_000, id: "a1b2c3d4e5f6g7h", refreshable: true, type: "auth" });

  it("stays far below 4096 bytes with the longest valid e-mail address (254 characters)", () => {
    const email = `${"l".repeat(64)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const value = sessionCookieValue({ token, model: trimModel({ ...superuserRecord, email }) }, attrs);
    expect(value).not.toBeNull();
    expect(decodeSession(value!)?.model.email).toBe(email);
    expect(serializedCookieSize(AUTH_COOKIE, value!, attrs)).toBeLessThan(1500);
  });

  it("leaves the address out rather than set a cookie the browser would drop", () => {
    const email = `${"x".repeat(5000)}@example.com`;
    const session = { token, model: trimModel({ ...superuserRecord, email }) };
    expect(serializedCookieSize(AUTH_COOKIE, encodeSession(session), attrs)).toBeGreaterThan(COOKIE_SIZE_LIMIT);
    const value = sessionCookieValue(session, attrs);
    expect(value).not.toBeNull();
    expect(serializedCookieSize(AUTH_COOKIE, value!, attrs)).toBeLessThan(COOKIE_SIZE_LIMIT);
    expect(decodeSession(value!)?.model).toMatchObject({ id: superuserRecord.id, email: "" });
  });

  it("refuses a token that cannot fit at all", () => {
    expect(sessionCookieValue({ token: "t".repeat(5000), model: trimModel(superuserRecord) }, attrs)).toBeNull();
  });

  it("counts the URI-encoded value and every attribute, as the Set-Cookie header carries them", () => {
    expect(serializedCookieSize("a", '{"b"}', attrs)).toBe(
      "a=%7B%22b%22%7D; Path=/; Expires=Sun, 29 Nov 2026 02:22:32 GMT; Max-Age=604800; Secure; HttpOnly; SameSite=strict".length,
    );
  });
});
