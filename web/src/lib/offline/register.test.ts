// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Listener = (event: Event) => void;

/** A service worker container with one registration, as Chromium gives it to a page. */
function fakeWorkers({ waiting, controlled }: { waiting: boolean; controlled: boolean }) {
  const events = new EventTarget();
  const waitingWorker = waiting
    ? { postMessage: vi.fn((message: unknown) => message && events.dispatchEvent(new Event("controllerchange"))) }
    : null;
  const registration = { waiting: waitingWorker, installing: null, addEventListener: vi.fn() };
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    ready: Promise.resolve({ active: { postMessage: vi.fn() } }),
    addEventListener: (type: string, listener: Listener, options?: AddEventListenerOptions) =>
      events.addEventListener(type, listener, options),
    removeEventListener: (type: string, listener: Listener) => events.removeEventListener(type, listener),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return { container, waitingWorker };
}

const reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  reload.mockClear();
  Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("the service worker's registration and updates (register.ts)", () => {
  it("registers the worker for the whole site, asking the server for the script at every check", async () => {
    const { container } = fakeWorkers({ waiting: false, controlled: false });
    const { startOffline } = await import("./register");
    const stop = startOffline({ onUpdateWaiting: vi.fn(), onOutbox: vi.fn() });
    expect(container.register).toHaveBeenCalledWith("/serwist/sw.js", { scope: "/", updateViaCache: "none" });
    stop();
  });

  it("tells the notice when a new build's worker waits, and not for a device's first worker", async () => {
    for (const [controlled, expected] of [
      [true, 1],
      [false, 0],
    ] as const) {
      vi.resetModules();
      const { container } = fakeWorkers({ waiting: true, controlled });
      const { startOffline } = await import("./register");
      const onUpdateWaiting = vi.fn();
      const stop = startOffline({ onUpdateWaiting, onOutbox: vi.fn() });
      // The registration has resolved and been looked at.
      await container.register.mock.results[0]!.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(onUpdateWaiting, controlled ? "an update" : "the first worker").toHaveBeenCalledTimes(expected);
      stop();
    }
  });

  it("lets the waiting worker take over only when the guest accepts, then reloads under it", async () => {
    const { waitingWorker } = fakeWorkers({ waiting: true, controlled: true });
    const { acceptUpdate, startOffline } = await import("./register");
    const stop = startOffline({ onUpdateWaiting: vi.fn(), onOutbox: vi.fn() });
    await Promise.resolve();
    expect(waitingWorker!.postMessage).not.toHaveBeenCalled();
    await acceptUpdate();
    expect(waitingWorker!.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reloads plainly when no new worker waits", async () => {
    fakeWorkers({ waiting: false, controlled: true });
    const { acceptUpdate, startOffline } = await import("./register");
    startOffline({ onUpdateWaiting: vi.fn(), onOutbox: vi.fn() })();
    await acceptUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
