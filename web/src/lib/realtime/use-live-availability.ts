"use client";

import { realtimeSubscriber, useLive, type LiveSubscriber } from "./use-live";
import type { Availability } from "@/lib/booking/rules/availability";
import { availabilityWindow } from "@/lib/booking/availability-window";

// What an open /book page must learn without a reload: a confirmation or a
// cancellation that changes which nights are full. PocketBase pushes
// "availability changed" on its realtime topic (pb_hooks/availability.pb.js);
// useLive reads the counts again.

export const AVAILABILITY_FALLBACK_REFRESH_MS = 30_000;

/**
 * Reads the counts from PocketBase's public route (counts per type and night,
 * nothing else). After a change, `version` is the one its event named: the
 * front door keeps each answer a second by its address, so a read that names
 * the change never gets a copy from before it.
 */
export async function fetchAvailability(
  pbUrl: string,
  first: string,
  fetchImpl: typeof fetch = fetch,
  version?: string,
): Promise<Availability> {
  const { nights } = availabilityWindow(first);
  const named = version ? `&version=${encodeURIComponent(version)}` : "";
  const res = await fetchImpl(`${pbUrl}/api/availability?first=${encodeURIComponent(first)}&nights=${nights}${named}`, {
    cache: "no-store",
  });
  if (!res.ok) throw new Error(`availability read failed (${res.status})`);
  const body = (await res.json()) as Partial<Availability>;
  if (typeof body.first !== "string" || !body.free || typeof body.free !== "object") throw new Error("not an availability answer");
  return { first: body.first, free: body.free, threshold: typeof body.threshold === "number" ? body.threshold : 0 };
}

/** Calls onChange whenever the counts change or realtime (re)connects; resolves to the unsubscriber. */
export type AvailabilitySubscriber = LiveSubscriber;

export const subscribeToAvailability: AvailabilitySubscriber = realtimeSubscriber("availability");

/** The version an availability event names (pb_hooks/availability-lib.js, announceChange), if it names one. */
export function eventVersion(event: string | undefined): string | undefined {
  try {
    const version = (JSON.parse(event ?? "") as { version?: unknown }).version;
    return typeof version === "string" && /^\d{1,20}$/.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

export interface LiveAvailabilityOptions {
  subscribe?: AvailabilitySubscriber;
  fetcher?: (pbUrl: string, first: string, version?: string) => Promise<Availability>;
  fallbackRefreshMs?: number;
}

/** The availability, starting from what the server rendered and kept current while the page is open. */
export function useLiveAvailability(initial: Availability, pbUrl: string, options: LiveAvailabilityOptions = {}): Availability {
  const fetcher = options.fetcher ?? ((pbUrl: string, first: string, version?: string) => fetchAvailability(pbUrl, first, fetch, version));
  return useLive({
    key: pbUrl ? ["live-availability", pbUrl, initial.first] : null,
    initial,
    read: (event) => {
      const version = eventVersion(event);
      return version ? fetcher(pbUrl, initial.first, version) : fetcher(pbUrl, initial.first);
    },
    pbUrl,
    subscribe: options.subscribe ?? subscribeToAvailability,
    fallbackRefreshMs: options.fallbackRefreshMs ?? AVAILABILITY_FALLBACK_REFRESH_MS,
  });
}
