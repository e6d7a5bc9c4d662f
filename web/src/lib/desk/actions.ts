"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import {
  changeOwnPassword,
  createAccount,
  decide,
  deskCodeStep,
  DeskError,
  deskPasswordStep,
  deskRequestCode,
  DeskSignInError,
  revokeMemberTokens,
  saveStaffNotes,
  sendMessageAgain,
  setMessageStatus,
  updateAccount,
} from "@/lib/cms/desk";
import { env } from "@/lib/env";
import { clientKeyFor } from "@/lib/forms/client-key";
import { deskSignInLimiter } from "./limits";
import { DESK_SIGN_IN, deskPath, safeDeskReturn } from "./paths";
import {
  accountSchema,
  codeSchema,
  decisionSchema,
  firstError,
  notesSchema,
  passwordSchema,
  recordId,
  signInSchema,
  type DeskErrorKey,
} from "./schemas";
import { deskClientAddress, getMember, signInAgain } from "./server";
import {
  DESK_COOKIE,
  DESK_MFA_COOKIE,
  DESK_MFA_SECONDS,
  DESK_TOKEN_SECONDS,
  decodePending,
  deskCookieAttributes,
  encodePending,
} from "./session";
import { isRequestStatus, type DeskRole, type Member } from "./types";

export interface SignInState {
  step: "password" | "code";
  error: DeskErrorKey | null;
  email: string;
  /** Shown after a new code was sent. */
  resent?: boolean;
}

export interface ActionState {
  ok: boolean;
  error: DeskErrorKey | null;
  /** PocketBase's own words, for what the desk has no message for (an overbooking's nights). */
  detail?: string;
}

function formLocale(form: FormData): Locale {
  const value = form.get("locale");
  return isLocale(value) ? value : routing.defaultLocale;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const SIGN_IN_ERRORS: Record<DeskSignInError["reason"], DeskErrorKey> = {
  invalid: "invalid",
  disabled: "disabled",
  code_invalid: "codeInvalid",
  rate_limited: "rateLimited",
  unavailable: "unavailable",
};

async function startSession(token: string, next: string): Promise<never> {
  const jar = await cookies();
  jar.set({ name: DESK_COOKIE, value: token, ...deskCookieAttributes(env().siteUrl, DESK_TOKEN_SECONDS) });
  jar.delete(DESK_MFA_COOKIE);
  redirect(next);
}

/** The password: PocketBase then e-mails a one-time code and the form asks for it. */
export async function deskSignIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const parsed = signInSchema.safeParse({ email: field(form, "email"), password: field(form, "password") });
  const email = field(form, "email").trim();
  if (!parsed.success) return { step: "password", error: firstError(parsed.error), email };
  const clientAddress = await deskClientAddress();
  if (!deskSignInLimiter.take(clientKeyFor(clientAddress)).ok) return { step: "password", error: "rateLimited", email };
  const locale = formLocale(form);
  try {
    const step = await deskPasswordStep(parsed.data.email, parsed.data.password, clientAddress);
    if (step.kind === "signed_in") return await startSession(step.token, safeDeskReturn(field(form, "next"), locale));
    (await cookies()).set({
      name: DESK_MFA_COOKIE,
      value: encodePending({ email: parsed.data.email, mfaId: step.mfaId, otpId: step.otpId }),
      ...deskCookieAttributes(env().siteUrl, DESK_MFA_SECONDS),
    });
    return { step: "code", error: null, email };
  } catch (error) {
    if (error instanceof DeskSignInError) return { step: "password", error: SIGN_IN_ERRORS[error.reason], email };
    throw error;
  }
}

