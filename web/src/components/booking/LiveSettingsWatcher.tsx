"use client";

import { useEffect } from "react";
import { useLiveBookingSettings, type LiveBookingSettings, type LiveOptions } from "@/lib/realtime/use-live-booking-settings";

/**
 * The live part of LiveBookingSettingsProvider (realtime with SWR's polling,
 * focus and reconnect fallback), loaded after the page so SWR is not part of
 * /book's first load. Renders nothing; reports every new value.
 */
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
