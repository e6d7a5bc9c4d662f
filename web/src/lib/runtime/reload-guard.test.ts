// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installReloadGuard, isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS, reloadOnce } from "./reload-guard";

describe("reloadOnce", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-05-01T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("reloads and records the path with an expiry 10 s ahead", () => {
    const reload = vi.fn();
    expect(reloadOnce({ path: "/offers", reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({ path: "/offers", expires: Date.now() + 10_000 });
  });

  it("does not reload the same path again within the ttl, so it never loops", () => {
    const reload = vi.fn();
    reloadOnce({ path: "/offers", reload });
    vi.advanceTimersByTime(9_999);
    expect(reloadOnce({ path: "/offers", reload })).toBe(false);
    expect(reloadOnce({ path: "/offers", reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again once the ttl has passed, or for another path", () => {
    const reload = vi.fn();
    reloadOnce({ path: "/offers", reload });
    expect(reloadOnce({ path: "/en/offers", reload })).toBe(true);
    vi.advanceTimersByTime(10_001);
    expect(reloadOnce({ path: "/en/offers", reload })).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(reloadOnce({ path: "/en/offers", reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("ignores a corrupt entry and never reloads without working storage", () => {
    const reload = vi.fn();
    sessionStorage.setItem(RELOAD_GUARD_KEY, "{not json");
    expect(reloadOnce({ path: "/", reload })).toBe(true);

    const broken = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => undefined,
    };
    expect(reloadOnce({ path: "/", reload, storage: broken })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the bundlers' chunk failures", () => {
    const turbopack = Object.assign(new Error("Failed to load chunk /_next/static/chunks/0abc.js from module 123"), {
      name: "ChunkLoadError",
    });
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 42 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"))).toBe(true);
    expect(isChunkLoadError("Importing a module script failed.")).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(404)).toBe(false);
  });
});

describe("installReloadGuard", () => {
  beforeEach(() => sessionStorage.clear());

  it("reloads once on an unhandled chunk-load rejection, not on other rejections", () => {
    const reload = vi.fn();
    const remove = installReloadGuard({ reload, path: "/book" });
    const reject = (reason: unknown) => {
      const event = new Event("unhandledrejection") as PromiseRejectionEvent;
      Object.defineProperty(event, "reason", { value: reason });
      window.dispatchEvent(event);
    };
    reject(new Error("network down"));
    expect(reload).not.toHaveBeenCalled();
    reject(Object.assign(new Error("Failed to load chunk /_next/static/chunks/x.js"), { name: "ChunkLoadError" }));
    reject(Object.assign(new Error("Failed to load chunk /_next/static/chunks/x.js"), { name: "ChunkLoadError" }));
    expect(reload).toHaveBeenCalledTimes(1);
    remove();
  });

  it("reloads when one of the site's own script chunks fails to load, not a third-party script", () => {
    const reload = vi.fn();
    const remove = installReloadGuard({ reload, path: "/discover" });
    const thirdParty = document.createElement("script");
    thirdParty.src = "https://cdn.example.net/widget.js";
    document.body.append(thirdParty);
    thirdParty.dispatchEvent(new Event("error"));
    expect(reload).not.toHaveBeenCalled();

    const own = document.createElement("script");
    own.src = "/_next/static/chunks/viewer.js";
    document.body.append(own);
    own.dispatchEvent(new Event("error"));
    expect(reload).toHaveBeenCalledTimes(1);
    remove();

    own.dispatchEvent(new Event("error"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
