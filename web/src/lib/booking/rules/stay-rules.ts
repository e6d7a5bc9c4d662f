// Which stays the hotel takes: closed nights (stop-sell) and minimum stays,
// set by staff in the CMS. Pure, like pricing.ts, and shared the same way:
// the form refuses a stay before it is sent, and the server and PocketBase
// refuse it again with the CMS's data of the moment. Nights follow
// pricing.ts: a night is the date its evening starts, and firstNight /
// lastNight are both inclusive.
import { addDays, daysBetween, hotelDay } from "./dates";
import type { PricingSeason, StayClosure, StayRules } from "@/lib/domain";
import { seasonalPrice, seasonCovers, seasonFor } from "./pricing";

/** A closure's fields as PocketBase stores them (closures, or a stay_rules row of kind "closure"). */
export interface ClosureFields {
  id: string;
  room_type?: string | null;
  first_night?: string | null;
  last_night?: string | null;
}

/** A season's fields as PocketBase stores them (seasonal_rates, or a stay_rules row of kind "season"). */
export interface SeasonFields extends ClosureFields {
  nightly_price?: number | null;
  percent_change?: number | null;
  priority?: number | null;
  min_stay?: number | null;
}

/** The room type and the nights of a season or closure: the admin UI stores a day picked in Basra as the UTC instant of Basra's midnight. */
function rangeOf(fields: ClosureFields) {
  return {
    roomTypeId: fields.room_type || null,
    firstNight: hotelDay(fields.first_night) ?? "",
    lastNight: hotelDay(fields.last_night) ?? "",
  };
}

/** A season as the rules take it, `name` in the guest's language; a nightly price, when set, wins over a percentage. */
export function seasonOf(fields: SeasonFields, name: string): PricingSeason {
  const price = fields.nightly_price && fields.nightly_price > 0 ? fields.nightly_price : null;
  return {
    id: fields.id,
    name,
    ...rangeOf(fields),
    nightlyPrice: price,
    percentChange: price ? 0 : (fields.percent_change ?? 0),
    priority: fields.priority ?? 0,
    minStay: fields.min_stay ?? 0,
  };
}

/** A closure as the rules take it, `reason` in the guest's language. */
export function closureOf(fields: ClosureFields, reason: string): StayClosure {
  return { id: fields.id, reason, ...rangeOf(fields) };
}

export type StayProblem =
  | {
      kind: "closed";
      /** The first closed night of the stay. */
      night: string;
      reason: string;
      /** The nearest stay of the same length that is open, from today on; null if none within the search window. */
      suggestion: { checkIn: string; checkOut: string } | null;
    }
  | {
      kind: "full";
      /** The first night of the stay on which the room type is fully booked. */
      night: string;
      /** The other room types (ids) open for the whole stay. */
      freeTypes: string[];
      suggestion: { checkIn: string; checkOut: string } | null;
    }
  | { kind: "minStay"; arrival: string; minNights: number; checkOut: string };

/** How far (in days, either way) the nearest open stay is looked for. */
const SUGGESTION_WINDOW_DAYS = 60;

export function closureCovers(closure: StayClosure, night: string, roomTypeId: string | null | undefined): boolean {
  return (
    closure.firstNight <= night &&
    night <= closure.lastNight &&
    (closure.roomTypeId === null || closure.roomTypeId === (roomTypeId ?? null))
  );
}

/** The closure that shuts `night` for the room type, or null when it is open. */
export function closureOn(night: string, roomTypeId: string | null | undefined, closures: readonly StayClosure[]): StayClosure | null {
  for (const closure of closures) if (closureCovers(closure, night, roomTypeId)) return closure;
  return null;
}

/** The first closed night of a stay (nights checkIn … checkOut − 1) and its closure. */
export function firstClosedNight(
  checkIn: string,
  nights: number,
  roomTypeId: string | null | undefined,
  closures: readonly StayClosure[],
): { night: string; closure: StayClosure } | null {
  if (closures.length === 0) return null;
  const lastNight = addDays(checkIn, nights - 1);
  // Only closures that meet the stay at all: most don't, so most stays cost one pass.
  const meeting = closures.filter((c) => c.firstNight <= lastNight && checkIn <= c.lastNight);
  for (let i = 0; i < nights && meeting.length > 0; i++) {
    const night = addDays(checkIn, i);
    const closure = closureOn(night, roomTypeId, meeting);
    if (closure) return { night, closure };
  }
  return null;
}

/** The minimum stay for a guest arriving on `arrival`: the largest of the seasons in force that night (0: none). */
export function minStayOn(arrival: string, roomTypeId: string | null | undefined, seasons: readonly PricingSeason[]): number {
  let min = 0;
  for (const season of seasons) if (season.minStay > min && seasonCovers(season, arrival, roomTypeId)) min = season.minStay;
  return min;
}

function isBookable(checkIn: string, nights: number, roomTypeId: string | null | undefined, rules: StayRules): boolean {
  return firstClosedNight(checkIn, nights, roomTypeId, rules.closures) === null && minStayOn(checkIn, roomTypeId, rules.seasons) <= nights;
}

