/**
 * The staff session cookie, as the original client kept it:
 * `pb_auth` holds `{ token, model }` (the PocketBase SDK's cookie shape), with
 * the model trimmed to id, email, collectionId, username and verified so the
 * cookie stays under the 4096 bytes browsers keep. Pure functions: the proxy,
 * the server actions and the tests share them.
 */

export const AUTH_COOKIE = "pb_auth";
/** Next's draft-mode cookie; we re-set it with the same attributes as pb_auth. */
export const DRAFT_COOKIE = "__prerender_bypass";
export const AUTH_COOKIE_MAX_AGE = 604_800;
export const COOKIE_SIZE_LIMIT = 4096;
/** Staff are PocketBase superusers: the same account as the admin UI. */
export const STAFF_COLLECTION = "_superusers";

export interface StaffModel {
  id: string;
  email: string;
  collectionId: string;
  username: string;
  verified: boolean;
}

export interface StaffSession {
  token: string;
  model: StaffModel;
}

export interface CookieAttributes {
  path: "/";
  httpOnly: true;
  secure: boolean;
  sameSite: "strict";
  maxAge: number;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** Keeps only what the site needs from an auth record (id, email, collectionId, username, verified). */
export function trimModel(record: Record<string, unknown>): StaffModel {
  return {
    id: str(record.id),
    email: str(record.email),
    collectionId: str(record.collectionId),
    username: str(record.username),
    verified: record.verified === true,
  };
}

function base64UrlDecode(part: string): string {
  const padded = part.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((part.length + 3) % 4);
  return new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
}

function tokenPayload(token: string): { exp?: unknown; id?: unknown } | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    return payload && typeof payload === "object" ? payload : null;
  } catch {
    return null;
  }
}

/** The JWT's `exp` (seconds since the epoch), or null if the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
}

/** The account id a PocketBase token claims (unverified: only for bookkeeping), or "". */
export function tokenAccount(token: string): string {
  const id = tokenPayload(token)?.id;
  return typeof id === "string" ? id : "";
}

/** Valid means readable and not past its expiry (with a few seconds' margin for the request in flight). */
export function isTokenCurrent(token: string, nowMs = Date.now(), marginSeconds = 5): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - marginSeconds > nowMs / 1000;
}

export function encodeSession(session: StaffSession): string {
  return JSON.stringify({ token: session.token, model: session.model });
}

/** Reads a pb_auth value (already URI-decoded by the cookie parser); null for anything malformed. */
export function decodeSession(raw: string | undefined | null): StaffSession | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { token?: unknown; model?: unknown; record?: unknown };
    const model = data.model ?? data.record;
    if (typeof data.token !== "string" || !data.token || !model || typeof model !== "object") return null;
    const trimmed = trimModel(model as Record<string, unknown>);
    if (!trimmed.id) return null;
    return { token: data.token, model: trimmed };
  } catch {
    return null;
  }
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Secure everywhere except a site on plain http at a loopback address (local
 * development and the test stack), where a Secure cookie would not be kept.
 */
export function cookieAttributes(siteUrl: string): CookieAttributes {
  let secure = true;
  try {
    const url = new URL(siteUrl);
    secure = !(url.protocol === "http:" && isLoopback(url.hostname));
  } catch {
    // An unparsable SITE_URL is rejected by env(); stay on the safe side here.
  }
  return { path: "/", httpOnly: true, secure, sameSite: "strict", maxAge: AUTH_COOKIE_MAX_AGE };
}

/** Bytes of the Set-Cookie header a browser must take, as Next serialises it (it adds Expires to Max-Age). */
export function serializedCookieSize(name: string, value: string, attrs: CookieAttributes): number {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${attrs.path}`,
    `Expires=${new Date(0).toUTCString()}`,
    `Max-Age=${attrs.maxAge}`,
    attrs.secure ? "Secure" : "",
    "HttpOnly",
    "SameSite=strict",
  ].filter(Boolean);
  return new TextEncoder().encode(parts.join("; ")).length;
}

/**
 * The cookie value for a session, trimmed further if it would still not fit
 * (only an absurd e-mail can do that: the address is then left out, the id
 * still identifies the account). Null if even that does not fit.
 */
export function sessionCookieValue(session: StaffSession, attrs: CookieAttributes): string | null {
  const candidates: StaffSession[] = [session, { ...session, model: { ...session.model, email: "", username: "" } }];
  for (const candidate of candidates) {
    const value = encodeSession(candidate);
    if (serializedCookieSize(AUTH_COOKIE, value, attrs) < COOKIE_SIZE_LIMIT) return value;
  }
  return null;
}

/** The staff sign-in page (in both locales; not in the sitemap, noindex). */
export const STAFF_PATH = "/staff";
