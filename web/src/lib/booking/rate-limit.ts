// A per-client token bucket held in memory by the web server. It is a
// courtesy brake on floods from one address (a retrying script, a stuck
// button), not a security boundary: PocketBase's own limiter and the locked
// collection rules are the hard limits. One process, so no shared store.

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

/** Booking: 5 at once, then one every 2 minutes. Contact: the same. */
export const FORM_RATE_LIMIT = { capacity: 5, refillMs: 120_000 } as const;

export const bookingLimiter = createRateLimiter(FORM_RATE_LIMIT);
export const contactLimiter = createRateLimiter(FORM_RATE_LIMIT);
