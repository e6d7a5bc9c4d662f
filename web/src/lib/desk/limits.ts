import { createRateLimiter, SIGN_IN_RATE_LIMIT } from "@/lib/forms/rate-limit";

/**
 * Desk sign-in attempts (passwords, codes, new codes) per client, as the
 * staff sign-in's: counted before PocketBase spends a password hash, which
 * counts the same client again. Per client only: no group of addresses can
 * lock staff out.
 */
export const deskSignInLimiter = createRateLimiter(SIGN_IN_RATE_LIMIT);
