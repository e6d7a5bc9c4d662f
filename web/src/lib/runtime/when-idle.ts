/** Calls `run` once the page has loaded and the browser is idle; returns a canceller. */
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: 2_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") idle();
  else {
    window.addEventListener("load", idle, { once: true });
    cancel = () => window.removeEventListener("load", idle);
  }
  return () => cancel();
}

// Scrolling, a touch or a key: the first sign that a guest is using the page.
const FIRST_ACTS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

/**
 * Calls `run` once, at the guest's first scroll, touch, click or key press on
 * the page; returns a canceller. For code a form needs only once the guest
 * uses it, so it does not compete with the page's load for the main thread.
 */
export function whenGuestActs(run: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => FIRST_ACTS.forEach((type) => window.removeEventListener(type, act, options));
  function act() {
    stop();
    run();
  }
  FIRST_ACTS.forEach((type) => window.addEventListener(type, act, options));
  return stop;
}

/**
 * Resolves in a task after the browser's next paint (a frame, then the task
 * queue): work awaited after it is not part of the interaction that asked for
 * it, so the tap or key press is answered on screen first. A page that paints
 * nothing (hidden) resolves after 100 ms; without a browser, at once.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== "function") return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
