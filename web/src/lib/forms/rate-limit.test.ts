import { describe, expect, it } from "vitest";
import { createRateLimiter, withGlobalCap } from "./rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createRateLimiter", () => {
  it("allows a burst up to capacity, then refuses with the wait until the next token", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 3, refillMs: 60_000, now: c.now });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 2 });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 1 });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 0 });
    c.advance(15_000);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 45_000 });
  });

  it("keeps clients apart", () => {
    const limiter = createRateLimiter({ capacity: 1, refillMs: 60_000, now: clock().now });
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a").ok).toBe(false);
    expect(limiter.take("b").ok).toBe(true);
  });

  it("refills one token per interval, never above capacity", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 2, refillMs: 1_000, now: c.now });
    limiter.take("a");
    limiter.take("a");
    expect(limiter.take("a").ok).toBe(false);
    c.advance(1_000);
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 0 });
    c.advance(60_000);
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 1 });
    expect(limiter.take("a")).toEqual({ ok: true, remaining: 0 });
    expect(limiter.take("a").ok).toBe(false);
  });

  it("keeps partial progress towards the next token while the bucket is not full", () => {
    const c = clock();
    const limiter = createRateLimiter({ capacity: 3, refillMs: 1_000, now: c.now });
    for (let i = 0; i < 3; i++) limiter.take("a");
    c.advance(1_500);
    expect(limiter.take("a").ok).toBe(true);
    c.advance(600);
    // 2,100 ms after emptying: the second token arrived at 2,000.
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 900 });
  });

  it("forgets the least recently seen clients beyond maxClients", () => {
    const limiter = createRateLimiter({ capacity: 1, refillMs: 60_000, maxClients: 2, now: clock().now });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c"); // evicts "a"
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("c").ok).toBe(false);
  });
});

describe("withGlobalCap", () => {
  it("refuses every client once all of them together have used the shared bucket, whatever their keys", () => {
    const c = clock();
    const limiter = withGlobalCap(
      createRateLimiter({ capacity: 5, refillMs: 120_000, now: c.now }),
      createRateLimiter({ capacity: 3, refillMs: 2_000, now: c.now }),
    );
    // A flood that names a new client every time.
    expect([1, 2, 3].map((i) => limiter.take(`rotated-${i}`).ok)).toEqual([true, true, true]);
    expect(limiter.take("rotated-4")).toEqual({ ok: false, retryAfterMs: 2_000 });
    c.advance(2_000);
    expect(limiter.take("rotated-5").ok).toBe(true);
    expect(limiter.take("rotated-6").ok).toBe(false);
  });

  it("still applies each client's own limit first", () => {
    const c = clock();
    const limiter = withGlobalCap(
      createRateLimiter({ capacity: 1, refillMs: 60_000, now: c.now }),
      createRateLimiter({ capacity: 100, refillMs: 1, now: c.now }),
    );
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 60_000 });
    expect(limiter.take("b").ok).toBe(true);
  });
});
