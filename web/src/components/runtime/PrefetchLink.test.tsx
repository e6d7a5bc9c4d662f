// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The App Router itself is Next's to test: here, what the link asks of it.
const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { PrefetchLink } = await import("./PrefetchLink");

class FakeConnection extends EventTarget {
  constructor(
    public effectiveType = "4g",
    public saveData = false,
  ) {
    super();
  }
}

function setConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

// jsdom has no IntersectionObserver: this one lets a test scroll a link into view.
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }> = [];
class FakeIntersectionObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

function scrollIntoView(element: Element) {
  act(() => {
    for (const observer of observers.filter((o) => o.targets.includes(element))) {
      observer.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  });
}

describe("PrefetchLink", () => {
  beforeEach(() => {
    observers.length = 0;
    router.push.mockClear();
    router.prefetch.mockClear();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => {
    cleanup();
    setConnection(undefined);
    vi.unstubAllGlobals();
  });

  it("is a plain link with its href, prefetched once it comes near the viewport (Next's 200 px)", () => {
    setConnection(new FakeConnection("4g"));
    render(<PrefetchLink href="/offers">Offers</PrefetchLink>);
    const link = screen.getByRole("link", { name: "Offers" });
    expect(link.getAttribute("href")).toBe("/offers");
    expect(router.prefetch).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe("200px");

    scrollIntoView(link);
    expect(router.prefetch).toHaveBeenCalledWith("/offers");
  });

  it("prefetches on hover, touch and focus too", () => {
    setConnection(new FakeConnection("4g"));
    render(<PrefetchLink href="/book">Book</PrefetchLink>);
    const link = screen.getByRole("link", { name: "Book" });
    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(router.prefetch).toHaveBeenCalledTimes(3);
    expect(router.prefetch).toHaveBeenLastCalledWith("/book");
  });

  it("does not prefetch on 2g or save-data", () => {
    for (const connection of [new FakeConnection("2g"), new FakeConnection("4g", true)]) {
      setConnection(connection);
      render(<PrefetchLink href="/offers">Offers</PrefetchLink>);
      const link = screen.getByRole("link", { name: "Offers" });
      scrollIntoView(link);
      fireEvent.mouseEnter(link);
      cleanup();
    }
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("does not prefetch a link that opens a new tab, and leaves its click to the browser", () => {
    setConnection(new FakeConnection("4g"));
    render(
      <PrefetchLink href="/company-profile.pdf" target="_blank">
        Profile
      </PrefetchLink>,
    );
    const link = screen.getByRole("link", { name: "Profile" });
    scrollIntoView(link);
    fireEvent.mouseEnter(link);
    expect(fireEvent.click(link)).toBe(true);
    expect(router.prefetch).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("follows a change of connection while the page is open", () => {
    const connection = new FakeConnection("4g");
    setConnection(connection);
    render(<PrefetchLink href="/book">Book</PrefetchLink>);
    act(() => {
      connection.effectiveType = "slow-2g";
      connection.dispatchEvent(new Event("change"));
    });
    const link = screen.getByRole("link", { name: "Book" });
    scrollIntoView(link);
    fireEvent.mouseEnter(link);
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("hydrates in one render: the connection is read when a prefetch is due, not while rendering", async () => {
    setConnection(new FakeConnection("4g"));
    const renders = vi.fn();
    const link = (
      <Profiler id="link" onRender={renders}>
        <PrefetchLink href="/offers">Offers</PrefetchLink>
      </Profiler>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(link);
    renders.mockClear();
    const root = await act(async () => hydrateRoot(container, link));
    try {
      expect(renders).toHaveBeenCalledTimes(1);
      scrollIntoView(screen.getByRole("link", { name: "Offers" }));
      expect(router.prefetch).toHaveBeenCalledWith("/offers");
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("keeps an explicit prefetch={false}", () => {
    setConnection(new FakeConnection("4g"));
    render(
      <PrefetchLink href="/book" prefetch={false}>
        Book
      </PrefetchLink>,
    );
    const link = screen.getByRole("link", { name: "Book" });
    scrollIntoView(link);
    fireEvent.mouseEnter(link);
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("navigates through the router on a plain click, calling the page's own handler first", () => {
    const onClick = vi.fn();
    render(
      <PrefetchLink href="/en/offers" onClick={onClick}>
        Offers
      </PrefetchLink>,
    );
    const link = screen.getByRole("link", { name: "Offers" });
    expect(fireEvent.click(link)).toBe(false); // default prevented: no full page load
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledWith("/en/offers");
  });

  it("leaves modified and middle clicks, and other sites, to the browser", () => {
    render(
      <>
        <PrefetchLink href="/offers">Offers</PrefetchLink>
        <PrefetchLink href="https://example.org/">Elsewhere</PrefetchLink>
      </>,
    );
    const link = screen.getByRole("link", { name: "Offers" });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
