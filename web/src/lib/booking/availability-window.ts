import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";

/** The nights /book shows availability for: every night a calendar from `first` can pick. */
export function availabilityWindow(first: string): { first: string; nights: number } {
  return { first, nights: BOOKING_LIMITS.maxAdvanceDays + BOOKING_LIMITS.maxNights };
}