/** The code from the e-mail: the member is signed in and goes where they were going. */
export async function deskVerifyCode(_previous: SignInState, form: FormData): Promise<SignInState> {
  const pending = decodePending((await cookies()).get(DESK_MFA_COOKIE)?.value);
  if (!pending) return { step: "password", error: "codeExpired", email: "" };
  const parsed = codeSchema.safeParse({ code: field(form, "code") });
  if (!parsed.success) return { step: "code", error: firstError(parsed.error), email: pending.email };
  const clientAddress = await deskClientAddress();
  if (!deskSignInLimiter.take(clientKeyFor(clientAddress)).ok) return { step: "code", error: "rateLimited", email: pending.email };
  // Arabic-Indic digits typed on an Arabic keyboard are the same code.
  const code = parsed.data.code
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, "");
  try {
    const token = await deskCodeStep(pending.otpId, code, pending.mfaId, clientAddress);
    return await startSession(token, safeDeskReturn(field(form, "next"), formLocale(form)));
  } catch (error) {
    if (error instanceof DeskSignInError) return { step: "code", error: SIGN_IN_ERRORS[error.reason], email: pending.email };
    throw error;
  }
}

/** Another code, for a member whose e-mail did not come or whose code expired. */
export async function deskResendCode(_previous: SignInState, _form: FormData): Promise<SignInState> {
  const jar = await cookies();
  const pending = decodePending(jar.get(DESK_MFA_COOKIE)?.value);
  if (!pending) return { step: "password", error: "codeExpired", email: "" };
  const clientAddress = await deskClientAddress();
  if (!deskSignInLimiter.take(clientKeyFor(clientAddress)).ok) return { step: "code", error: "rateLimited", email: pending.email };
  try {
    const otpId = await deskRequestCode(pending.email, clientAddress);
    jar.set({
      name: DESK_MFA_COOKIE,
      value: encodePending({ ...pending, otpId }),
      ...deskCookieAttributes(env().siteUrl, DESK_MFA_SECONDS),
    });
    return { step: "code", error: null, email: pending.email, resent: true };
  } catch (error) {
    if (error instanceof DeskSignInError) return { step: "code", error: SIGN_IN_ERRORS[error.reason], email: pending.email };
    throw error;
  }
}

/** The sign-in form's one action: the password, the code, or a new code (the button pressed says which). */
export async function deskSignInStep(previous: SignInState, form: FormData): Promise<SignInState> {
  const intent = field(form, "intent");
  if (intent === "code") return deskVerifyCode(previous, form);
  if (intent === "resend") return deskResendCode(previous, form);
  return deskSignIn(previous, form);
}

/** Back to the password (another account, or a mistyped address). */
export async function deskRestartSignIn(form: FormData): Promise<void> {
  (await cookies()).delete(DESK_MFA_COOKIE);
  redirect(deskPath(DESK_SIGN_IN, formLocale(form)));
}

/** Ends every session of the account (PocketBase gives it a new token key), then the cookie goes. */
export async function deskSignOut(form: FormData): Promise<void> {
  const member = await getMember().catch(() => null);
  if (member) {
    await revokeMemberTokens(member).catch((error: unknown) => {
      console.error("[desk] sign-out could not revoke the account's tokens", { memberId: member.id, error: String(error) });
    });
  }
  (await cookies()).delete(DESK_COOKIE);
  redirect(deskPath(DESK_SIGN_IN, formLocale(form)));
}

// --- Acting as the member ---

async function memberOrSignIn(locale: Locale): Promise<Member> {
  const member = await getMember();
  return member ?? signInAgain(locale);
}

/** PocketBase's refusal, as the desk says it. */
function failed(error: unknown, locale: Locale): ActionState {
  if (!(error instanceof DeskError)) throw error;
  switch (error.reason) {
    case "signed_out":
      return signInAgain(locale);
    case "not_found":
      return { ok: false, error: "notFound" };
    case "rate_limited":
      return { ok: false, error: "rateLimited" };
    case "unavailable":
      return { ok: false, error: "unavailable" };
    case "refused": {
      const byCode: Record<string, DeskErrorKey> = {
        overbooked: "overbooked",
        desk_not_yet: "notYet",
        desk_stay_over: "stayOver",
        desk_not_allowed: "alreadyDecided",
        validation_not_unique: "emailTaken",
        validation_invalid_old_password: "invalid",
      };
      const key = byCode[error.code] ?? "refused";
      return { ok: false, error: key, detail: key === "overbooked" || key === "refused" ? error.detail : undefined };
    }
  }
}

const done: ActionState = { ok: true, error: null };