/** The open stay of `nights` nights nearest to `checkIn` (earlier first at equal distance, never before today). */
export function nearestOpenStay(
  checkIn: string,
  nights: number,
  roomTypeId: string | null | undefined,
  rules: StayRules,
  today: string,
): { checkIn: string; checkOut: string } | null {
  for (let distance = 1; distance <= SUGGESTION_WINDOW_DAYS; distance++) {
    for (const candidate of [addDays(checkIn, -distance), addDays(checkIn, distance)]) {
      if (daysBetween(today, candidate) < 0) continue;
      if (isBookable(candidate, nights, roomTypeId, rules)) return { checkIn: candidate, checkOut: addDays(candidate, nights) };
    }
  }
  return null;
}

/**
 * Why the hotel cannot take this stay, or null when it can. Closed nights come
 * first: no length fixes them. A fully booked night (availability.ts) names
 * the other types of `roomTypeIds` open on the same dates.
 */
export function stayProblem(
  stay: { checkIn: string; checkOut: string; roomTypeId: string | null | undefined },
  rules: StayRules,
  today: string,
  roomTypeIds: readonly string[] = [],
): StayProblem | null {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) return null;
  const closed = firstClosedNight(stay.checkIn, nights, stay.roomTypeId, rules.closures);
  if (closed?.closure.full) {
    return {
      kind: "full",
      night: closed.night,
      freeTypes: roomTypeIds.filter((id) => id !== stay.roomTypeId && isBookable(stay.checkIn, nights, id, rules)),
      suggestion: nearestOpenStay(stay.checkIn, nights, stay.roomTypeId, rules, today),
    };
  }
  if (closed) {
    return {
      kind: "closed",
      night: closed.night,
      reason: closed.closure.reason,
      suggestion: nearestOpenStay(stay.checkIn, nights, stay.roomTypeId, rules, today),
    };
  }
  const minNights = minStayOn(stay.checkIn, stay.roomTypeId, rules.seasons);
  if (nights < minNights) return { kind: "minStay", arrival: stay.checkIn, minNights, checkOut: addDays(stay.checkIn, minNights) };
  return null;
}

/**
 * The nights whose seasons and closures can change the answer for a stay:
 * its own, and those of any stay stayProblem may suggest instead. The server
 * loads only these.
 */
export function stayWindow(checkIn: string, checkOut: string): { firstNight: string; lastNight: string } {
  return { firstNight: addDays(checkIn, -SUGGESTION_WINDOW_DAYS), lastNight: addDays(checkOut, SUGGESTION_WINDOW_DAYS) };
}

/** The closed ranges that matter to one room type from `today` on, in date order (for the calendar and its legend). */
export function closuresFor(roomTypeId: string | null | undefined, closures: readonly StayClosure[], today: string): StayClosure[] {
  return closures
    .filter((c) => c.lastNight >= today && (c.roomTypeId === null || c.roomTypeId === (roomTypeId ?? null)))
    .sort((a, b) => (a.firstNight < b.firstNight ? -1 : a.firstNight > b.firstNight ? 1 : 0));
}

/**
 * The first closed or full night, or short stay, for any of the room types of
 * a request (each type has its own closures, seasons and free rooms), and the
 * room type it is for; `roomTypeIds` as for stayProblem.
 */
export function firstStayProblem(
  checkIn: string,
  checkOut: string,
  rooms: readonly { id?: string }[],
  rules: StayRules,
  today: string,
  roomTypeIds: readonly string[] = [],
): { problem: StayProblem; roomTypeId: string | undefined } | null {
  for (const room of rooms) {
    const problem = stayProblem({ checkIn, checkOut, roomTypeId: room.id }, rules, today, roomTypeIds);
    if (problem) return { problem, roomTypeId: room.id };
  }
  return null;
}

/** firstStayProblem's problem alone. */
export function stayProblemOfRooms(...args: Parameters<typeof firstStayProblem>): StayProblem | null {
  return firstStayProblem(...args)?.problem ?? null;
}

/** closuresFor every room type of a request, each closure once. */
export function closuresOfRooms(rooms: readonly { id: string }[], closures: readonly StayClosure[], today: string): StayClosure[] {
  const ids = new Set(rooms.map((r) => r.id));
  return closuresFor(null, closures, today)
    .concat(closures.filter((c) => c.roomTypeId !== null && ids.has(c.roomTypeId) && c.lastNight >= today))
    .sort((a, b) => (a.firstNight < b.firstNight ? -1 : a.firstNight > b.firstNight ? 1 : 0));
}

/** How far ahead a "From" price looks: the next 12 months. */
export const FROM_PRICE_DAYS = 365;

/**
 * The lowest nightly price a guest can book for the room type from today over
 * the next 12 months (open nights only, seasons applied): the rooms pages'
 * "From" price. null when every one of those nights is closed.
 */
export function lowestNightlyPrice(basePrice: number, roomTypeId: string, rules: StayRules, today: string): number | null {
  const seasons = rules.seasons.filter((s) => s.roomTypeId === null || s.roomTypeId === roomTypeId);
  const closures = closuresFor(roomTypeId, rules.closures, today);
  let lowest: number | null = null;
  for (let i = 0; i < FROM_PRICE_DAYS; i++) {
    const night = addDays(today, i);
    if (closureOn(night, roomTypeId, closures)) continue;
    const price = seasonalPrice(basePrice, seasonFor(night, roomTypeId, seasons));
    if (lowest === null || price < lowest) lowest = price;
  }
  return lowest;
}
