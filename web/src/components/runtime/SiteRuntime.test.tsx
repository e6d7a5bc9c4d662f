// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteRuntime } from "./SiteRuntime";

// SiteRuntime loads the build check and its notice on demand; loaded here first, they arrive within the tests' first tick.
await import("./NewBuildNotice");

const texts = {
  newVersion: "A new version is available",
  reload: "Reload",
  dismiss: "Later",
  sentLater: "Sent: {reference}",
  sentLaterMessage: "Sent",
  priceChangedLater: "The price changed",
  reviewRequest: "Review",
};

describe("SiteRuntime new-version notice", () => {
  let latest = "build-a";
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toMatch(/^\/builds\/latest\.json\?t=/);
    return Response.json({ id: latest });
  });

  beforeEach(() => {
    vi.useFakeTimers();
    latest = "build-a";
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("stays silent while the server runs the same build", async () => {
    render(<SiteRuntime texts={texts} buildId="build-a" />);
    // The notice's chunk arrives after hydration (a first render here resolves it).
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows a polite, non-blocking notice when the build changed, and can be dismissed", async () => {
    latest = "build-b";
    render(<SiteRuntime texts={texts} buildId="build-a" />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(region).toHaveTextContent("A new version is available");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    // Non-blocking: no dialog, focus stays where the guest was.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(region).toBeEmptyDOMElement();
  });

  it("notices a deploy made while the tab stays open, at the hourly check", async () => {
    render(<SiteRuntime texts={texts} buildId="build-a" />);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();

    latest = "build-b";
    await act(() => vi.advanceTimersByTimeAsync(60 * 60 * 1000));
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});

describe("SiteRuntime reservation_state cookie", () => {
  afterEach(() => {
    cleanup();
    document.cookie = "reservation_state=; path=/; max-age=0";
  });

  it("keeps the settings' reservation_state in a cookie of that name on every page", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ id: "x" })),
    );
    render(<SiteRuntime texts={texts} buildId="" reservationState="phone_only" />);
    expect(document.cookie).toContain("reservation_state=phone_only");
    vi.unstubAllGlobals();
  });
});
