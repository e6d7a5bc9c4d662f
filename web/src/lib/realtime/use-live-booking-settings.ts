"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { RESERVATION_STATES, type ReservationState } from "@/lib/cms/types";
import { toHijriShift, type HijriShift } from "@/lib/date-format";

// What an open /book page must learn without a reload (issue 6): a change of
// reservation_state, breakfast_cost or hijri_shift in the settings record in
// force (the newest). PocketBase realtime pushes "something changed" (the SDK reconnects
// at 200, 300, 500, 1000, 1200, 1500, 2000 ms) and SWR re-reads the
// record; if realtime cannot connect, SWR polls and re-reads on focus and on
// reconnect instead.

export interface LiveBookingSettings {
  reservationState: ReservationState;
  breakfastCost: number;
  hijriShift: HijriShift;
}

export const SETTINGS_FALLBACK_REFRESH_MS = 30_000;

/** Reads the settings record in force straight from PocketBase (public read). */
export async function fetchBookingSettings(pbUrl: string, fetchImpl: typeof fetch = fetch): Promise<LiveBookingSettings> {
  const query = "sort=-created&perPage=1&skipTotal=1&fields=reservation_state,breakfast_cost,hijri_shift";
  const res = await fetchImpl(`${pbUrl}/api/collections/settings/records?${query}`, { cache: "no-store" });
  if (!res.ok) throw new Error(`settings read failed (${res.status})`);
  const body = (await res.json()) as { items?: Array<{ reservation_state?: unknown; breakfast_cost?: unknown; hijri_shift?: unknown }> };
  const record = body.items?.[0];
  const state = record?.reservation_state;
  if (!record || !RESERVATION_STATES.includes(state as ReservationState)) throw new Error("no settings record in force");
  return {
    reservationState: state as ReservationState,
    breakfastCost: typeof record.breakfast_cost === "number" ? record.breakfast_cost : 0,
    hijriShift: toHijriShift(record.hijri_shift),
  };
}

/** Calls onChange whenever a settings record changes or realtime (re)connects; resolves to the unsubscriber. */
export type SettingsSubscriber = (pbUrl: string, onChange: () => void) => Promise<() => void>;

export const subscribeToSettings: SettingsSubscriber = async (pbUrl, onChange) => {
  // Loaded on demand: only /book needs the SDK in the browser.
  const { createPocketBase } = await import("@/lib/cms/sdk");
  const pb = createPocketBase(pbUrl);
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

/**
 * The booking settings in force, starting from what the server rendered and
 * kept current while the page is open.
 */
export function useLiveBookingSettings(initial: LiveBookingSettings, pbUrl: string, options: LiveOptions = {}): LiveBookingSettings {
  const subscribe = options.subscribe ?? subscribeToSettings;
  const fetcher = options.fetcher ?? fetchBookingSettings;
  const [realtimeFailed, setRealtimeFailed] = useState(false);

  const { data, mutate } = useSWR(pbUrl ? ["live-booking-settings", pbUrl] : null, ([, url]: [string, string]) => fetcher(url), {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    refreshInterval: realtimeFailed ? (options.fallbackRefreshMs ?? SETTINGS_FALLBACK_REFRESH_MS) : 0,
    // A failed read keeps the last good values; the next event or poll retries.
    shouldRetryOnError: false,
  });

  const revalidate = useRef(mutate);
  useEffect(() => {
    revalidate.current = mutate;
  });

  useEffect(() => {
    if (!pbUrl) return undefined;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    subscribe(pbUrl, () => void revalidate.current()).then(
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

  return data ?? initial;
}
