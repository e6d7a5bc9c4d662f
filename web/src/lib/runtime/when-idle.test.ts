// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, whenGuestActs } from "./when-idle";

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
