"use client";

import { useEffect, useRef, useState } from "react";
import type { ReservationState } from "@/lib/cms/types";

// What an open /book page must learn without a reload (issue 6): a change of
// reservation_state or breakfast_cost in the settings record in force (the
// newest). PocketBase realtime pushes "something changed" (the SDK reconnects
// at 200, 300, 500, 1000, 1200, 1500, 2000 ms, spec §9) and the hook re-reads
// the record; it also re-reads when the tab comes back into view or the
// network returns, and if realtime cannot connect it polls. (This did with
// SWR what these few lines do; SWR was 6 KB of /book's first load.)

export interface LiveBookingSettings {
  reservationState: ReservationState;
  breakfastCost: number;
}

export const SETTINGS_FALLBACK_REFRESH_MS = 30_000;
const STATES: readonly ReservationState[] = ["open", "phone_only", "closed"];

/** Reads the settings record in force straight from PocketBase (public read). */
export async function fetchBookingSettings(pbUrl: string, fetchImpl: typeof fetch = fetch): Promise<LiveBookingSettings> {
  const query = "sort=-created&perPage=1&skipTotal=1&fields=reservation_state,breakfast_cost";
  const res = await fetchImpl(`${pbUrl}/api/collections/settings/records?${query}`, { cache: "no-store" });
  if (!res.ok) throw new Error(`settings read failed (${res.status})`);
  const body = (await res.json()) as { items?: Array<{ reservation_state?: unknown; breakfast_cost?: unknown }> };
  const record = body.items?.[0];
  const state = record?.reservation_state;
  if (!record || !STATES.includes(state as ReservationState)) throw new Error("no settings record in force");
  return {
    reservationState: state as ReservationState,
    breakfastCost: typeof record.breakfast_cost === "number" ? record.breakfast_cost : 0,
  };
}

/** Calls onChange whenever a settings record changes or realtime (re)connects; resolves to the unsubscriber. */
export type SettingsSubscriber = (pbUrl: string, onChange: () => void) => Promise<() => void>;

export const subscribeToSettings: SettingsSubscriber = async (pbUrl, onChange) => {
  // Loaded on demand: only /book needs the SDK in the browser.
  const { default: PocketBase } = await import("pocketbase");
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  // PB_CONNECT fires on every (re)connect: re-read, since events may have been missed meanwhile.
  const offConnect = await pb.realtime.subscribe("PB_CONNECT", onChange);
  const offRecords = await pb.collection("settings").subscribe("*", onChange);
  return () => {
    void offRecords().catch(() => undefined);
    void offConnect().catch(() => undefined);
  };
};

export interface LiveOptions {
  subscribe?: SettingsSubscriber;
  fetcher?: (pbUrl: string) => Promise<LiveBookingSettings>;
  fallbackRefreshMs?: number;
}

/** Coming back to the tab re-reads at most this often (SWR's focus throttle, which this replaced). */
export const FOCUS_REREAD_THROTTLE_MS = 5_000;

const isVisible = () => document.visibilityState !== "hidden";
const isOnline = () => navigator.onLine !== false;
const same = (a: LiveBookingSettings, b: LiveBookingSettings) => a.reservationState === b.reservationState && a.breakfastCost === b.breakfastCost;

/**
 * The booking settings in force, starting from what the server rendered and
 * kept current while the page is open.
 */
export function useLiveBookingSettings(initial: LiveBookingSettings, pbUrl: string, options: LiveOptions = {}): LiveBookingSettings {
  const subscribe = options.subscribe ?? subscribeToSettings;
  const fallbackRefreshMs = options.fallbackRefreshMs ?? SETTINGS_FALLBACK_REFRESH_MS;
  const fetcher = useRef(options.fetcher ?? fetchBookingSettings);
  fetcher.current = options.fetcher ?? fetchBookingSettings;
  // Until a read succeeds, the values the server rendered (also when it renders new ones).
  const [read, setRead] = useState<LiveBookingSettings | null>(null);
  const [realtimeFailed, setRealtimeFailed] = useState(false);
  const reread = useRef<() => void>(() => undefined);

  // One read at a time; a change announced during a read gets one more read after it.
  useEffect(() => {
    if (!pbUrl) return undefined;
    let active = true;
    let running = false;
    let again = false;
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        try {
          const next = await fetcher.current(pbUrl);
          if (active) setRead((prev) => (prev && same(prev, next) ? prev : next));
        } catch {
          // A failed read keeps the last good values; the next event or poll retries.
        }
      } while (again && active);
      running = false;
    };
    reread.current = () => void run();

    let lastFocusRead = 0;
    const onFocus = () => {
      if (!isVisible() || Date.now() - lastFocusRead < FOCUS_REREAD_THROTTLE_MS) return;
      lastFocusRead = Date.now();
      void run();
    };
    const onOnline = () => void run();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    window.addEventListener("online", onOnline);
    return () => {
      active = false;
      reread.current = () => undefined;
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
      window.removeEventListener("online", onOnline);
    };
  }, [pbUrl]);

  useEffect(() => {
    if (!pbUrl) return undefined;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    subscribe(pbUrl, () => reread.current()).then(
      (off) => {
        if (cancelled) off();
        else unsubscribe = off;
      },
      () => {
        if (!cancelled) setRealtimeFailed(true);
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [pbUrl, subscribe]);

  // Without realtime, poll while the tab is in view and online.
  useEffect(() => {
    if (!pbUrl || !realtimeFailed) return undefined;
    const timer = setInterval(() => {
      if (isVisible() && isOnline()) reread.current();
    }, fallbackRefreshMs);
    return () => clearInterval(timer);
  }, [pbUrl, realtimeFailed, fallbackRefreshMs]);

  return read ?? initial;
}
