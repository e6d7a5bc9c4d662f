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
