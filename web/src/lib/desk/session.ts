// The desk member's session: a cookie of its own (desk_auth), holding only the
// PocketBase token of a `staff` account, never the staff preview's pb_auth
// (a superuser's) nor the other way round. HttpOnly: only the site's server
// uses the token, as the member's own (lib/cms/desk.ts). SameSite=Lax so a
// link to a request (in an e-mail, a chat) opens signed in; every change is a
// server action (POST), which Lax never sends from another site and Next
// checks against the page's origin. Pure: the proxy, actions and tests share it.
import { cookieAttributes, tokenExpiry } from "@/lib/preview/session";

export const DESK_COOKIE = "desk_auth";
/** The sign-in in progress between the password and the code: { email, mfaId, otpId }. */
export const DESK_MFA_COOKIE = "desk_mfa";
/** The staff collection's token lifetime (the 1765030000 migration): a working day. */
export const DESK_TOKEN_SECONDS = 43_200;
/** Minutes the code step may take (PocketBase's MFA window is 10). */
export const DESK_MFA_SECONDS = 600;

export interface DeskCookieAttributes {
  path: "/";
  httpOnly: true;
  secure: boolean;
  sameSite: "lax";
  maxAge: number;
}

export function deskCookieAttributes(siteUrl: string, maxAge = DESK_TOKEN_SECONDS): DeskCookieAttributes {
  return { path: "/", httpOnly: true, secure: cookieAttributes(siteUrl).secure, sameSite: "lax", maxAge };
}

/** A token with less than half its life left is renewed on the next desk page (lib/desk/proxy.ts). */
export function wantsRenewal(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - nowMs / 1000 < DESK_TOKEN_SECONDS / 2;
}

export interface PendingSignIn {
  email: string;
  mfaId: string;
  otpId: string;
}

const ID = /^[A-Za-z0-9]{1,64}$/;

export function encodePending(pending: PendingSignIn): string {
  return JSON.stringify(pending);
}

/** The sign-in in progress, or null for anything malformed. */
export function decodePending(raw: string | undefined): PendingSignIn | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof data.email !== "string" || !data.email || data.email.length > 254) return null;
    if (typeof data.mfaId !== "string" || !ID.test(data.mfaId) || typeof data.otpId !== "string" || !ID.test(data.otpId)) return null;
    return { email: data.email, mfaId: data.mfaId, otpId: data.otpId };
  } catch {
    return null;
  }
}
