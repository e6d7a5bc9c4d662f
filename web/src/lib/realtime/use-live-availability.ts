"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import type { Availability } from "@/lib/booking/availability";
import { availabilityWindow } from "@/lib/booking/availability-window";

// What an open /book page must learn without a reload: a confirmation or a
// cancellation that changes which nights are full. PocketBase pushes
// "availability changed" on its realtime topic (pb_hooks/availability.pb.js)
// and SWR re-reads the counts; if realtime cannot connect, SWR polls and
// re-reads on focus and on reconnect instead (as use-live-booking-settings.ts).

export const AVAILABILITY_FALLBACK_REFRESH_MS = 30_000;

/** Reads the counts from PocketBase's public route (counts per type and night, nothing else). */
export async function fetchAvailability(pbUrl: string, first: string, fetchImpl: typeof fetch = fetch): Promise<Availability> {
  const { nights } = availabilityWindow(first);
  const res = await fetchImpl(`${pbUrl}/api/availability?first=${encodeURIComponent(first)}&nights=${nights}`, { cache: "no-store" });
  if (!res.ok) throw new Error(`availability read failed (${res.status})`);
  const body = (await res.json()) as Partial<Availability>;
  if (typeof body.first !== "string" || !body.free || typeof body.free !== "object") throw new Error("not an availability answer");
  return { first: body.first, free: body.free, threshold: typeof body.threshold === "number" ? body.threshold : 0 };
}

/** Calls onChange whenever the counts change or realtime (re)connects; resolves to the unsubscriber. */
export type AvailabilitySubscriber = (pbUrl: string, onChange: () => void) => Promise<() => void>;

export const subscribeToAvailability: AvailabilitySubscriber = async (pbUrl, onChange) => {
  const { createPocketBase } = await import("@/lib/cms/sdk");
  const pb = createPocketBase(pbUrl);
  // PB_CONNECT fires on every (re)connect: re-read, since events may have been missed meanwhile.
  const offConnect = await pb.realtime.subscribe("PB_CONNECT", onChange);
  const offTopic = await pb.realtime.subscribe("availability", onChange);
  return () => {
    void offTopic().catch(() => undefined);
    void offConnect().catch(() => undefined);
  };
};

export interface LiveAvailabilityOptions {
  subscribe?: AvailabilitySubscriber;
  fetcher?: (pbUrl: string, first: string) => Promise<Availability>;
  fallbackRefreshMs?: number;
}

/** The availability, starting from what the server rendered and kept current while the page is open. */
export function useLiveAvailability(initial: Availability, pbUrl: string, options: LiveAvailabilityOptions = {}): Availability {
  const subscribe = options.subscribe ?? subscribeToAvailability;
  const fetcher = options.fetcher ?? fetchAvailability;
  const [realtimeFailed, setRealtimeFailed] = useState(false);

  const { data, mutate } = useSWR(
    pbUrl ? ["live-availability", pbUrl, initial.first] : null,
    ([, url, first]: [string, string, string]) => fetcher(url, first),
    {
      fallbackData: initial,
      revalidateOnMount: false,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      refreshInterval: realtimeFailed ? (options.fallbackRefreshMs ?? AVAILABILITY_FALLBACK_REFRESH_MS) : 0,
      shouldRetryOnError: false,
    },
  );

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
