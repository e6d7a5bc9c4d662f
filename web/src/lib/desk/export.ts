// The desk's spreadsheet of requests (a manager's, app/desk/[locale]/export):
// the range it covers, and one row per request, in the member's language.
import { HOTEL_UTC_OFFSET_MS, addDays, daysBetween, hotelDayAt, isIsoDate } from "@/lib/booking/rules/dates";
import type { ExportRow } from "@/lib/cms/desk-payments";
import { balanceOf } from "./balance";
import { toCsv, type CsvCell } from "./csv";
import { instantMs } from "./format";
import type { Names } from "./types";

/** A year at most: the accountant's longest report, and what bench:desk-export measures. */
export const MAX_EXPORT_DAYS = 366;

/** The days from … to (both included, `from` first, at most MAX_EXPORT_DAYS), or null. */
export function exportRange(from: unknown, to: unknown): { from: string; to: string } | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return null;
  const days = daysBetween(from, to) + 1;
  return days >= 1 && days <= MAX_EXPORT_DAYS ? { from, to } : null;
}

/** Last month in Basra: what the form offers first. */
export function lastMonth(today: string): { from: string; to: string } {
  const firstOfThis = `${today.slice(0, 8)}01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

export const EXPORT_COLUMNS = [
  "reference",
  "status",
  "source",
  "received",
  "checkIn",
  "checkOut",
  "nights",
  "guests",
  "rooms",
  "firstName",
  "lastName",
  "phone",
  "email",
  "language",
  "total",
  "paid",
  "due",
  "currency",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export interface ExportLabels {
  columns: Record<ExportColumn, string>;
  status: (status: string) => string;
  source: (source: string) => string;
  language: (locale: string) => string;
  roomType: (id: string) => string;
}

/** "2026-11-28 09:15" in Basra, which Excel reads as a date and time. */
function received(value: string): string {
  const ms = instantMs(value);
  if (!Number.isFinite(ms)) return "";
  return `${hotelDayAt(ms)} ${new Date(ms + HOTEL_UTC_OFFSET_MS).toISOString().slice(11, 16)}`;
}

export function exportCsv(rows: ExportRow[], labels: ExportLabels): string {
  const body: CsvCell[][] = rows.map((row) => {
    const balance = balanceOf(row.total, row.paid);
    return [
      row.reference,
      labels.status(row.status),
      labels.source(row.source),
      received(row.created),
      row.checkIn,
      row.checkOut,
      row.nights,
      row.guests,
      row.lines.map((line) => `${line.rooms} × ${labels.roomType(line.roomTypeId)}`).join(" + "),
      row.firstName,
      row.lastName,
      row.phone,
      row.email,
      labels.language(row.locale),
      balance.total,
      balance.paid,
      balance.due,
      row.currency,
    ];
  });
  return toCsv([EXPORT_COLUMNS.map((column) => labels.columns[column]), ...body]);
}

/** A room type's name in `locale`, the other language when only that is written. */
export function nameIn(names: Names | undefined, locale: "ar" | "en"): string {
  if (!names) return "";
  return names[locale] || names[locale === "ar" ? "en" : "ar"];
}
