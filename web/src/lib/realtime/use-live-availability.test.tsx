// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Availability } from "@/lib/booking/rules/availability";
import { fetchAvailability, useLiveAvailability, type AvailabilitySubscriber } from "./use-live-availability";

const PB = "http://pb.test";
const initial: Availability = { first: "2027-01-01", free: { deluxe: [2, 1, 0] }, threshold: 3 };

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

function fakeRealtime() {
  let onChange: ((data?: string) => void) | undefined;
  const subscribe: AvailabilitySubscriber = vi.fn(async (_url, callback) => {
    onChange = callback;
    return () => undefined;
  });
  return { subscribe, push: (data?: string) => onChange?.(data) };
}

describe("useLiveAvailability", () => {
  afterEach(() => cleanup());

  it("starts from the server's counts, then re-reads them on each realtime event", async () => {
    const realtime = fakeRealtime();
    const fetcher = vi.fn(async () => ({ ...initial, free: { deluxe: [2, 1, 1] } }));
    const { result } = renderHook(() => useLiveAvailability(initial, PB, { subscribe: realtime.subscribe, fetcher }), { wrapper });
    expect(result.current).toEqual(initial);
    expect(fetcher).not.toHaveBeenCalled();
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalledWith(PB, expect.any(Function)));
    act(() => realtime.push());
    await waitFor(() => expect(result.current.free.deluxe).toEqual([2, 1, 1]));
    expect(fetcher).toHaveBeenCalledWith(PB, "2027-01-01");
  });

  it("reads after a change with the version its event names, so the front door's copy from before it is never the answer", async () => {
    const realtime = fakeRealtime();
    const fetcher = vi.fn(async () => initial);
    renderHook(() => useLiveAvailability(initial, PB, { subscribe: realtime.subscribe, fetcher }), { wrapper });
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalled());
    act(() => realtime.push(JSON.stringify({ version: "1764500000123" })));
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(PB, "2027-01-01", "1764500000123"));
    // Junk in an event names no version.
    act(() => realtime.push('{"version":"../x"}'));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(fetcher).toHaveBeenLastCalledWith(PB, "2027-01-01");
  });

  it("keeps the last good counts when a re-read fails", async () => {
    const realtime = fakeRealtime();
    const fetcher = vi.fn(async (): Promise<Availability> => {
      throw new Error("PocketBase down");
    });
    const { result } = renderHook(() => useLiveAvailability(initial, PB, { subscribe: realtime.subscribe, fetcher }), { wrapper });
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalled());
    act(() => realtime.push());
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(result.current).toEqual(initial);
  });
});

describe("fetchAvailability", () => {
  it("reads the window the page shows from PocketBase's public route, and refuses an answer that is not counts", async () => {
    const calls: string[] = [];
    const ok = vi.fn(async (url: string | URL | Request) => {
      calls.push(String(url));
      return new Response(JSON.stringify(initial), { status: 200 });
    }) as unknown as typeof fetch;
    await expect(fetchAvailability(PB, "2027-01-01", ok)).resolves.toEqual(initial);
    expect(calls[0]).toMatch(/^http:\/\/pb\.test\/api\/availability\?first=2027-01-01&nights=\d+$/);
    await fetchAvailability(PB, "2027-01-01", ok, "1764500000123");
    expect(calls[1]).toMatch(/^http:\/\/pb\.test\/api\/availability\?first=2027-01-01&nights=\d+&version=1764500000123$/);
    const junk = vi.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 })) as unknown as typeof fetch;
    await expect(fetchAvailability(PB, "2027-01-01", junk)).rejects.toThrow("not an availability answer");
  });
});
