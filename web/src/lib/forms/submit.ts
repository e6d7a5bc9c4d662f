// What the two forms' server entry points (booking/submit.ts,
// contact/submit.ts) share: the outcomes that are not about one field, the
// store's "CMS unavailable" error, the rate limits (and the challenge asked
// under a flood) and the context every submission gets. They never throw for
// anything a visitor can send.
import type { Locale } from "@/i18n/routing";
import type { Challenge } from "./challenge";
import type { FormLimiter, FormRequest } from "./rate-limit";

/**
 * Problems that are not about one field; the UI translates them under
 * FormErrors.form. "challenge" comes with a challenge the browser solves
 * before it sends the request again; its text is shown only when it cannot.
 */
export type FormLevelError = "rateLimited" | "challenge" | "unavailable" | "bookingClosed" | "phoneOnly" | "requestChanged" | "unexpected";

/** Raised by a store when the CMS cannot be reached; the form asks the guest to call. */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

export interface SubmitContext {
  locale: Locale;
  /** A hash of the client's address (clientKeyFor); the rate limit is per key. */
  clientKey: string;
  /** The browser's answer to the challenge it was sent, if it was sent one. */
  proof?: unknown;
  limiter?: FormLimiter;
  now?: Date;
  log?: Pick<Console, "error">;
}

export function refused(formError: FormLevelError, extra: { retryAfterSeconds?: number; challenge?: Challenge } = {}) {
  return { ok: false as const, fieldErrors: {}, formError, ...extra };
}

/** A request the limits let in; `notStored()` once nothing was stored for it after all, so it never counts towards a flood. */
export interface Admission {
  ok: true;
  notStored(): void;
}

/** The request's admission, or the answer that refuses it, or asks for a challenge first. */
export async function admit(limiter: FormLimiter, ctx: Pick<SubmitContext, "clientKey" | "proof">, trapped: boolean) {
  const request: FormRequest = { trapped, proof: ctx.proof };
  const decision = await limiter.take(ctx.clientKey, request);
  if (decision.ok) return { ok: true, notStored: () => limiter.notStored?.(decision) } satisfies Admission;
  if ("challenge" in decision) return refused("challenge", { challenge: decision.challenge });
  return refused("rateLimited", { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
}

/** Null when the request may go on (it counts whatever follows); otherwise the answer that refuses it. */
export async function rateLimited(limiter: FormLimiter, ctx: Pick<SubmitContext, "clientKey" | "proof">, trapped: boolean) {
  const admission = await admit(limiter, ctx, trapped);
  return admission.ok ? null : admission;
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * A save that failed, as the guest hears of it: "unavailable" (call us) when
 * the CMS could not be reached, "unexpected" otherwise; the log says which.
 * `form` and `what` name it in the log ("booking", "a request").
 */
export function saveFailed(error: unknown, log: Pick<Console, "error">, form: string, what: string) {
  if (error instanceof StoreUnavailableError) {
    log.error(`${form}: CMS unavailable: ${error.message}`);
    return refused("unavailable");
  }
  log.error(`${form}: could not save ${what}: ${describeError(error)}`);
  return refused("unexpected");
}
