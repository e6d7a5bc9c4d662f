import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, fetchLatestBuildId, watchForNewBuild } from "./build-check";

const HOUR = 60 * 60 * 1000;

describe("watchForNewBuild", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function idleController() {
    let run: (() => void) | undefined;
    return {
      whenIdle: (callback: () => void) => {
        run = callback;
        return () => (run = undefined);
      },
      becomeIdle: () => run?.(),
    };
  }

  it("checks 1 s after the first idle, not before", async () => {
    const idle = idleController();
    const fetchLatestId = vi.fn(async () => "build-a");
    watchForNewBuild({ currentId: "build-a", fetchLatestId, onNewBuild: vi.fn(), whenIdle: idle.whenIdle });

    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchLatestId).not.toHaveBeenCalled();

    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    expect(fetchLatestId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
  });

  it("checks again every 60 minutes while the build is unchanged", async () => {
    const idle = idleController();
    const fetchLatestId = vi.fn(async () => "build-a");
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: "build-a", fetchLatestId, onNewBuild, whenIdle: idle.whenIdle });
    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);

    expect(BUILD_CHECK_INTERVAL_MS).toBe(HOUR);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchLatestId).toHaveBeenCalledTimes(4);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it("reports a different build once and stops checking", async () => {
    const idle = idleController();
    const answers = ["build-a", "build-b", "build-c"];
    const fetchLatestId = vi.fn(async () => answers.shift() ?? "build-c");
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: "build-a", fetchLatestId, onNewBuild, whenIdle: idle.whenIdle });
    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(onNewBuild).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith("build-b");

    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it("treats a failed or empty answer as no news", async () => {
    const idle = idleController();
    const fetchLatestId = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(null)
      .mockResolvedValue("build-b");
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: "build-a", fetchLatestId, onNewBuild, whenIdle: idle.whenIdle });
    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS + HOUR);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onNewBuild).toHaveBeenCalledWith("build-b");
  });

  it("does nothing after it is stopped", async () => {
    const idle = idleController();
    const fetchLatestId = vi.fn(async () => "build-b");
    const onNewBuild = vi.fn();
    const stop = watchForNewBuild({ currentId: "build-a", fetchLatestId, onNewBuild, whenIdle: idle.whenIdle });
    stop();
    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchLatestId).not.toHaveBeenCalled();
    expect(onNewBuild).not.toHaveBeenCalled();
  });
});

describe("fetchLatestBuildId", () => {
  it("asks for builds/latest.json with a timestamp, uncached, and reads the id", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ id: "build-b" }));
    await expect(fetchLatestBuildId(fetchImpl as unknown as typeof fetch)).resolves.toBe("build-b");
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(init.cache).toBe("no-store");
  });

  it("answers null for an error status or a body without an id", async () => {
    const failing = vi.fn(async () => new Response("nope", { status: 503 }));
    const empty = vi.fn(async () => Response.json({}));
    await expect(fetchLatestBuildId(failing as unknown as typeof fetch)).resolves.toBeNull();
    await expect(fetchLatestBuildId(empty as unknown as typeof fetch)).resolves.toBeNull();
  });
});
