// How many rooms of each type are free on each night: a room type's inventory
// (room_count) less the rooms its confirmed requests hold, and none on a
// closed night. Pure, like pricing.ts, and run by PocketBase's hooks too
// (pocketbase/pb_hooks/availability-lib.js counts with it): the form marks
// full nights with it, the site's server and PocketBase refuse a stay that
// crosses one, and PocketBase refuses a confirmation that would overbook. Nights follow pricing.ts: a night is the
// date its evening starts; a stay holds checkIn … checkOut − 1.
import { addDays, daysBetween } from "./dates";
import type { StayClosure, StayRules } from "@/lib/domain";

/** A room type's inventory. 0 rooms: staff have not set one, so the type is not limited. */
export interface RoomInventory {
  id: string;
  roomCount: number;
}

/** A booking request's room fields as PocketBase stores them (room_lines from several rooms per request). */
export interface StoredRooms {
  room_lines?: unknown;
  room_type?: unknown;
  rooms?: unknown;
}

/** A stay that holds rooms: days YYYY-MM-DD, and the rooms it holds per room type id. */
export interface HeldStay {
  checkIn: string;
  checkOut: string;
  rooms: Readonly<Record<string, number>>;
}

type ClosedRange = Pick<StayClosure, "roomTypeId" | "firstNight" | "lastNight">;

export interface FreeRoomsInput {
  /** The first night counted, and how many. */
  first: string;
  nights: number;
  roomTypes: readonly RoomInventory[];
  held: readonly HeldStay[];
  closures?: readonly ClosedRange[];
}

/** Free rooms per room type id, night by night from `first` (index 0). Types without an inventory are left out. */
export type FreeRooms = Record<string, number[]>;

/** Free rooms per type, night by night from `first`: counts only, nothing about who holds them. */
export interface FreeFrom {
  first: string;
  free: FreeRooms;
}

/** What the browser gets (GET /api/availability). */
export interface Availability extends FreeFrom {
  /** "N rooms left" shows at or below this many (settings). */
  threshold: number;
}

const positive = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * The rooms a request holds per room type: its room_lines when it has any
 * ([{ room_type, rooms, adults, children }]), otherwise its room_type and rooms.
 */
export function roomsByType(record: StoredRooms): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (type: unknown, rooms: unknown) => {
    if (typeof type !== "string" || type === "" || positive(rooms) === 0) return;
    out[type] = (out[type] ?? 0) + positive(rooms);
  };
  const lines = record.room_lines;
  if (Array.isArray(lines) && lines.length > 0) {
    for (const line of lines) {
      if (line && typeof line === "object") add((line as { room_type?: unknown }).room_type, (line as { rooms?: unknown }).rooms);
    }
    return out;
  }
  add(record.room_type, record.rooms);
  return out;
}

export function freeRooms(input: FreeRoomsInput): FreeRooms {
  const free: FreeRooms = {};
  const last = addDays(input.first, input.nights - 1);
  for (const type of input.roomTypes) {
    if (positive(type.roomCount) > 0) free[type.id] = new Array<number>(Math.max(0, input.nights)).fill(positive(type.roomCount));
  }
  for (const stay of input.held) {
    if (stay.checkOut <= input.first || stay.checkIn > last) continue;
    const from = Math.max(0, daysBetween(input.first, stay.checkIn));
    const to = Math.min(input.nights, daysBetween(input.first, stay.checkOut));
    for (const type of Object.keys(stay.rooms)) {
      const nights = free[type];
      if (!nights) continue;
      for (let i = from; i < to; i++) nights[i] = nights[i]! - positive(stay.rooms[type]);
    }
  }
  for (const closure of input.closures ?? []) {
    if (closure.lastNight < input.first || closure.firstNight > last) continue;
    const from = Math.max(0, daysBetween(input.first, closure.firstNight));
    const to = Math.min(input.nights - 1, daysBetween(input.first, closure.lastNight));
    for (const type of Object.keys(free)) {
      if (closure.roomTypeId !== null && closure.roomTypeId !== type) continue;
      for (let i = from; i <= to; i++) free[type]![i] = 0;
    }
  }
  for (const type of Object.keys(free)) free[type] = free[type]!.map((n) => Math.max(0, n));
  return free;
}

/** The nights of `stay` on which the rooms it asks for are not all free, per room type id (in night order). */
export function shortNights(free: FreeRooms, first: string, stay: HeldStay): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  for (const type of Object.keys(stay.rooms)) {
    const counts = free[type];
    if (!counts) continue;
    for (let i = 0; i < nights; i++) {
      const night = addDays(stay.checkIn, i);
      const n = counts[daysBetween(first, night)];
      if (n !== undefined && n < stay.rooms[type]!) (out[type] ??= []).push(night);
    }
  }
  return out;
}

/** Free rooms of a type on a night; null when the availability does not say (not limited, or outside its nights). */
export function freeOn(availability: FreeFrom, roomTypeId: string, night: string): number | null {
  return availability.free[roomTypeId]?.[daysBetween(availability.first, night)] ?? null;
}

/**
 * The nights on which fewer rooms of a type are free than asked for, as
 * closures of that type (consecutive nights as one range, `full` set): the
 * calendar, the form's and the server's stay checks then treat them as closed
 * nights. `needed`: the rooms asked for of every type, or per type id (several
 * rooms per request; a type not named needs 1).
 */
export function fullNightClosures(
  availability: FreeFrom,
  needed: number | Readonly<Record<string, number>>,
  reason: string,
): StayClosure[] {
  const out: StayClosure[] = [];
  for (const type of Object.keys(availability.free)) {
    const want = Math.max(1, typeof needed === "number" ? needed : (needed[type] ?? 1));
    let open: StayClosure | null = null;
    availability.free[type]!.forEach((n, i) => {
      if (n >= want) {
        open = null;
        return;
      }
      const night = addDays(availability.first, i);
      if (open) open.lastNight = night;
      else {
        open = { id: `full:${type}:${night}`, reason, roomTypeId: type, firstNight: night, lastNight: night, full: true };
        out.push(open);
      }
    });
  }
  return out;
}

/** The stay rules with the full nights added as closures. */
export function withFullNights(
  rules: StayRules,
  availability: FreeFrom | null | undefined,
  needed: number | Readonly<Record<string, number>>,
  reason: string,
): StayRules {
  if (!availability) return rules;
  return { seasons: rules.seasons, closures: [...rules.closures, ...fullNightClosures(availability, needed, reason)] };
}

/** The fewest rooms of a type free over a stay's nights; null when not limited or not known. */
export function roomsLeft(availability: FreeFrom, roomTypeId: string, checkIn: string, checkOut: string): number | null {
  let least: number | null = null;
  for (let i = 0; i < daysBetween(checkIn, checkOut); i++) {
    const n = freeOn(availability, roomTypeId, addDays(checkIn, i));
    if (n !== null && (least === null || n < least)) least = n;
  }
  return least;
}

/** Rooms asked for per room type id, from a request's lines (by slug); lines not yet whole count for nothing. */
export function roomsPerType(
  lines: readonly { roomType?: string; rooms?: unknown }[],
  roomTypes: readonly { id: string; slug: string }[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of lines) {
    const room = roomTypes.find((r) => r.slug === line.roomType);
    if (room && typeof line.rooms === "number" && Number.isInteger(line.rooms) && line.rooms > 0) {
      out[room.id] = (out[room.id] ?? 0) + line.rooms;
    }
  }
  return out;
}
