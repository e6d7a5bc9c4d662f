// A booking request's rules across its fields: the stay's dates against today
// and the hotel's limits, and the room lines together and each against its
// room type. The forms' schemas, the site's server (request.ts) and
// PocketBase's hooks all judge a request with these; each answer is an error
// key of the forms (FORM_ERROR_KEYS) and where it applies, which PocketBase
// words for staff.
import { daysBetween, isIsoDate } from "./dates";
import { BOOKING_LIMITS } from "./limits";
import type { StayProblem } from "./stay-rules";

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

const STAY_CODES = { closed: "nightClosed", full: "nightFull", minStay: "minStay" } as const;

/** Where the booking form reports a closed or full night (on the date it falls on) or a minimum stay, and its key. */
export function stayProblemField(problem: StayProblem, checkIn: string) {
  const field: "checkIn" | "checkOut" = problem.kind !== "minStay" && problem.night === checkIn ? "checkIn" : "checkOut";
  return { field, code: STAY_CODES[problem.kind] };
}
