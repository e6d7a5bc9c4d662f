// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, inIdleSteps, whenGuestActs } from "./when-idle";

describe("whenGuestActs", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(["pointerdown", "keydown", "touchstart", "wheel", "scroll"])("runs once at the first %s, and not again", (type) => {
    const run = vi.fn();
    whenGuestActs(run);
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("scroll"));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("hears a scroll inside an element, which does not bubble", () => {
    const run = vi.fn();
    whenGuestActs(run);
    const list = document.body.appendChild(document.createElement("div"));
    list.dispatchEvent(new Event("scroll", { bubbles: false }));
    expect(run).toHaveBeenCalledTimes(1);
    list.remove();
  });

  it("does nothing once cancelled", () => {
    const run = vi.fn();
    const cancel = whenGuestActs(run);
    cancel();
    window.dispatchEvent(new Event("keydown"));
    expect(run).not.toHaveBeenCalled();
  });

  it("leaves no listener behind", () => {
    const remove = vi.spyOn(window, "removeEventListener");
    const add = vi.spyOn(window, "addEventListener");
    whenGuestActs(() => undefined);
    window.dispatchEvent(new Event("touchstart"));
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(add.mock.calls.map((c) => c[0]).sort());
  });
});

describe("afterNextPaint", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves in a task after the next frame, not before it", async () => {
    const order: string[] = [];
    requestAnimationFrame(() => {
      order.push("frame");
      queueMicrotask(() => order.push("the frame's microtasks"));
    });
    const done = afterNextPaint().then(() => order.push("after"));
    await Promise.resolve();
    order.push("now");
    await done;
    expect(order).toEqual(["now", "frame", "the frame's microtasks", "after"]);
  });

  it("resolves after 100 ms on a page that paints nothing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const frame = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    const done = vi.fn();
    void afterNextPaint().then(done);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
    frame.mockRestore();
  });
});

describe("inIdleSteps", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Idle periods handed out one at a time, each with room for `fits` steps. */
  function idlePeriods(fits: number) {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (run: IdleRequestCallback) => waiting.push(run));
    vi.stubGlobal("cancelIdleCallback", () => waiting.splice(0));
    return () => {
      let left = fits;
      waiting.shift()?.({ didTimeout: false, timeRemaining: () => (--left > 0 ? 10 : 0) });
    };
  }

  it("runs as many steps as each idle period has room for, in order, and the rest in the next ones", () => {
    const nextIdle = idlePeriods(2);
    const done: number[] = [];
    inIdleSteps([1, 2, 3, 4, 5].map((n) => () => void done.push(n)));
    expect(done).toEqual([]);
    nextIdle(); // the page has loaded: the first idle period is asked for
    nextIdle();
    expect(done).toEqual([1, 2]);
    nextIdle();
    expect(done).toEqual([1, 2, 3, 4]);
    nextIdle();
    expect(done).toEqual([1, 2, 3, 4, 5]);
  });

  it("runs no step once cancelled", () => {
    const nextIdle = idlePeriods(1);
    const done: number[] = [];
    const cancel = inIdleSteps([1, 2, 3].map((n) => () => void done.push(n)));
    nextIdle();
    nextIdle();
    expect(done).toEqual([1]);
    cancel();
    nextIdle();
    expect(done).toEqual([1]);
  });
});
