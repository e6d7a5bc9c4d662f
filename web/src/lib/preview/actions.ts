"use server";

import { cookies, draftMode, headers } from "next/headers";
import { redirect } from "next/navigation";
import { localizedPath } from "@/i18n/localized-path";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { clientAddressFrom, clientKeyFor } from "@/lib/forms/client-key";
import { signInLimiter } from "@/lib/forms/rate-limit";
import { authenticateStaff, revokeStaffTokens, StaffAuthError, type StaffAuthFailure } from "@/lib/cms/staff";
import { env } from "@/lib/env";
import { clearSessionCookies, writeSessionCookies } from "./session-cookies";
import { getStaffSession } from "./server";
import { AUTH_COOKIE, cookieAttributes, DRAFT_COOKIE, sessionCookieValue, trimModel } from "./session";
import { forgetAccount, markRefused, markVerified } from "./verified";

export interface SignInState {
  error: "missing" | StaffAuthFailure | null;
  email: string;
}

function formLocale(form: FormData): Locale {
  const value = form.get("locale");
  return isLocale(value) ? value : routing.defaultLocale;
}

/** A same-site path to go back to after the action; anything else means the locale's home page. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Where a staff action comes back to: the form's `returnTo`, else the page the
 * form was sent from (the preview bar's forms are rendered on the server,
 * which does not know the page's path), else home. Only a path on this site.
 */
async function returnPath(form: FormData, locale: Locale): Promise<string> {
  const value = form.get("returnTo");
  if (typeof value === "string" && SITE_PATH.test(value)) return value;
  const referer = (await headers()).get("referer");
  if (referer && URL.canParse(referer)) {
    const { pathname, search } = new URL(referer);
    if (SITE_PATH.test(pathname)) return pathname + search;
  }
  return localizedPath("/", locale);
}

/** Turns draft mode on and gives its cookie the staff cookie's attributes (SameSite strict, 7 days). */
async function startPreview(sessionValue: string): Promise<void> {
  (await draftMode()).enable();
  const jar = await cookies();
  writeSessionCookies(jar, sessionValue, jar.get(DRAFT_COOKIE)?.value);
}

export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const locale = formLocale(form);
  if (!email || !password) return { error: "missing", email };
  // Stopped here before PocketBase spends a password hash on it; PocketBase
  // counts the same client again (authenticateStaff names it), never all staff together.
  const clientAddress = clientAddressFrom(await headers());
  if (!signInLimiter.take(clientKeyFor(clientAddress)).ok) return { error: "rate_limited", email };

  let value: string | null;
  try {
    const auth = await authenticateStaff(email, password, clientAddress);
    value = sessionCookieValue({ token: auth.token, model: trimModel(auth.record) }, cookieAttributes(env().siteUrl));
    if (value) markVerified(auth.token);
  } catch (error) {
    return { error: error instanceof StaffAuthError ? error.reason : "unavailable", email };
  }
  if (!value) return { error: "unavailable", email };

  await startPreview(value);
  redirect(localizedPath("/", locale));
}

/** Preview again, for a signed-in staff member who left it; a cookie PocketBase does not accept gets no draft mode. */
export async function enterPreview(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const session = await getStaffSession();
  const raw = (await cookies()).get(AUTH_COOKIE)?.value;
  if (session && raw) await startPreview(raw);
  redirect(localizedPath("/", locale));
}

/** Back to the public site, still signed in. */
export async function leavePreview(form: FormData): Promise<void> {
  const locale = formLocale(form);
  (await draftMode()).disable();
  clearSessionCookies(await cookies(), [DRAFT_COOKIE]);
  redirect(await returnPath(form, locale));
}

/**
 * Signs out everywhere: PocketBase revokes every token of the account (see
 * revokeStaffTokens: the admin UI's session ends too), this process forgets
 * them, and the cookies go. A copy of the cookie replayed later is refused.
 * If PocketBase cannot be reached, the cookies still go and the failure is
 * logged: the token then lives until its expiry (at most a day).
 */
export async function signOut(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const session = await getStaffSession();
  if (session) {
    await revokeStaffTokens(session.token, session.model.id).catch((error: unknown) => {
      console.error("[staff] sign-out could not revoke the account's tokens", { staffId: session.model.id, error: String(error) });
    });
    forgetAccount(session.model.id);
    markRefused(session.token);
  }
  (await draftMode()).disable();
  clearSessionCookies(await cookies());
  redirect(await returnPath(form, locale));
}
