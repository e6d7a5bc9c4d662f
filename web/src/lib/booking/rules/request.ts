// A whole booking request priced against what the hotel offers at the moment,
// with every reason it cannot be taken (priceRequest): the site's server
// prices a guest's request with it, and PocketBase's hooks judge one with it.
// The rules across its fields are checks.ts.
import type { Currency, StayRules } from "@/lib/domain";
import { roomsByType, withFullNights, type FreeFrom } from "./availability";
import {
  arrivalProblem,
  lineCapacityProblems,
  stayLengthProblem,
  stayProblemField,
  type ArrivalProblem,
  type CapacityProblem,
  type RoomCapacity,
  type StayLengthProblem,
} from "./checks";
import { daysBetween } from "./dates";
import { priceStay, type PriceBreakdown, type PricingExtra, type PricingOffer } from "./pricing";
import { firstStayProblem, type StayProblem } from "./stay-rules";

/** One line of a request to price: `rooms` rooms of one type; adults and children over all its rooms. */
export interface RequestLine {
  roomTypeId: string;
  rooms: number;
  adults: number;
  children: number;
}

/** What a guest asks for (or staff, changing a stay). */
export interface BookingRequest {
  checkIn: string;
  checkOut: string;
  lines: readonly RequestLine[];
  /** The ids of the extras chosen. */
  extras: readonly string[];
  /** The offer booked; "" or absent for none. */
  offerId?: string | null;
  breakfast: boolean;
}

/** A room type a request may be for, with its own price. */
export interface BookableRoom extends RoomCapacity {
  id: string;
  pricePerNight: number;
}

/** What the hotel offers at the moment, as loaded for one request. */
export interface RequestContext {
  /** Today's date in Basra (hotelToday()). */
  today: string;
  breakfastCost: number;
  currency: Currency;
  /** The room types guests may book among those asked for (unknown or unpublished ones left out). */
  roomTypes: readonly BookableRoom[];
  /** The extras guests may choose among those asked for. */
  extras: readonly PricingExtra[];
  /** The offer asked for when guests may book it now, with the room type it is for (null: any); null otherwise. */
  offer: (PricingOffer & { roomTypeId?: string | null }) | null;
  /** The seasons and closures near the stay. */
  rules: StayRules;
  /** Free rooms per room type near the stay, and the types guests may book; absent: rooms are not counted. */
  availability?: (FreeFrom & { roomTypeIds: readonly string[] }) | null;
}

/** Why a request cannot be taken as it is: the field of the booking form, an error key, and what the wording needs. */
export type Refusal =
  | { field: "checkIn"; code: ArrivalProblem }
  | { field: "checkOut"; code: StayLengthProblem }
  | { field: "roomLines"; code: "roomUnknown"; line: number; lineField: "roomType" }
  | ({ field: "roomLines"; line: number } & CapacityProblem)
  | { field: "checkIn" | "checkOut"; code: "nightClosed" | "nightFull" | "minStay"; roomTypeId: string; stay: StayProblem }
  | { field: "offer"; code: "offerUnavailable" | "offerRoomMismatch" }
  | { field: "extras"; code: "extraUnavailable"; extraId: string };

export interface PricedRequest {
  nights: number;
  /** The request's price; null when it is refused. */
  price: PriceBreakdown | null;
  total: number | null;
  /** In the order the booking form reports them; empty when the request can be taken. */
  refusals: Refusal[];
}

/** The stay's dates: a night or more, within maxNights, arriving from today to maxAdvanceDays ahead. */
export function stayDateRefusals(checkIn: string, checkOut: string, today: string): Refusal[] {
  const length = stayLengthProblem(checkIn, checkOut);
  if (length === "checkOutBeforeCheckIn") return [{ field: "checkOut", code: length }];
  const out: Refusal[] = [];
  const arrival = arrivalProblem(checkIn, today);
  if (arrival) out.push({ field: "checkIn", code: arrival });
  if (length) out.push({ field: "checkOut", code: length });
  return out;
}

/**
 * Prices a request against what the hotel offers (`context`), with every
 * reason it cannot be taken: its dates, rooms the hotel does not offer or
 * that cannot hold its guests (nothing more is judged then), an offer or
 * extras guests cannot book, and closed or fully booked nights and minimum
 * stays. The days are real days; the lines' counts whole (roomLinesProblems).
 */
export function priceRequest(request: BookingRequest, context: RequestContext): PricedRequest {
  const { checkIn, checkOut } = request;
  const nights = daysBetween(checkIn, checkOut);
  const refusals = stayDateRefusals(checkIn, checkOut, context.today);
  const refused = (): PricedRequest => ({ nights, price: null, total: null, refusals });
  if (nights < 1) return refused();

  const rooms: BookableRoom[] = [];
  request.lines.forEach((line, i) => {
    const room = context.roomTypes.find((r) => r.id === line.roomTypeId);
    if (!room) refusals.push({ field: "roomLines", code: "roomUnknown", line: i, lineField: "roomType" });
    else {
      rooms.push(room);
      for (const problem of lineCapacityProblems(line, room)) refusals.push({ field: "roomLines", line: i, ...problem });
    }
  });
  if (refusals.some((r) => r.field === "roomLines")) return refused();

  const offer = request.offerId ? context.offer : null;
  if (request.offerId && offer?.id !== request.offerId) refusals.push({ field: "offer", code: "offerUnavailable" });
  else if (offer?.roomTypeId && !rooms.some((r) => r.id === offer.roomTypeId)) refusals.push({ field: "offer", code: "offerRoomMismatch" });

  const extras: PricingExtra[] = [];
  for (const id of request.extras) {
    const extra = context.extras.find((e) => e.id === id);
    if (!extra) {
      refusals.push({ field: "extras", code: "extraUnavailable", extraId: id });
      break;
    }
    extras.push(extra);
  }

  if (!refusals.some((r) => r.field === "checkIn" || r.field === "checkOut")) {
    // Nights on which fewer rooms of a type are free than the request asks for count as closed for it (availability.ts).
    const needed = roomsByType({ room_lines: request.lines.map((l) => ({ room_type: l.roomTypeId, rooms: l.rooms })) });
    const rules = withFullNights(context.rules, context.availability, needed, "");
    const found = firstStayProblem(checkIn, checkOut, rooms, rules, context.today, context.availability?.roomTypeIds ?? []);
    if (found) refusals.push({ ...stayProblemField(found.problem, checkIn), roomTypeId: found.roomTypeId ?? "", stay: found.problem });
  }
  if (refusals.length > 0) return refused();

  const price = priceStay({
    checkIn,
    nights,
    lines: request.lines.map((line, i) => ({
      roomTypeId: line.roomTypeId,
      rooms: line.rooms,
      guests: line.adults + line.children,
      nightlyPrice: rooms[i]!.pricePerNight,
    })),
    seasons: context.rules.seasons,
    breakfast: request.breakfast,
    breakfastCost: context.breakfastCost,
    currency: context.currency,
    offer,
    extras,
  });
  return { nights, price, total: price.total, refusals };
}
