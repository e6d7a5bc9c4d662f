"use client";

import { realtimeSubscriber, useLive, type LiveSubscriber } from "./use-live";
import { RESERVATION_STATES, type ReservationState } from "@/lib/cms/types";
import { toHijriShift, type HijriShift } from "@/lib/date-format";

// What an open /book page must learn without a reload: a change of
// reservation_state, breakfast_cost or hijri_shift in the settings record in
// force (the newest), kept current by useLive.

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
export type SettingsSubscriber = LiveSubscriber;

export const subscribeToSettings: SettingsSubscriber = realtimeSubscriber("settings/*");

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
  const fetcher = options.fetcher ?? fetchBookingSettings;
  return useLive({
    key: pbUrl ? ["live-booking-settings", pbUrl] : null,
    initial,
    read: () => fetcher(pbUrl),
    pbUrl,
    subscribe: options.subscribe ?? subscribeToSettings,
    fallbackRefreshMs: options.fallbackRefreshMs ?? SETTINGS_FALLBACK_REFRESH_MS,
  });
}
