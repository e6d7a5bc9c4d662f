// A booking request's rules across its fields: the stay's dates against today
// and the hotel's limits, the room lines together and each against its room
// type, and the whole request priced against what the hotel offers at the
// moment (priceRequest). The site's schema and server and PocketBase's hooks
// all judge a request with these; each answer is an error key of the forms
// (FORM_ERROR_KEYS) and where it applies, which PocketBase words for staff.
import type { Currency, StayRules } from "@/lib/domain";
import { roomsByType, withFullNights, type FreeFrom } from "./availability";
import { daysBetween, isIsoDate } from "./dates";
import { BOOKING_LIMITS } from "./limits";
import { priceStay, type PriceBreakdown, type PricingExtra, type PricingOffer } from "./pricing";
import { firstStayProblem, type StayProblem } from "./stay-rules";

export type StayLengthProblem = "checkOutBeforeCheckIn" | "stayTooLong";
export type ArrivalProblem = "dateInPast" | "dateTooFar";

/** A stay from checkIn to checkOut: at least one night, at most maxNights. */
export function stayLengthProblem(checkIn: string, checkOut: string): StayLengthProblem | null {
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return "checkOutBeforeCheckIn";
  return nights > BOOKING_LIMITS.maxNights ? "stayTooLong" : null;
}

/** An arrival from today (in Basra) to maxAdvanceDays ahead. */
export function arrivalProblem(checkIn: string, today: string): ArrivalProblem | null {
  const ahead = daysBetween(today, checkIn);
  if (ahead < 0) return "dateInPast";
  return ahead > BOOKING_LIMITS.maxAdvanceDays ? "dateTooFar" : null;
}

/** A departure today or before, when the arrival (a form's, maybe not typed yet) does not already put it before itself. */
export function departsInPast(checkIn: unknown, checkOut: string, today: string): boolean {
  return daysBetween(today, checkOut) < 1 && !(isIsoDate(checkIn) && daysBetween(checkIn, checkOut) < 1);
}

/** One line of a request as a form holds it (roomType: a slug) or a stored request (an id): counts may be missing or not whole yet. */
export interface RoomLineDraft {
  roomType?: unknown;
  rooms?: unknown;
  adults?: unknown;
  children?: unknown;
}

export type RoomLinesProblem =
  /** Not from 1 to maxRoomLines lines (stored requests; the form's schema says it itself). */
  | { code: "roomLinesRange" }
  /** A line that is not { roomType, rooms ≥ 1, adults ≥ 1, children ≥ 0 } (stored requests). */
  | { code: "invalid"; line: number }
  | { code: "roomTypeRepeated"; line: number; lineField: "roomType" }
  | { code: "roomsExceedGuests"; line: number; lineField: "adults" }
  /** More rooms, or guests, than one request may hold over all its lines. */
  | { code: "roomsRange" }
  | { code: "guestsRange" };

const isCount = (n: unknown, min: number): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= min;

/**
 * The lines of a request together: each room type once, an adult in every
 * room, and the hotel's limits over all the lines. A form's lines may be half
 * filled in (a line's counts count once they are whole numbers); `stored`
 * asks what PocketBase asks of a stored request: from 1 to maxRoomLines lines,
 * each whole, looked at in order up to the first that is not.
 */
export function roomLinesProblems(lines: unknown, stored = false): RoomLinesProblem[] {
  const out: RoomLinesProblem[] = [];
  if (!Array.isArray(lines)) return stored ? [{ code: "roomLinesRange" }] : out;
  if (stored && (lines.length < 1 || lines.length > BOOKING_LIMITS.maxRoomLines)) return [{ code: "roomLinesRange" }];
  const seen = new Set<string>();
  let rooms = 0;
  let guests = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? {}) as RoomLineDraft;
    if (stored) {
      const whole =
        typeof line === "object" &&
        typeof line.roomType === "string" &&
        isCount(line.rooms, 1) &&
        isCount(line.adults, 1) &&
        isCount(line.children, 0);
      if (!whole) return [...out, { code: "invalid", line: i }];
    }
    if (typeof line.roomType === "string") {
      if (seen.has(line.roomType)) out.push({ code: "roomTypeRepeated", line: i, lineField: "roomType" });
      seen.add(line.roomType);
    }
    const { rooms: n, adults, children } = line;
    if (!Number.isInteger(n) || !Number.isInteger(adults) || !Number.isInteger(children)) continue;
    if ((adults as number) < (n as number)) out.push({ code: "roomsExceedGuests", line: i, lineField: "adults" });
    rooms += n as number;
    guests += (adults as number) + (children as number);
  }
  if (rooms > BOOKING_LIMITS.maxRooms) out.push({ code: "roomsRange" });
  if (guests > BOOKING_LIMITS.maxGuests) out.push({ code: "guestsRange" });
  return out;
}

/** What the rules need to know about a room type. */
export interface RoomCapacity {
  /** The CMS record id; seasons and closures name room types by it. */
  id?: string;
  slug: string;
  adults: number;
  children: number;
  /** Rooms of this type in the hotel; 0 or absent means "not counted". */
  roomCount?: number;
}

/** A line over its room type's capacity; `limit` is what it may hold. */
export type CapacityProblem =
  | { code: "roomsRange"; lineField: "rooms"; limit: number }
  | { code: "tooManyAdults"; lineField: "adults"; limit: number }
  | { code: "tooManyGuests"; lineField: "children"; limit: number };

/** A line against its room type: no more rooms than the hotel has, no more adults or guests than its rooms hold. */
export function lineCapacityProblems(line: RoomLineDraft, room: RoomCapacity): CapacityProblem[] {
  const { rooms, adults, children } = line;
  if (!Number.isInteger(rooms)) return [];
  const n = rooms as number;
  const out: CapacityProblem[] = [];
  if (room.roomCount && n > room.roomCount) out.push({ code: "roomsRange", lineField: "rooms", limit: room.roomCount });
  if (Number.isInteger(adults) && (adults as number) > room.adults * n) {
    out.push({ code: "tooManyAdults", lineField: "adults", limit: room.adults * n });
  } else if (
    Number.isInteger(adults) &&
    Number.isInteger(children) &&
    (adults as number) + (children as number) > (room.adults + room.children) * n
  ) {
    out.push({ code: "tooManyGuests", lineField: "children", limit: (room.adults + room.children) * n });
  }
  return out;
}

/** The extras chosen: a list of at most maxExtras ids, each once. */
export function extraIdsProblem(ids: unknown): "extraUnavailable" | null {
  if (!Array.isArray(ids) || ids.length > BOOKING_LIMITS.maxExtras || ids.some((id) => typeof id !== "string")) return "extraUnavailable";
  return new Set(ids).size === ids.length ? null : "extraUnavailable";
}

/** A request's rooms and guests over all its lines (the request's own totals). */
export function lineTotals(lines: readonly { rooms: number; adults: number; children: number }[]): { rooms: number; guests: number } {
  let rooms = 0;
  let guests = 0;
  for (const line of lines) {
    rooms += line.rooms;
    guests += line.adults + line.children;
  }
  return { rooms, guests };
}

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

const STAY_CODES = { closed: "nightClosed", full: "nightFull", minStay: "minStay" } as const;

/** Where the booking form reports a closed or full night (on the date it falls on) or a minimum stay, and its key. */
export function stayProblemField(problem: StayProblem, checkIn: string) {
  const field: "checkIn" | "checkOut" = problem.kind !== "minStay" && problem.night === checkIn ? "checkIn" : "checkOut";
  return { field, code: STAY_CODES[problem.kind] };
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
