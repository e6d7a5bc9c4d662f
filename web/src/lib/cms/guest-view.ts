// What a guest's request page shows of their stay, from the one record
// PocketBase answers for their token (pb_hooks/guest-requests-lib.js,
// guestView). Every part of the page that shows the stay reads it through
// guestRequestView: the legacy one-room fields today, and `room_lines` /
// `extras` (several rooms, extras) when a request has them. Pure: no
// PocketBase, no server.
import { balanceOf } from "@/lib/desk/balance";
import { guestMayCancel } from "@/lib/booking/rules/cancelling";
import type { Locale } from "@/i18n/routing";
import type { Currency } from "@/lib/domain";

type Names = { ar: string; en: string };

/** The fields PocketBase gives the site for a guest's own request, as JSON. */
export interface GuestRequestRecord {
  reference: string;
  status: string;
  locale: string;
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  rooms: number;
  room_type: string;
  breakfast: boolean;
  total_price: number;
  currency: string;
  price_breakdown?: unknown;
  /** [{room_type, rooms, adults, children}] on requests with several rooms; null on older ones. */
  room_lines?: unknown;
  /** The extras asked for, when the request has any: their ids (prices in price_breakdown's "extra" lines). */
  extras?: unknown;
  /** Every extra the request names, by id. */
  extra_names?: Record<string, Names>;
  offer: Names | null;
  /** Every room type the request names, by id. */
  room_types: Record<string, Names>;
  decline_reason_ar: string;
  decline_reason_en: string;
  decided_at: string;
  /** Payments less refunds, in the request's currency (PocketBase's sum; never the lines). */
  paid?: number;
}

/** In plain words: received (new), confirmed, declined, cancelled. */
export type GuestStatus = "received" | "confirmed" | "declined" | "cancelled";

export interface GuestRoomLine {
  name: string;
  rooms: number;
  /** Adults and children when the request says so; the legacy fields have the guests together only. */
  adults: number | null;
  children: number | null;
  guests: number;
}

export interface GuestExtra {
  name: string;
  quantity: number | null;
  amount: number | null;
}

export interface GuestRequestView {
  reference: string;
  status: GuestStatus;
  /** YYYY-MM-DD stay days. */
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: GuestRoomLine[];
  guests: number;
  breakfast: boolean;
  offer: string | null;
  extras: GuestExtra[];
  total: number;
  /** What the guest has paid, and still owes (below zero: what the hotel gives back). */
  paid: number;
  due: number;
  currency: Currency;
  /** Staff's reason, in the page's language (the other one when only that was written); only when declined. */
  declineReason: string | null;
  /** Whether the guest may cancel today: not yet cancelled or declined, and not after the day of arrival. */
  cancellable: boolean;
}

/** What the page polls for (lib/cms/guest-view.ts is its only source too). */
export type GuestRequestStatus = Pick<GuestRequestView, "status" | "declineReason" | "cancellable">;

// The desk's arrived reads as confirmed to the guest; a no-show as cancelled (their nights are free again).
const STATUSES: Record<string, GuestStatus> = {
  new: "received",
  confirmed: "confirmed",
  arrived: "confirmed",
  declined: "declined",
  cancelled: "cancelled",
  no_show: "cancelled",
};

const day = (value: unknown) => /^\d{4}-\d{2}-\d{2}/.exec(String(value ?? ""))?.[0] ?? "";
const whole = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function named(value: unknown, locale: Locale): string {
  if (typeof value === "string") return value;
  if (isObject(value)) {
    const own = value[locale];
    const other = value[locale === "ar" ? "en" : "ar"];
    return typeof own === "string" && own ? own : typeof other === "string" ? other : "";
  }
  return "";
}

function roomName(record: GuestRequestRecord, id: unknown, locale: Locale): string {
  return typeof id === "string" ? named(record.room_types[id], locale) : "";
}

function roomLines(record: GuestRequestRecord, locale: Locale): GuestRoomLine[] {
  if (Array.isArray(record.room_lines) && record.room_lines.length > 0) {
    return record.room_lines.filter(isObject).map((line) => {
      const adults = whole(line.adults);
      const children = whole(line.children) ?? (adults === null ? null : 0);
      return {
        name: roomName(record, line.room_type, locale),
        rooms: whole(line.rooms) ?? 1,
        adults,
        children,
        guests: (adults ?? 0) + (children ?? 0),
      };
    });
  }
  return [{ name: roomName(record, record.room_type, locale), rooms: record.rooms, adults: null, children: null, guests: record.guests }];
}

/** The price breakdown's line for an extra, by its id: { kind: "extra", extraId, quantity, amount }. */
function extraLine(record: GuestRequestRecord, id: string): Record<string, unknown> | undefined {
  const lines = isObject(record.price_breakdown) ? record.price_breakdown.lines : undefined;
  return Array.isArray(lines) ? lines.filter(isObject).find((line) => line.kind === "extra" && line.extraId === id) : undefined;
}

/**
 * Extras as the request stores them: ids of the hotel's extras, named by
 * extra_names and priced by the breakdown's lines. Also read: objects
 * ({name_ar/name_en | name | key, quantity, total | amount}) and a map of key → quantity.
 */
function extras(record: GuestRequestRecord, locale: Locale): GuestExtra[] {
  const value = record.extras;
  const items: unknown[] = Array.isArray(value)
    ? value
    : isObject(value)
      ? Object.entries(value).map(([key, v]) => (isObject(v) ? { key, ...v } : { key, quantity: v }))
      : [];
  return items.flatMap((item): GuestExtra[] => {
    if (typeof item === "string") {
      const name = named(record.extra_names?.[item], locale);
      if (!name) return [];
      const line = extraLine(record, item);
      return [{ name, quantity: whole(line?.quantity), amount: whole(line?.amount) }];
    }
    if (!isObject(item)) return [];
    const name =
      named({ ar: item[`name_ar`], en: item[`name_en`] }, locale) ||
      named(item.name, locale) ||
      named(item.label, locale) ||
      (typeof item.key === "string" ? item.key : "");
    if (!name) return [];
    const quantity = whole(item.quantity ?? item.count);
    if (quantity === 0) return [];
    return [{ name, quantity, amount: whole(item.total ?? item.amount ?? item.price) }];
  });
}

/** The guest's view of their request on `today` (a Basra day, YYYY-MM-DD), in the page's language. */
export function guestRequestView(record: GuestRequestRecord, locale: Locale, today: string): GuestRequestView {
  const status = STATUSES[record.status] ?? "received";
  const checkIn = day(record.check_in);
  const reason = named({ ar: record.decline_reason_ar, en: record.decline_reason_en }, locale).trim();
  const lines = roomLines(record, locale);
  return {
    reference: record.reference,
    status,
    checkIn,
    checkOut: day(record.check_out),
    nights: record.nights,
    rooms: lines,
    guests: lines.some((l) => l.adults !== null) ? lines.reduce((sum, l) => sum + l.guests, 0) : record.guests,
    breakfast: record.breakfast,
    offer: record.offer ? named(record.offer, locale) || null : null,
    extras: extras(record, locale),
    total: record.total_price,
    paid: Number(record.paid) || 0,
    due: balanceOf(record.total_price, Number(record.paid) || 0).due,
    currency: record.currency === "USD" ? "USD" : "IQD",
    declineReason: status === "declined" && reason ? reason : null,
    cancellable: guestMayCancel(record.status, checkIn, today),
  };
}

export function guestRequestStatus(view: GuestRequestView): GuestRequestStatus {
  return { status: view.status, declineReason: view.declineReason, cancellable: view.cancellable };
}
