"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { DESK_LIVE_PATH } from "@/lib/desk/paths";
import styles from "./desk.module.css";

type LiveState = "connecting" | "live" | "reconnecting";

/** Waits before reopening a stream the server closed (EventSource retries a dropped one by itself). */
const REOPEN_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Keeps an open desk current: the page's server rendering again (router.refresh)
 * whenever PocketBase tells this member of a change (app/desk/live), after a
 * lost connection, and when the tab is shown again. A session that ended
 * makes the refresh go to the sign-in.
 */
export function LiveUpdates({ labels }: { labels: Record<LiveState, string> }) {
  const router = useRouter();
  const [state, setState] = useState<LiveState>("connecting");
  // How many changes the page heard of per record, for the last 50 records (before it renders them again).
  const [heard, setHeard] = useState("");
  const counts = useRef(new Map<string, number>());
  const connected = useRef(false);

  useEffect(() => {
    let source: EventSource | undefined;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const refresh = () => {
      clearTimeout(refreshTimer);
      // Events come in bursts (a save and its history): one render for them.
      refreshTimer = setTimeout(() => router.refresh(), 100);
    };
    const open = () => {
      source = new EventSource(DESK_LIVE_PATH);
      source.addEventListener("ready", () => {
        // After a reconnect, changes may have been missed.
        if (connected.current) refresh();
        connected.current = true;
        failures = 0;
        setState("live");
      });
      source.addEventListener("change", (event) => {
        let id: unknown;
        try {
          id = (JSON.parse((event as MessageEvent<string>).data) as { id?: unknown }).id;
        } catch {
          id = undefined;
        }
        if (typeof id === "string") {
          const count = (counts.current.get(id) ?? 0) + 1;
          counts.current.delete(id);
          counts.current.set(id, count);
          for (const oldest of counts.current.keys()) if (counts.current.size > 50) counts.current.delete(oldest);
          setHeard([...counts.current].map(([record, n]) => `${record}:${n}`).join(" "));
        }
        refresh();
      });
      source.addEventListener("signed-out", () => {
        source?.close();
        router.refresh();
      });
      source.onerror = () => {
        setState("reconnecting");
        if (source?.readyState !== EventSource.CLOSED) return;
        const wait = REOPEN_MS[Math.min(failures, REOPEN_MS.length - 1)];
        failures++;
        clearTimeout(reopenTimer);
        reopenTimer = setTimeout(() => {
          router.refresh();
          open();
        }, wait);
      };
    };
    open();
    const onShow = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onShow);
    return () => {
      document.removeEventListener("visibilitychange", onShow);
      clearTimeout(refreshTimer);
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [router]);

  return (
    <span className={styles.live} data-state={state} data-heard={heard} data-testid="desk-live" role="status">
      {labels[state]}
    </span>
  );
}
