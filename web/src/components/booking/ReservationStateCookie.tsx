"use client";
import { useEffect } from "react";
import type { ReservationState } from "@/lib/booking/submit";
import { RESERVATION_STATE_COOKIE, reservationStateCookie } from "@/lib/booking/reservation-state";

/** Keeps the reservation_state cookie (spec §4) in step with what /book shows. */
export function ReservationStateCookie({ state }: { state: ReservationState }) {
  useEffect(() => {
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    document.cookie = `${RESERVATION_STATE_COOKIE}=${state}; path=${reservationStateCookie.path}; max-age=${reservationStateCookie.maxAge}; samesite=${reservationStateCookie.sameSite}${secure}`;
  }, [state]);
  return null;
}
