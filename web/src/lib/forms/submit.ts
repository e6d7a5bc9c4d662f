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

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
