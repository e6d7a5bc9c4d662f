// The desk's stay form (a change of stay, a request by phone): what the member
// typed, checked before it goes to PocketBase, which judges and prices it by
// the site's rules. Error messages are keys of Desk.change.errors.
import * as z from "zod/mini";
import { isLocale } from "@/i18n/routing";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import { DESK_SOURCES } from "@/lib/booking/rules/guest-fields";
import { nameProblem } from "@/lib/booking/rules/text";
import { normalizePhone } from "@/lib/forms/phone";
import type { PhoneRequest, Stay } from "@/lib/cms/desk-change";

export type StayFormError = "dates" | "lines" | "name" | "phone" | "email" | "source";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_ID = /^[a-z0-9]{15}$/;
const count = (form: FormData, name: string) => form.getAll(name).map((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : NaN));
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const emailSchema = z.union([z.literal(""), z.email().check(z.maxLength(254))]);

/** The stay of the form, or why not: days in order, one line or more, each with a room type and whole counts. */
export function parseStay(form: FormData): { ok: true; stay: Stay } | { ok: false; error: StayFormError } {
  const checkIn = text(form, "checkIn");
  const checkOut = text(form, "checkOut");
  if (!DAY.test(checkIn) || !DAY.test(checkOut) || checkOut <= checkIn) return { ok: false, error: "dates" };
  const types = form.getAll("roomType").map((v) => (typeof v === "string" ? v : ""));
  const rooms = count(form, "rooms");
  const adults = count(form, "adults");
  const children = count(form, "children");
  const lines = types.flatMap((roomTypeId, i) => {
    if (roomTypeId === "") return [];
    return [{ roomTypeId, rooms: rooms[i] ?? NaN, adults: adults[i] ?? NaN, children: Number.isNaN(children[i]) ? 0 : (children[i] ?? 0) }];
  });
  const whole = (n: number, min: number) => Number.isInteger(n) && n >= min && n <= BOOKING_LIMITS.maxGuests;
  if (
    lines.length === 0 ||
    lines.length > BOOKING_LIMITS.maxRoomLines ||
    lines.some((l) => !RECORD_ID.test(l.roomTypeId) || !whole(l.rooms, 1) || !whole(l.adults, 1) || !whole(l.children, 0))
  )
    return { ok: false, error: "lines" };
  const extras = form.getAll("extra").filter((v): v is string => typeof v === "string" && RECORD_ID.test(v));
  const offer = text(form, "offer");
  return {
    ok: true,
    stay: {
      checkIn,
      checkOut,
      lines,
      extras: [...new Set(extras)].slice(0, BOOKING_LIMITS.maxExtras),
      breakfast: form.get("breakfast") === "on",
      offer: RECORD_ID.test(offer) ? offer : "",
    },
  };
}

/** A request by phone, WhatsApp, at the desk or by e-mail: the stay, and the guest as the booking form takes them (e-mail optional). */
export function parsePhoneRequest(form: FormData): { ok: true; request: PhoneRequest } | { ok: false; error: StayFormError } {
  const source = text(form, "source");
  if (!(DESK_SOURCES as readonly string[]).includes(source)) return { ok: false, error: "source" };
  const firstName = text(form, "firstName").trim();
  const lastName = text(form, "lastName").trim();
  if (nameProblem(firstName, BOOKING_LIMITS.maxNameLength) || nameProblem(lastName, BOOKING_LIMITS.maxNameLength))
    return { ok: false, error: "name" };
  const phone = normalizePhone(text(form, "phone"));
  if (!phone) return { ok: false, error: "phone" };
  const email = text(form, "email").trim();
  if (!emailSchema.safeParse(email).success) return { ok: false, error: "email" };
  const stay = parseStay(form);
  if (!stay.ok) return stay;
  const guestLocale = text(form, "guestLocale");
  return {
    ok: true,
    request: {
      ...stay.stay,
      source: source as PhoneRequest["source"],
      locale: isLocale(guestLocale) ? guestLocale : "ar",
      firstName,
      lastName,
      phone,
      email,
      confirm: form.get("confirm") === "on",
    },
  };
}
