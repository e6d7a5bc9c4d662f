"use client";

import { useEffect } from "react";
import { useLiveAvailability } from "@/lib/realtime/use-live-availability";
import { useLiveBookingSettings } from "@/lib/realtime/use-live-booking-settings";

// The live parts of LiveBookingSettingsProvider and LiveAvailabilityProvider
// (realtime, with SWR's polling, focus and reconnect fallback), loaded after
// the page so SWR is not part of /book's first load. One module, so the page
// fetches one chunk for both. They render nothing; they report every new value.

function liveWatcher<T, O>(useValue: (initial: T, pbUrl: string, options?: O) => T) {
  return function Watcher({ initial, pbUrl, options, onChange }: { initial: T; pbUrl: string; options?: O; onChange: (value: T) => void }) {
    const live = useValue(initial, pbUrl, options);
    useEffect(() => onChange(live), [live, onChange]);
    return null;
  };
}

export const LiveSettingsWatcher = liveWatcher(useLiveBookingSettings);
export const AvailabilityWatcher = liveWatcher(useLiveAvailability);
