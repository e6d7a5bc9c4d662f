"use client";
import { useEffect } from "react";
import type { ReservationState } from "@/lib/cms/types";
import { rememberReservationState } from "@/lib/booking/reservation-state";

/** Keeps the reservation_state cookie in step with what /book shows, live (SiteRuntime sets it on every page). */
export function ReservationStateCookie({ state }: { state: ReservationState }) {
  useEffect(() => rememberReservationState(state), [state]);
  return null;
}
