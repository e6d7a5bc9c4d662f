// What the desk's pages show: domain types made from PocketBase's records by
// lib/cms/desk.ts. Days are Basra days ("2026-11-28"); money is whole dinars
// (or the request's currency); names keep the script they were written in.
import { DESK_SOURCES, type DeskSource } from "@/lib/booking/rules/guest-fields";
import type { Locale } from "@/i18n/routing";
import type { Currency } from "@/lib/domain";

export const DESK_ROLES = ["reservations", "manager"] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export const REQUEST_STATUSES = ["new", "confirmed", "declined", "cancelled", "arrived", "no_show"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The moves the desk offers from each status (PocketBase enforces them: pb_hooks/desk-lib.js MOVES). */
export const DESK_MOVES: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  new: ["confirmed", "declined", "cancelled"],
  confirmed: ["arrived", "no_show", "cancelled"],
  arrived: [],
  declined: [],
  cancelled: [],
  no_show: [],
};

export interface Member {
  id: string;
  email: string;
  name: string;
  role: DeskRole;
  /** The member's own PocketBase token: every read and write of the desk is made with it. */
  token: string;
}

export type Names = Record<Locale, string>;

export interface DeskRoomLine {
  roomTypeId: string;
  name: Names;
  rooms: number;
  /** Null on requests made before a line said adults and children. */
  adults: number | null;
  children: number | null;
}

export interface DeskRequestSummary {
  id: string;
  reference: string;
  status: RequestStatus;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  locale: Locale;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  lines: DeskRoomLine[];
  total: number;
  currency: Currency;
  /** When PocketBase stored it (an ISO instant). */
  created: string;
}

export interface PricedItem {
  roomTypeId: string;
  name: Names;
  rooms: number;
  unitPrice: number;
  amount: number;
  /** The season that set the night's price, when one did. */
  season: string | null;
}

export interface PricedNight {
  night: string;
  items: PricedItem[];
  total: number;
}

export type OtherPriceLine =
  | { kind: "discount"; amount: number; percent: number; night: number | "every" }
  | { kind: "breakfast"; amount: number; guests: number; nights: number; unitPrice: number }
  | { kind: "extra"; amount: number; name: Names; quantity: number; unitPrice: number; pricing: string }
  | { kind: "included"; text: string };

export interface DeskEvent {
  id: string;
  action: string;
  fromStatus: string;
  toStatus: string;
  fields: string[];
  note: string;
  actorKind: "staff" | "superuser" | "site" | "guest" | "system";
  actorLabel: string;
  via: string;
  client: string;
  at: string;
  /** The request it is about (activity lists). */
  request?: { id: string; reference: string } | null;
  /** The payment or refund a payment event records. */
  payment?: { amount: number; currency: string; method: string } | null;
}

/** Where a request came from: its `source` (the website's, or the desk's: by phone, WhatsApp, walk-in, e-mail); "staff" for older ones made in the admin UI. */
export type RequestSource = "website" | "staff" | DeskSource;

/** The Desk message naming where a request came from; anything else was made by staff in the admin UI. */
export function sourceKey(source: string): "request.sourceWebsite" | "request.sourceStaff" | `phone.sources.${DeskSource}` {
  if (source === "website") return "request.sourceWebsite";
  return (DESK_SOURCES as readonly string[]).includes(source) ? `phone.sources.${source as DeskSource}` : "request.sourceStaff";
}

export interface DeskRequest extends DeskRequestSummary {
  nightsPriced: PricedNight[];
  otherLines: OtherPriceLine[];
  offer: Names | null;
  /** The offer's and the extras' ids, as the stay holds them (a change of stay starts from them). */
  offerId: string;
  extraIds: string[];
  breakfast: boolean;
  declineReason: Names;
  staffNotes: string;
  source: RequestSource;
  decidedBy: string;
  decidedAt: string;
  releasedFrom: string;
  events: DeskEvent[];
}

export interface DeskMessage {
  id: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  locale: Locale;
  status: "new" | "handled";
  created: string;
}

export interface DeskAccount {
  id: string;
  email: string;
  name: string;
  role: DeskRole;
  active: boolean;
  created: string;
}

export interface AccountEvent {
  id: string;
  account: { id: string; name: string; email: string } | null;
  action: string;
  detail: string;
  actorLabel: string;
  client: string;
  at: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
  totalItems: number;
}
