import "server-only";
// Payments, refunds and the export, as the signed-in member (lib/cms/desk.ts's
// client and failures): PocketBase's rules and pb_hooks/desk-payments.pb.js
// decide who may record a line, what it counts, and that a manager alone reads
// the export view.
import { addDays } from "@/lib/booking/rules/dates";
import type { DeskRequestSummary, Member } from "@/lib/desk/types";
import {
  PAYMENT_CURRENCIES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentCurrency,
  type PaymentInput,
  type PaymentKind,
  type PaymentLine,
  type PaymentMethod,
} from "@/lib/desk/payments";
import { deskGuard, deskNoStore, getCatalog, memberCallOptions, memberPocketBase, pbDay, requestSummary, SUMMARY_FIELDS } from "./desk";

type Json = Record<string, unknown>;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

function lineOf(record: unknown): PaymentLine {
  const r = record as Json;
  return {
    id: String(r.id),
    kind: oneOf<PaymentKind>(PAYMENT_KINDS, r.kind, "payment"),
    amount: Number(r.amount) || 0,
    currency: oneOf<PaymentCurrency>(PAYMENT_CURRENCIES, r.currency, "IQD"),
    method: oneOf<PaymentMethod>(PAYMENT_METHODS, r.method, "cash"),
    note: String(r.note ?? ""),
    counted: Number(r.counted) || 0,
    actorLabel: String(r.actor_label ?? ""),
    at: String(r.created ?? ""),
  };
}

/** A request's payments and refunds, oldest first. */
export async function listPayments(member: Member, requestId: string): Promise<PaymentLine[]> {
  const pb = memberPocketBase(member.token);
  const rows = await deskGuard(() =>
    pb.collection("payments").getFullList({ filter: pb.filter("request = {:id}", { id: requestId }), sort: "created", fetch: deskNoStore }),
  );
  return rows.map(lineOf);
}

/** Records a payment or a refund; PocketBase sets who, when and what it counts, and writes the history. */
export async function recordPayment(member: Member, input: PaymentInput, clientAddress: string): Promise<void> {
  await deskGuard(() =>
    memberPocketBase(member.token)
      .collection("payments")
      .create(
        { request: input.id, kind: input.kind, amount: input.amount, currency: input.currency, method: input.method, note: input.note },
        memberCallOptions(clientAddress, { fields: "id" }),
      ),
  );
}

/** What has been paid on each of `ids` (payment_totals); a request with no line is absent. */
export async function paidOn(member: Member, ids: string[]): Promise<Map<string, number>> {
  const pb = memberPocketBase(member.token);
  const paid = new Map<string, number>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 50) {
    const chunk = unique.slice(i, i + 50);
    const filter = chunk.map((id, k) => pb.filter(`id = {:id${k}}`, { [`id${k}`]: id })).join(" || ");
    const rows = await deskGuard(() => pb.collection("payment_totals").getFullList({ filter, fields: "id,paid", fetch: deskNoStore }));
    for (const row of rows) paid.set(String(row.id), Number((row as unknown as Json).paid) || 0);
  }
  return paid;
}

export interface ExportRow {
  id: string;
  reference: string;
  status: string;
  created: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  rooms: number;
  lines: { roomTypeId: string; rooms: number }[];
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  locale: string;
  source: string;
  total: number;
  currency: string;
  paid: number;
}

const day = (value: unknown) => /^\d{4}-\d{2}-\d{2}/.exec(String(value ?? ""))?.[0] ?? "";
/** The requests arriving from `from` to `to` (Basra days, both included), by arrival: PocketBase answers a manager only (desk-payments.pb.js). */
export async function exportRequests(member: Member, from: string, to: string): Promise<ExportRow[]> {
  const answer = await deskGuard(() =>
    memberPocketBase(member.token).send<{ columns: string[]; rows: unknown[][] }>("/api/desk/export", {
      query: { from, to },
      fetch: deskNoStore,
    }),
  );
  const at = new Map(answer.columns.map((name, i) => [name, i]));
  return answer.rows.map((cells) => {
    const r = Object.fromEntries([...at].map(([name, i]) => [name, cells[i]])) as Json;
    let lines: Json[] = [];
    try {
      const parsed: unknown = typeof r.room_lines === "string" && r.room_lines ? JSON.parse(r.room_lines) : r.room_lines;
      lines = Array.isArray(parsed) ? (parsed as Json[]) : [];
    } catch {
      lines = [];
    }
    const rooms = Number(r.rooms) || 0;
    return {
      id: String(r.id),
      reference: String(r.reference ?? ""),
      status: String(r.status ?? ""),
      created: String(r.created ?? ""),
      checkIn: day(r.check_in),
      checkOut: day(r.check_out),
      nights: Number(r.nights) || 0,
      guests: Number(r.guests) || 0,
      rooms,
      lines:
        lines.length > 0
          ? lines.map((line) => ({ roomTypeId: String(line?.room_type ?? ""), rooms: Number(line?.rooms) || 1 }))
          : [{ roomTypeId: String(r.room_type ?? ""), rooms: rooms || 1 }],
      firstName: String(r.first_name ?? ""),
      lastName: String(r.last_name ?? ""),
      phone: String(r.phone ?? ""),
      email: String(r.email ?? ""),
      locale: String(r.locale ?? ""),
      source: String(r.source ?? ""),
      total: Number(r.total_price) || 0,
      currency: String(r.currency ?? "IQD"),
      paid: Number(r.paid) || 0,
    };
  });
}

export interface Arrival extends DeskRequestSummary {
  staffNotes: string;
}

/** The guests arriving on `day` (a Basra day), confirmed or already in, by name: the night shift's printed list. */
export async function listArrivals(member: Member, day: string): Promise<Arrival[]> {
  const pb = memberPocketBase(member.token);
  const [catalog, rows] = await Promise.all([
    getCatalog(member),
    deskGuard(() =>
      pb.collection("booking_requests").getFullList({
        filter: pb.filter('check_in >= {:from} && check_in < {:to} && (status = "confirmed" || status = "arrived")', {
          from: pbDay(day),
          to: pbDay(addDays(day, 1)),
        }),
        sort: "last_name,first_name",
        fields: `${SUMMARY_FIELDS},staff_notes`,
        fetch: deskNoStore,
      }),
    ),
  ]);
  return rows.map((row) => ({ ...requestSummary(row, catalog), staffNotes: String((row as unknown as Json).staff_notes ?? "") }));
}
