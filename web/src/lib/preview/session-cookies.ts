import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";
import { AUTH_COOKIE, cookieAttributes, decodeSession, DRAFT_COOKIE, isTokenCurrent, sessionCookieValue, trimModel } from "./session";
import { checkStaffToken } from "./verified";

/** Anything with Next's cookie-store `set` (response cookies in the proxy, `cookies()` in a server action). */
export interface CookieWriter {
  set(options: {
    name: string;
    value: string;
    path: string;
    httpOnly: boolean;
    secure: boolean;
    sameSite: "strict";
    maxAge?: number;
    expires?: Date;
  }): unknown;
}

/** Sets the staff cookie, and draft mode's own cookie with the same attributes (so both travel together). */
export function writeSessionCookies(target: CookieWriter, value: string, draftValue: string | undefined): void {
  const attrs = cookieAttributes(env().siteUrl);
  target.set({ name: AUTH_COOKIE, value, ...attrs });
  if (draftValue) target.set({ name: DRAFT_COOKIE, value: draftValue, ...attrs });
}

export function clearSessionCookies(target: CookieWriter, names: string[] = [AUTH_COOKIE, DRAFT_COOKIE]): void {
  const { maxAge: _unused, ...attrs } = cookieAttributes(env().siteUrl);
  for (const name of names) target.set({ name, value: "", ...attrs, expires: new Date(0) });
}

type Outcome = { kind: "keep" } | { kind: "clear"; names: string[] } | { kind: "renew"; value: string; draftValue: string | undefined };

/**
 * Each visit's check of the staff cookie (token valid, invalid or
 * expired, judged from its expiry; valid → refreshed; failure → cleared
 * silently). Whatever is cleared or renewed is also changed in the request
 * itself, so the page rendered for this very request already sees the public
 * site (or the fresh token).
 */
async function checkStaffSession(request: NextRequest): Promise<Outcome> {
  const raw = request.cookies.get(AUTH_COOKIE)?.value;
  const draftValue = request.cookies.get(DRAFT_COOKIE)?.value;
  const clear = (names: string[]): Outcome => {
    request.cookies.delete(names);
    return { kind: "clear", names };
  };

  // Both cookies are set and cleared together; draft mode alone is left over.
  if (!raw) return draftValue ? clear([DRAFT_COOKIE]) : { kind: "keep" };

  const session = decodeSession(raw);
  if (!session || !isTokenCurrent(session.token)) return clear([AUTH_COOKIE, DRAFT_COOKIE]);

  // PocketBase is asked at most once per five minutes about a good token, and
  // once a minute about a refused one (a forged or revoked cookie), see verified.ts.
  const check = await checkStaffToken(session.token);
  if (check.kind === "known") return { kind: "keep" };
  if (check.kind === "refused") return clear([AUTH_COOKIE, DRAFT_COOKIE]);
  const value = sessionCookieValue({ token: check.auth.token, model: trimModel(check.auth.record) }, cookieAttributes(env().siteUrl));
  if (!value) return clear([AUTH_COOKIE, DRAFT_COOKIE]);
  request.cookies.set(AUTH_COOKIE, value);
  return { kind: "renew", value, draftValue };
}

type Handler = (request: NextRequest) => NextResponse | Promise<NextResponse>;

/** Wraps the site's proxy with the staff-session check. */
export function withStaffSession(handler: Handler): (request: NextRequest) => Promise<NextResponse> {
  return async (request) => {
    const outcome = await checkStaffSession(request);
    const response = await handler(request);
    if (outcome.kind === "clear") clearSessionCookies(response.cookies, outcome.names);
    if (outcome.kind === "renew") writeSessionCookies(response.cookies, outcome.value, outcome.draftValue);
    if (outcome.kind !== "keep") response.headers.set("cache-control", "private, no-store");
    return response;
  };
}
