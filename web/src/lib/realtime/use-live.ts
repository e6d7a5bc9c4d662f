"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { subscribeRealtime } from "./pocketbase-realtime";

/**
 * Calls onChange whenever the value may have changed (with the event's data)
 * or realtime (re)connects (without); resolves to the unsubscriber.
 */
export type LiveSubscriber = (pbUrl: string, onChange: (data?: string) => void) => Promise<() => void>;

/** A LiveSubscriber for one realtime topic ("availability", "settings/*"). */
export const realtimeSubscriber =
  (topic: string): LiveSubscriber =>
  (pbUrl, onChange) =>
    subscribeRealtime(pbUrl, topic, onChange);

/**
 * A value read from PocketBase, starting from what the server rendered and
 * kept current while the page is open: realtime says "something changed" and
 * SWR reads it again; if realtime cannot connect, SWR polls every
 * `fallbackRefreshMs`, and reads again on focus and on reconnect.
 */
export function useLive<T>(args: {
  /** SWR's key; null reads nothing (no PocketBase address). */
  key: readonly unknown[] | null;
  initial: T;
  /** `event`: the data of the last realtime event, if one came. */
  read: (event?: string) => Promise<T>;
  pbUrl: string;
  subscribe: LiveSubscriber;
  fallbackRefreshMs: number;
}): T {
  const { pbUrl, subscribe, initial } = args;
  const [realtimeFailed, setRealtimeFailed] = useState(false);
  const lastEvent = useRef<string | undefined>(undefined);
  const { data, mutate } = useSWR(args.key, () => args.read(lastEvent.current), {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    refreshInterval: realtimeFailed ? args.fallbackRefreshMs : 0,
    // A failed read keeps the last good value; the next event or poll retries.
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
    subscribe(pbUrl, (event) => {
      if (event !== undefined) lastEvent.current = event;
      void revalidate.current();
    }).then(
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
