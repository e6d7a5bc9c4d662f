"use client";

import { useEffect } from "react";
import type { Availability } from "@/lib/booking/availability";
import { useLiveAvailability, type LiveAvailabilityOptions } from "@/lib/realtime/use-live-availability";

/** The live part of LiveAvailabilityProvider, loaded after the page (as LiveSettingsWatcher). Renders nothing. */
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
