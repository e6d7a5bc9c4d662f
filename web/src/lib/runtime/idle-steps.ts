import { whenIdleAfterLoad } from "./when-idle";

// Not in when-idle.ts: that module is in every page's first load (the header), this one only where it is used.
/**
 * Runs `steps` in order once the page has loaded, as many in each of the browser's idle periods as
 * fit in it: one long idle callback would hold back a tap that comes during it. Returns a canceller.
 */
export function inIdleSteps(steps: (() => void)[]): () => void {
  let next = 0;
  let stopped = false;
  let cancel = () => undefined as void;
  const work = (deadline?: IdleDeadline) => {
    if (stopped) return;
    do steps[next++]!();
    while (next < steps.length && !!deadline && deadline.timeRemaining() > 0);
    if (next < steps.length) schedule();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(work, { timeout: 2_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(work, 50);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (steps.length === 0) return () => undefined;
  const cancelFirst = whenIdleAfterLoad(schedule);
  return () => {
    stopped = true;
    cancelFirst();
    cancel();
  };
}
