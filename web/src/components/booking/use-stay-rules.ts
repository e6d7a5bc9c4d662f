import { useMemo, useState } from "react";
import { withFullNights } from "@/lib/booking/rules/availability";
import type { StayRules } from "@/lib/domain";
import { useAvailability } from "./LiveAvailability";
import type { BookingRoomOption } from "./types";

/**
 * The stay rules the form checks against: the page's seasons and closures,
 * with the nights on which the rooms asked for are not free added as closures
 * (availability.ts). The form reports the rooms it asks for per type through
 * `setNeeded` (a JSON key, so an unchanged choice changes nothing).
 */
export function useStayRules(rates: StayRules, fullReason: string, roomTypes: readonly BookingRoomOption[]) {
  const availability = useAvailability();
  const [neededKey, setNeeded] = useState("{}");
  const rules = useMemo(
    () => withFullNights(rates, availability, JSON.parse(neededKey) as Record<string, number>, fullReason),
    [rates, availability, neededKey, fullReason],
  );
  const typeIds = useMemo(() => roomTypes.map((r) => r.id), [roomTypes]);
  return { availability, rules, typeIds, setNeeded };
}
