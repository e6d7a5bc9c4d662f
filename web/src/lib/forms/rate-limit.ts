// Token buckets held in memory by the web server: one per client address
// (src/instrumentation.ts establishes it; no header a client sends can change
// it) and shared ones for everyone together, which bound how many requests,
// and so how many e-mails to staff, the forms can produce a minute however
// many addresses a flood comes from (floodGuard). PocketBase's own limiter,
// which counts the site's service account, sits behind them. One process, so
// no shared store.
import { createChallenges, FORM_CHALLENGE, type Challenge, type Challenges } from "./challenge";

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
  /** Returns a token taken for a request that was then not let through. */
  giveBack(key: string): void;
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
    giveBack(key) {
      // A bucket forgotten meanwhile starts full anyway.
      const bucket = buckets.get(key);
      if (bucket) bucket.tokens = Math.min(capacity, bucket.tokens + 1);
    },
  };
}

/** What a form knows of a request when it asks the limiter. */
export interface FormRequest {
  /** The hidden field was filled: a bot's request, answered as if accepted and dropped. */
  trapped?: boolean;
  /** The browser's answer to a challenge this server sent (ChallengeProof), as it arrived. */
  proof?: unknown;
}

/** Let through, refused for a while, or asked to prove first that it is not part of a flood. */
export type FormDecision = RateLimitDecision | { ok: false; challenge: Challenge };

export interface FormLimiter {
  take(key: string, request?: FormRequest): FormDecision | Promise<FormDecision>;
}

export interface FloodGuardOptions {
  /** Each client's own allowance. */
  perClient: RateLimiter;
  /** Each client's allowance of trapped requests, apart from the guests' so a bot never spends theirs. */
  trapped: RateLimiter;
  /** All clients together; once it refuses, the forms are under a flood. */
  shared: RateLimiter;
  /** All clients together, for requests that solved a challenge. */
  solved: RateLimiter;
  challenges: Challenges;
  /** How long after the shared bucket last refused a request every request must solve a challenge. */
  floodMs: number;
  now?: () => number;
}

/**
 * The forms' limiter. Each client has its own allowance; past it, it waits.
 * Besides, all clients share a bucket, which bounds what reaches staff: when
 * a flood from many addresses empties it, the request is answered with a
 * challenge instead of a refusal, and so is every request until the flood
 * has been over for `floodMs`. A browser solves it in a second or two and
 * sends the request again with its answer, which lets it in through a bucket
 * of its own that a flood without answers cannot touch. A request that is
 * not let in gets its client's token back, so a guest who retries during a
 * flood never spends their own allowance. Trapped requests never count
 * towards what guests share.
 */
export function floodGuard(options: FloodGuardOptions): FormLimiter {
  const { perClient, trapped, shared, solved, challenges, floodMs, now = Date.now } = options;
  let floodUntil = -Infinity;

  async function challenge(key: string): Promise<FormDecision> {
    perClient.giveBack(key);
    return { ok: false, challenge: await challenges.issue() };
  }

  return {
    async take(key, request = {}) {
      if (request.trapped) return trapped.take(key);
      const own = perClient.take(key);
      if (!own.ok) return own;

      if (request.proof !== undefined) {
        // The token first: answers are remembered only for requests let in, which bounds that memory.
        const lane = solved.take("*");
        if (!lane.ok) {
          perClient.giveBack(key);
          return lane;
        }
        if (await challenges.redeem(request.proof)) return own;
        solved.giveBack("*");
        // A wrong, expired or used answer is no answer: the request is treated as if it had none.
      }

      // Under a flood the shared bucket still counts requests, to tell when the flood is over.
      const all = shared.take("*");
      if (!all.ok) floodUntil = now() + floodMs;
      if (all.ok && now() >= floodUntil) return own;
      return challenge(key);
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
 * Requests that solved a challenge, all clients together: as many as the
 * shared bucket lets in, so that the two together (each can be full in the
 * same minute) stay within PocketBase's 60 creates a minute on the site's
 * account.
 */
export const FORM_SOLVED_RATE_LIMIT = FORM_GLOBAL_RATE_LIMIT;
/** A challenge is asked of every request until the shared bucket has not refused one for this long. */
export const FORM_FLOOD_MS = 300_000;
/**
 * Staff sign-in per client: 5 attempts at once, then one a minute. No cap for all
 * clients together: addresses enough to use it up would lock every member of staff out.
 */
export const SIGN_IN_RATE_LIMIT = { capacity: 5, refillMs: 60_000 } as const;

const formLimiter = () =>
  floodGuard({
    perClient: createRateLimiter(FORM_RATE_LIMIT),
    trapped: createRateLimiter(FORM_RATE_LIMIT),
    shared: createRateLimiter(FORM_GLOBAL_RATE_LIMIT),
    solved: createRateLimiter(FORM_SOLVED_RATE_LIMIT),
    challenges: createChallenges(FORM_CHALLENGE),
    floodMs: FORM_FLOOD_MS,
  });
export const bookingLimiter = formLimiter();
export const contactLimiter = formLimiter();
// Finding a request by reference and phone: a guess costs one of the same allowance a form sent does.
export const requestLookupLimiter = formLimiter();
export const signInLimiter = createRateLimiter(SIGN_IN_RATE_LIMIT);
