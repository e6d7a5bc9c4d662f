// Token buckets held in memory by the web server: one per client address
// (src/instrumentation.ts establishes it; no header a client sends can change
// it) and one for everyone together, which bounds how many requests, and so
// how many e-mails to staff, the forms can produce a minute however many
// addresses a flood comes from. PocketBase's own limiter, which counts the
// site's service account, sits behind it. One process, so no shared store.

export interface RateLimitOptions {
  /** Requests allowed in a burst. */
  capacity: number;
  /** One token comes back every refillMs. */
  refillMs: number;
  /** Forget idle clients beyond this many, oldest first (bounds memory under a flood of addresses). */
  maxClients?: number;
  now?: () => number;
}

export type RateLimitDecision = { ok: true; remaining: number } | { ok: false; retryAfterMs: number };

export interface RateLimiter {
  take(key: string): RateLimitDecision;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { capacity, refillMs, maxClients = 10_000, now = Date.now } = options;
  if (!(capacity >= 1) || !(refillMs > 0)) throw new RangeError("capacity must be >= 1 and refillMs > 0");
  const buckets = new Map<string, Bucket>();

  function refill(bucket: Bucket, at: number): void {
    const earned = Math.floor((at - bucket.updatedAt) / refillMs);
    if (earned <= 0) return;
    bucket.tokens = Math.min(capacity, bucket.tokens + earned);
    bucket.updatedAt = bucket.tokens === capacity ? at : bucket.updatedAt + earned * refillMs;
  }

  return {
    take(key) {
      const at = now();
      let bucket = buckets.get(key);
      if (bucket) {
        buckets.delete(key); // re-inserted below, so Map order is least recently used first
        refill(bucket, at);
      } else {
        bucket = { tokens: capacity, updatedAt: at };
        while (buckets.size >= maxClients) {
          const oldest = buckets.keys().next().value;
          if (oldest === undefined) break;
          buckets.delete(oldest);
        }
      }
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true, remaining: bucket.tokens };
      }
      return { ok: false, retryAfterMs: Math.max(0, bucket.updatedAt + refillMs - at) };
    },
  };
}

/** A limiter that takes from the client's bucket, then from the one bucket all clients share. */
export function withGlobalCap(perClient: RateLimiter, global: RateLimiter): RateLimiter {
  return {
    take(key) {
      const own = perClient.take(key);
      if (!own.ok) return own;
      const all = global.take("*");
      return all.ok ? own : all;
    },
  };
}

/** Booking: 5 at once per client, then one every 2 minutes. Contact: the same. */
export const FORM_RATE_LIMIT = { capacity: 5, refillMs: 120_000 } as const;
/**
 * All clients together, per form: 10 at once, then 20 a minute, far above what
 * a 75-room hotel receives, and below PocketBase's limits on the site's account
 * (20 creates per 5 s, 60 requests per minute per guest collection).
 */
export const FORM_GLOBAL_RATE_LIMIT = { capacity: 10, refillMs: 3_000 } as const;
/**
 * Staff sign-in per client: 5 attempts at once, then one a minute. No cap for all
 * clients together: addresses enough to use it up would lock every member of staff out.
 */
export const SIGN_IN_RATE_LIMIT = { capacity: 5, refillMs: 60_000 } as const;

const formLimiter = () => withGlobalCap(createRateLimiter(FORM_RATE_LIMIT), createRateLimiter(FORM_GLOBAL_RATE_LIMIT));
export const bookingLimiter = formLimiter();
export const contactLimiter = formLimiter();
export const signInLimiter = createRateLimiter(SIGN_IN_RATE_LIMIT);
