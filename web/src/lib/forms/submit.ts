// What the two forms' server entry points (booking/submit.ts,
// contact/submit.ts) share: the outcomes that are not about one field, the
// store's "CMS unavailable" error, the per-client rate limit and the context
// every submission gets. They never throw for anything a visitor can send.
import type { Locale } from "@/i18n/routing";
import type { RateLimiter } from "./rate-limit";

/** Problems that are not about one field; the UI translates them under FormErrors.form. */
export type FormLevelError = "rateLimited" | "unavailable" | "bookingClosed" | "phoneOnly" | "unexpected";

/** Raised by a store when the CMS cannot be reached; the form asks the guest to call. */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

export interface SubmitContext {
  locale: Locale;
  /** A hash of the client's address (clientKeyFor); the rate limit is per key. */
  clientKey: string;
  limiter?: RateLimiter;
  now?: Date;
  log?: Pick<Console, "error">;
}

export function refused(formError: FormLevelError, extra: { retryAfterSeconds?: number } = {}) {
  return { ok: false as const, fieldErrors: {}, formError, ...extra };
}

export function rateLimited(limiter: RateLimiter, key: string) {
  const decision = limiter.take(key);
  return decision.ok ? null : refused("rateLimited", { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
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
