// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveBookingSettings as Live, SettingsSubscriber } from "@/lib/realtime/use-live-booking-settings";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const { LiveBookingSettingsProvider, useLiveSettings } = await import("./LiveBookingSettings");
// The provider loads its live part after hydration; loaded here first, it arrives within the tests' first tick.
await import("./LiveWatchers");

function Show() {
  const live = useLiveSettings();
  return <p data-testid="live">{live ? `${live.reservationState} ${live.breakfastCost}` : "none"}</p>;
}

function setup(initial: Live, next: Live) {
  let push: () => void = () => undefined;
  const subscribe: SettingsSubscriber = async (_url, onChange) => {
    push = onChange;
    return () => undefined;
  };
  const utils = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LiveBookingSettingsProvider initial={initial} pbUrl="http://pb.test" options={{ subscribe, fetcher: async () => next }}>
        <Show />
      </LiveBookingSettingsProvider>
    </SWRConfig>,
  );
  return { ...utils, push: () => push() };
}

describe("LiveBookingSettingsProvider", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refresh.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("gives children the live values and asks the server again when reservation_state changed", async () => {
    const { push } = setup(
      { reservationState: "open", breakfastCost: 10, hijriShift: 0 },
      { reservationState: "phone_only", breakfastCost: 12, hijriShift: 0 },
    );
    expect(screen.getByTestId("live")).toHaveTextContent("open 10");
    await act(() => vi.advanceTimersByTimeAsync(0));

    await act(async () => {
      push();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("live")).toHaveTextContent("phone_only 12");
    expect(refresh).toHaveBeenCalledTimes(1);

    // The server has not caught up yet: it asks again after 1, 2, 4, then every 8 s, for a minute.
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refresh).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(6_000)); // 7 s: asked at 0, 1, 3 and 7
    expect(refresh).toHaveBeenCalledTimes(4);
    await act(() => vi.advanceTimersByTimeAsync(7_999));
    expect(refresh).toHaveBeenCalledTimes(4);
    await act(() => vi.advanceTimersByTimeAsync(1)); // 15 s
    expect(refresh).toHaveBeenCalledTimes(5);
    await act(() => vi.advanceTimersByTimeAsync(120_000)); // then 23, 31, 39, 47 and 55 s
    expect(refresh).toHaveBeenCalledTimes(10);
  });

  it("does not refresh for a breakfast price change: the form shows the new price itself", async () => {
    const { push } = setup(
      { reservationState: "open", breakfastCost: 10, hijriShift: 0 },
      { reservationState: "open", breakfastCost: 15, hijriShift: 0 },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => {
      push();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("live")).toHaveTextContent("open 15");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(refresh).not.toHaveBeenCalled();
  });

  it("stops asking once the server renders the new state", async () => {
    const { push, rerender } = setup(
      { reservationState: "phone_only", breakfastCost: 10, hijriShift: 0 },
      { reservationState: "open", breakfastCost: 10, hijriShift: 0 },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => {
      push();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LiveBookingSettingsProvider
          initial={{ reservationState: "open", breakfastCost: 10, hijriShift: 0 }}
          pbUrl="http://pb.test"
          options={{
            subscribe: async () => () => undefined,
            fetcher: async () => ({ reservationState: "open", breakfastCost: 10, hijriShift: 0 }),
          }}
        >
          <Show />
        </LiveBookingSettingsProvider>
      </SWRConfig>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
