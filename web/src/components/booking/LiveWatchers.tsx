"use client";

import { useEffect } from "react";
import type { Availability } from "@/lib/booking/availability";
import { useLiveAvailability, type LiveAvailabilityOptions } from "@/lib/realtime/use-live-availability";
import { useLiveBookingSettings, type LiveBookingSettings, type LiveOptions } from "@/lib/realtime/use-live-booking-settings";

// The live parts of LiveBookingSettingsProvider and LiveAvailabilityProvider
// (realtime, with SWR's polling, focus and reconnect fallback), loaded after
// the page so SWR is not part of /book's first load. One module, so the page
// fetches one chunk for both. They render nothing; they report every new value.

export function LiveSettingsWatcher({
  initial,
  pbUrl,
  options,
  onChange,
}: {
  initial: LiveBookingSettings;
  pbUrl: string;
  options?: LiveOptions;
  onChange: (live: LiveBookingSettings) => void;
}) {
  const live = useLiveBookingSettings(initial, pbUrl, options);
  useEffect(() => onChange(live), [live, onChange]);
  return null;
}

export function AvailabilityWatcher({
  initial,
  pbUrl,
  options,
  onChange,
}: {
  initial: Availability;
  pbUrl: string;
  options?: LiveAvailabilityOptions;
  onChange: (availability: Availability) => void;
}) {
  const live = useLiveAvailability(initial, pbUrl, options);
  useEffect(() => onChange(live), [live, onChange]);
  return null;
}