export async function deskDecide(_previous: ActionState, form: FormData): Promise<ActionState> {
  const locale = formLocale(form);
  const parsed = decisionSchema.safeParse({
    id: field(form, "id"),
    status: field(form, "status"),
    reason: form.has("reason") ? field(form, "reason") : undefined,
  });
  if (!parsed.success || !isRequestStatus(parsed.data.status))
    return { ok: false, error: parsed.success ? "refused" : firstError(parsed.error) };
  const member = await memberOrSignIn(locale);
  try {
    await decide(member, parsed.data.id, { status: parsed.data.status, reason: parsed.data.reason }, await deskClientAddress());
    return done;
  } catch (error) {
    return failed(error, locale);
  }
}

export async function deskSaveNotes(_previous: ActionState, form: FormData): Promise<ActionState> {
  const locale = formLocale(form);
  const parsed = notesSchema.safeParse({ id: field(form, "id"), notes: field(form, "notes") });
  if (!parsed.success) return { ok: false, error: firstError(parsed.error) };
  const member = await memberOrSignIn(locale);
  try {
    await saveStaffNotes(member, parsed.data.id, parsed.data.notes, await deskClientAddress());
    return done;
  } catch (error) {
    return failed(error, locale);
  }
}

export async function deskMarkMessage(_previous: ActionState, form: FormData): Promise<ActionState> {
  const locale = formLocale(form);
  const id = recordId.safeParse(field(form, "id"));
  const status = field(form, "status");
  if (!id.success || (status !== "new" && status !== "handled")) return { ok: false, error: "refused" };
  const member = await memberOrSignIn(locale);
  try {
    await setMessageStatus(member, id.data, status, await deskClientAddress());
    return done;
  } catch (error) {
    return failed(error, locale);
  }
}

export async function deskCreateAccount(_previous: ActionState, form: FormData): Promise<ActionState> {
  const locale = formLocale(form);
  const parsed = accountSchema.safeParse({
    name: field(form, "name"),
    email: field(form, "email").trim(),
    role: field(form, "role"),
    password: field(form, "password"),
  });
  if (!parsed.success) return { ok: false, error: firstError(parsed.error) };
  const member = await memberOrSignIn(locale);
  try {
    await createAccount(member, parsed.data, await deskClientAddress());
    return done;
  } catch (error) {
    return failed(error, locale);
  }
}

/** An e-mail about a request sent again: the guest says it never came, or the mail server refused it. */
export async function deskSendAgain(_previous: ActionState, form: FormData): Promise<ActionState> {
  const locale = formLocale(form);
  const id = recordId.safeParse(field(form, "id"));
  if (!id.success) return { ok: false, error: "notFound" };
  const member = await memberOrSignIn(locale);
  try {
    await sendMessageAgain(member, id.data);
    return done;
  } catch (error) {
    return failed(error, locale);
  }
}

export async function deskUpdateAccount(_previous: ActionState, form: FormData): Promise<ActionState> {
  const locale = formLocale(form);
  const id = recordId.safeParse(field(form, "id"));
  if (!id.success) return { ok: false, error: "notFound" };
  const change: { active?: boolean; role?: DeskRole } = {};
  if (form.has("active")) change.active = field(form, "active") === "true";
  const role = field(form, "role");
  if (role === "reservations" || role === "manager") change.role = role;
  const member = await memberOrSignIn(locale);
  try {
    await updateAccount(member, id.data, change, await deskClientAddress());
    return done;
  } catch (error) {
    return failed(error, locale);
  }
}

/** A member's own password; every session of the account ends (PocketBase), so they sign in again. */
export async function deskChangePassword(_previous: ActionState, form: FormData): Promise<ActionState> {
  const locale = formLocale(form);
  const parsed = passwordSchema.safeParse({
    oldPassword: field(form, "oldPassword"),
    password: field(form, "password"),
    passwordConfirm: field(form, "passwordConfirm"),
  });
  if (!parsed.success) return { ok: false, error: firstError(parsed.error) };
  const member = await memberOrSignIn(locale);
  try {
    await changeOwnPassword(member, parsed.data.oldPassword, parsed.data.password, await deskClientAddress());
  } catch (error) {
    return failed(error, locale);
  }
  (await cookies()).delete(DESK_COOKIE);
  redirect(deskPath(DESK_SIGN_IN, locale));
}
