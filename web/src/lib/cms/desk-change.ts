import "server-only";
// The desk's changes of a stay and its requests taken by phone, WhatsApp, at
// the desk or by e-mail (issue 48a), with the member's own token: PocketBase
// judges and prices both by the site's rules (pb_hooks/desk-change.pb.js,
// bookings.pb.js), so nothing here computes a price or counts rooms.
import { ClientResponseError } from "pocketbase";
import { mintGuestToken } from "@/lib/booking/guest-token";
import { generateReference } from "@/lib/booking/reference";
import type { DeskSource } from "@/lib/booking/rules/guest-fields";
import type { Locale } from "@/i18n/routing";
import type { Member } from "@/lib/desk/types";
import { createServerClient } from "./client";
import { deskFailure, DeskError, deskRequestOptions } from "./desk";

const options = (clientAddress: string) => deskRequestOptions(clientAddress, { fields: "id,reference" });

export interface StayLine {
  roomTypeId: string;
  rooms: number;
  adults: number;
  children: number;
}

/** A stay as staff set it: Basra days, room lines, extras' ids, breakfast, the offer kept ("" for none). */
export interface Stay {
  checkIn: string;
  checkOut: string;
  lines: StayLine[];
  extras: string[];
  breakfast: boolean;
  offer: string;
}

export interface PhoneRequest extends Stay {
  source: DeskSource;
  locale: Locale;
  firstName: string;
  lastName: string;
  /** As the booking form normalises it (E.164). */
  phone: string;
  email: string;
  confirm: boolean;
}

/** PocketBase refused a stay: the field and code, and for full nights the types and nights ({ typeId: [day…] }). */
export class StayRefused extends DeskError {
  constructor(
    status: number,
    code: string,
    detail: string,
    readonly field: string,
    readonly full: Record<string, string[]>,
  ) {
    super("refused", status, code, detail);
  }
}

type Json = Record<string, unknown>;

function stayRefusal(error: unknown): DeskError {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return deskFailure(error);
  const data = (error.response?.data ?? {}) as Record<string, Json>;
  const [field, first] = Object.entries(data).find(([, v]) => typeof v?.code === "string") ?? ["", null];
  if (!first) return deskFailure(error);
  const params = (first.params ?? {}) as Json;
  const full = (typeof params.full === "object" && params.full !== null ? params.full : {}) as Record<string, string[]>;
  return new StayRefused(400, String(first.code), String(first.message ?? ""), field, full);
}

const pbDay = (day: string) => `${day} 00:00:00.000Z`;

function stayBody(stay: Stay): Json {
  return {
    check_in: pbDay(stay.checkIn),
    check_out: pbDay(stay.checkOut),
    room_lines: stay.lines.map((l) => ({ room_type: l.roomTypeId, rooms: l.rooms, adults: l.adults, children: l.children })),
    extras: stay.extras,
    breakfast: stay.breakfast,
    offer: stay.offer,
  };
}

/** Changes a request's stay; PocketBase reprices it and checks the rooms in the save's transaction. */
export async function changeStay(member: Member, id: string, stay: Stay, clientAddress: string): Promise<void> {
  try {
    await createServerClient({ token: member.token }).collection("booking_requests").update(id, stayBody(stay), options(clientAddress));
  } catch (error) {
    throw stayRefusal(error);
  }
}

export interface MadeRequest {
  id: string;
  reference: string;
  /** The guest's private link's token: shown once (PocketBase keeps its hash; the sealed copy only for the hotel's e-mails). */
  token: string;
}

/** A request taken by phone, WhatsApp, at the desk or by e-mail, through PocketBase's create path as a guest's is. */
export async function createPhoneRequest(member: Member, input: PhoneRequest, clientAddress: string): Promise<MadeRequest> {
  const link = mintGuestToken();
  const nights = Math.round((Date.parse(input.checkOut) - Date.parse(input.checkIn)) / 86_400_000);
  const body: Json = {
    ...stayBody(input),
    reference: generateReference(),
    status: input.confirm ? "confirmed" : "new",
    source: input.source,
    locale: input.locale,
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    email: input.email,
    nights,
    room_type: input.lines[0]?.roomTypeId ?? "",
    rooms: input.lines.reduce((n, l) => n + l.rooms, 0),
    guests: input.lines.reduce((n, l) => n + l.adults + l.children, 0),
    guest_token_hash: link.hash,
    guest_token: link.token,
  };
  try {
    const record = await createServerClient({ token: member.token }).collection("booking_requests").create(body, options(clientAddress));
    return { id: record.id, reference: String(record.reference), token: link.token };
  } catch (error) {
    throw stayRefusal(error);
  }
}
