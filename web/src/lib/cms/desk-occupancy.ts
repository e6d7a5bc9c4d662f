import "server-only";
// The desk's occupancy grid and closed nights, read and changed with the
// signed-in member's own token (as lib/cms/desk.ts): the grid from PocketBase's
// /api/desk/occupancy (pb_hooks/desk-occupancy.pb.js, one answer per page),
// closures through the closures collection, whose rules let a manager alone
// create and change them (the 1765030000 migration).
import { HOTEL_UTC_OFFSET_MS } from "@/lib/booking/rules/dates";
import type { Names } from "@/lib/desk/types";
import { createServerClient } from "./client";
import { deskFailure } from "./desk";

const TIMEOUT_MS = 8_000;
const noStore = (url: RequestInfo | URL, init?: RequestInit) =>
  fetch(url, { ...init, cache: "no-store", signal: init?.signal ?? AbortSignal.timeout(TIMEOUT_MS) });

async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw deskFailure(error);
  }
}

export interface OccupancyClosure {
  id: string;
  /** "" for the whole hotel. */
  roomType: string;
  firstNight: string;
  lastNight: string;
  reason: Names;
}

export interface OccupancyRow {
  id: string;
  name: Names;
  rooms: number;
  published: boolean;
  /** Per night from `first`: rooms held by confirmed (and arrived) requests. */
  held: number[];
  /** Per night: rooms new requests ask for. */
  waiting: number[];
  /** Per night: the index in `closures` of the closure that closes it, or -1. */
  closed: number[];
}

export interface Occupancy {
  first: string;
  nights: number;
  today: string;
  types: OccupancyRow[];
  closures: OccupancyClosure[];
}

/** The grid of `nights` nights from `first` (a Basra day). */
export async function getOccupancy(token: string, first: string, nights: number): Promise<Occupancy> {
  const pb = createServerClient({ token });
  return guard(() => pb.send<Occupancy>("/api/desk/occupancy", { method: "GET", query: { first, nights }, fetch: noStore }));
}

/** A Basra day as the admin UI stores a closure's night: 21:00 UTC of the day before. */
export function storedNight(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - HOTEL_UTC_OFFSET_MS).toISOString().replace("T", " ");
}

export interface NewClosure {
  firstNight: string;
  lastNight: string;
  /** "" for the whole hotel. */
  roomType: string;
  reasonAr: string;
  reasonEn: string;
}

/** Closes nights: a published closure, as the admin UI makes one (PocketBase refuses anyone but a manager). */
export async function closeNights(token: string, closure: NewClosure): Promise<void> {
  await guard(() =>
    createServerClient({ token })
      .collection("closures")
      .create(
        {
          first_night: storedNight(closure.firstNight),
          last_night: storedNight(closure.lastNight),
          room_type: closure.roomType,
          reason_ar: closure.reasonAr,
          reason_en: closure.reasonEn,
          published: true,
        },
        { fields: "id", fetch: noStore },
      ),
  );
}

/** Reopens a closure's nights: unpublished, so it stays on record (closures are never deleted through the API). */
export async function reopenNights(token: string, id: string): Promise<void> {
  await guard(() =>
    createServerClient({ token }).collection("closures").update(id, { published: false }, { fields: "id", fetch: noStore }),
  );
}
