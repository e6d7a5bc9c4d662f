// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchBookingSettings,
  useLiveBookingSettings,
  type LiveBookingSettings,
  type SettingsSubscriber,
} from "./use-live-booking-settings";

const PB = "http://pb.test";
const initial: LiveBookingSettings = { reservationState: "open", breakfastCost: 15_000, hijriShift: 0 };

// A fresh SWR cache per test.
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

function fakeRealtime() {
  let onChange: (() => void) | undefined;
  const unsubscribe = vi.fn();
  const subscribe: SettingsSubscriber = vi.fn(async (_url, callback) => {
    onChange = callback;
    return unsubscribe;
  });
  return { subscribe, unsubscribe, push: () => onChange?.() };
}

describe("useLiveBookingSettings", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("starts from the server's values without reading PocketBase again", () => {
    const realtime = fakeRealtime();
    const fetcher = vi.fn(async () => initial);
    const { result } = renderHook(() => useLiveBookingSettings(initial, PB, { subscribe: realtime.subscribe, fetcher }), { wrapper });
    expect(result.current).toEqual(initial);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("learns a change of reservation_state and breakfast_cost from a realtime event", async () => {
    const realtime = fakeRealtime();
    const fetcher = vi.fn(async () => ({ reservationState: "phone_only" as const, breakfastCost: 20_000, hijriShift: -1 as const }));
    const { result } = renderHook(() => useLiveBookingSettings(initial, PB, { subscribe: realtime.subscribe, fetcher }), { wrapper });
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalledWith(PB, expect.any(Function)));

    act(() => realtime.push());
    await waitFor(() => expect(result.current).toEqual({ reservationState: "phone_only", breakfastCost: 20_000, hijriShift: -1 }));
    expect(fetcher).toHaveBeenCalledWith(PB);
  });

  it("keeps the last good values when a re-read fails", async () => {
    const realtime = fakeRealtime();
    const fetcher = vi.fn(async (): Promise<LiveBookingSettings> => {
      throw new Error("PocketBase down");
    });
    const { result } = renderHook(() => useLiveBookingSettings(initial, PB, { subscribe: realtime.subscribe, fetcher }), { wrapper });
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalled());
    act(() => realtime.push());
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(result.current).toEqual(initial);
  });

  it("falls back to polling when realtime cannot connect", async () => {
    const subscribe: SettingsSubscriber = vi.fn(async () => {
      throw new Error("Failed to establish realtime connection.");
    });
    const fetcher = vi.fn(async () => ({ reservationState: "closed" as const, breakfastCost: 15_000, hijriShift: 0 as const }));
    const { result } = renderHook(() => useLiveBookingSettings(initial, PB, { subscribe, fetcher, fallbackRefreshMs: 200 }), { wrapper });

    await new Promise((r) => setTimeout(r, 100));
    expect(fetcher).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.reservationState).toBe("closed"), { timeout: 2_000 });
    expect(fetcher).toHaveBeenCalled();
  });

  it("does not poll while realtime is connected", async () => {
    const realtime = fakeRealtime();
    const fetcher = vi.fn(async () => initial);
    renderHook(() => useLiveBookingSettings(initial, PB, { subscribe: realtime.subscribe, fetcher, fallbackRefreshMs: 50 }), { wrapper });
    await new Promise((r) => setTimeout(r, 300));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("unsubscribes when the page goes away", async () => {
    const realtime = fakeRealtime();
    const { unmount } = renderHook(
      () => useLiveBookingSettings(initial, PB, { subscribe: realtime.subscribe, fetcher: async () => initial }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalled());
    await act(async () => undefined);
    unmount();
    expect(realtime.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe("fetchBookingSettings", () => {
  it("reads the newest settings record's three fields", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ items: [{ reservation_state: "closed", breakfast_cost: 9, hijri_shift: 1 }] }));
    await expect(fetchBookingSettings(PB, fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      reservationState: "closed",
      breakfastCost: 9,
      hijriShift: 1,
    });
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe("/api/collections/settings/records");
    expect(url.searchParams.get("sort")).toBe("-created");
    expect(url.searchParams.get("perPage")).toBe("1");
    expect(url.searchParams.get("fields")?.split(",")).toContain("hijri_shift");
  });

  it("reads a Hijri shift it does not know (a wider range saved some other way) as none", async () => {
    for (const hijri_shift of [5, -3, "1", null, undefined]) {
      const fetchImpl = vi.fn(async () => Response.json({ items: [{ reservation_state: "open", breakfast_cost: 9, hijri_shift }] }));
      await expect(fetchBookingSettings(PB, fetchImpl as unknown as typeof fetch)).resolves.toMatchObject({ hijriShift: 0 });
    }
  });

  it("refuses an error status or a record without a known state", async () => {
    const failing = vi.fn(async () => new Response("{}", { status: 502 }));
    const odd = vi.fn(async () => Response.json({ items: [{ reservation_state: "maybe" }] }));
    await expect(fetchBookingSettings(PB, failing as unknown as typeof fetch)).rejects.toThrow(/502/);
    await expect(fetchBookingSettings(PB, odd as unknown as typeof fetch)).rejects.toThrow();
  });
});
