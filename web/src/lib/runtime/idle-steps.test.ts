// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { inIdleSteps } from "./idle-steps";

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
