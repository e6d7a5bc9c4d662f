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

/** Which of the buckets all clients share a request let in came through. */
export type SharedLane = "shared" | "solved";

/** Let through (and through which shared bucket), refused for a while, or asked to prove first that it is not part of a flood. */
export type FormDecision = (RateLimitDecision & { lane?: SharedLane }) | { ok: false; challenge: Challenge };

export interface FormLimiter {
  take(key: string, request?: FormRequest): FormDecision | Promise<FormDecision>;
  /**
   * A request let in that was then not stored (the site's or PocketBase's
   * rules refused it, or PocketBase could not be reached): its token comes
   * back to the bucket all clients share, so it never counts towards a flood.
   */
  notStored?(decision: FormDecision): void;
}

export interface FloodGuardOptions {
  /** Each client's own allowance. */
  perClient: RateLimiter;
  /** Each client's allowance of trapped requests, apart from the guests' so a bot never spends theirs. */
  trapped: RateLimiter;
  /** All clients together; a request it refuses is asked for a challenge. */
  shared: RateLimiter;
  /** All clients together, for requests that solved a challenge. */
  solved: RateLimiter;
  challenges: Challenges;
  /** How long a client the shared bucket refused counts towards a flood. */
  floodMs: number;
  /** Clients the shared bucket must have refused within floodMs for every request to be asked for a challenge. */
  floodClients: number;
  /** Clients remembered as refused, at most (the oldest are forgotten first). */
  maxRefusedClients?: number;
  now?: () => number;
}

/**
 * The forms' limiter. Each client has its own allowance; past it, it waits.
 * Besides, all clients share a bucket, which bounds what reaches staff; a
 * request it refuses is answered with a challenge instead of a refusal. Once
 * it has refused requests of `floodClients` clients within `floodMs`, the
 * forms are under a flood and every request is asked for one, until fewer
 * clients than that have been refused within the last `floodMs`. A browser
 * solves it in a second or two and sends the request again with its answer,
 * which lets it in through a bucket of its own that a flood without answers
 * cannot touch. Only requests that are stored count: a request let in and then
 * refused by the rules gives its shared token back (notStored), and so does a
 * challenged one; a challenge costs the client a token of its own, given
 * back when it is answered, so a client that keeps being challenged pays for
 * each. Trapped requests never count towards what guests share.
 */
export function floodGuard(options: FloodGuardOptions): FormLimiter {
  const { perClient, trapped, shared, solved, challenges, floodMs, floodClients, maxRefusedClients = 10_000, now = Date.now } = options;
  // Client → when the shared bucket last refused it, least recently refused first.
  const refused = new Map<string, number>();

  function underFlood(at: number): boolean {
    for (const [client, when] of refused) {
      if (at - when < floodMs) break;
      refused.delete(client);
    }
    return refused.size >= floodClients;
  }

  function rememberRefused(key: string, at: number): void {
    refused.delete(key);
    refused.set(key, at);
    for (const oldest of refused.keys()) {
      if (refused.size <= maxRefusedClients) break;
      refused.delete(oldest);
    }
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
        if (await challenges.redeem(request.proof)) {
          // The challenge this answers cost a token of the client's own: an answered one is paid by the work.
          perClient.giveBack(key);
          return { ok: true, remaining: own.remaining + 1, lane: "solved" };
        }
        solved.giveBack("*");
        // A wrong, expired or used answer is no answer: the request is treated as if it had none.
      }

      const at = now();
      const all = shared.take("*");
      if (!all.ok) rememberRefused(key, at);
      if (all.ok && !underFlood(at)) return { ...own, lane: "shared" };
      if (all.ok) shared.giveBack("*");
      return { ok: false, challenge: await challenges.issue() };
    },
    notStored(decision) {
      if (!decision.ok || !("lane" in decision)) return;
      if (decision.lane === "shared") shared.giveBack("*");
      if (decision.lane === "solved") solved.giveBack("*");
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
/**
 * Every request is asked for a challenge while the shared bucket has refused
 * requests of at least FORM_FLOOD_CLIENTS clients within FORM_FLOOD_MS: one
 * address (or two) can neither start a flood for everyone nor keep it on.
 */
export const FORM_FLOOD_MS = 300_000;
export const FORM_FLOOD_CLIENTS = 3;
/**
 * Staff sign-in per client: 5 attempts at once, then one a minute. No cap for all
 * clients together: addresses enough to use it up would lock every member of staff out.
 */
export const SIGN_IN_RATE_LIMIT = { capacity: 5, refillMs: 60_000 } as const;

/** A form's limiter as the site runs it: its own buckets and challenges. */
export const formLimiter = () =>
  floodGuard({
    perClient: createRateLimiter(FORM_RATE_LIMIT),
    trapped: createRateLimiter(FORM_RATE_LIMIT),
    shared: createRateLimiter(FORM_GLOBAL_RATE_LIMIT),
    solved: createRateLimiter(FORM_SOLVED_RATE_LIMIT),
    challenges: createChallenges(FORM_CHALLENGE),
    floodMs: FORM_FLOOD_MS,
    floodClients: FORM_FLOOD_CLIENTS,
  });
export const bookingLimiter = formLimiter();
export const contactLimiter = formLimiter();
// Finding a request by reference and phone: a guess costs one of the same allowance a form sent does.
export const requestLookupLimiter = formLimiter();
export const signInLimiter = createRateLimiter(SIGN_IN_RATE_LIMIT);
