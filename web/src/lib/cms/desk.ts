import "server-only";
// The reservations desk's door to PocketBase. Every call carries the signed-in
// member's own token (a `staff` account), never a superuser's nor the site's
// service account's, so PocketBase's rules for that member are the whole of
// what the desk can read or change (the 1765030000 migration,
// pb_hooks/desk.pb.js). Nothing here is cached: each answer is one member's.
// Calls name the client the site established (X-Hotel-Sign-In-Client), so
// PocketBase's limits count that client and the history says where a change
// came from.
import { ClientResponseError } from "pocketbase";
import { addDays } from "@/lib/booking/rules/dates";
import { DESK_SOURCES } from "@/lib/booking/rules/guest-fields";
import { isLocale, type Locale } from "@/i18n/routing";
import type { Currency } from "@/lib/domain";
import { parseDeskQuery } from "@/lib/desk/search";
import { otherPriceLines, pricedNights } from "@/lib/desk/price";
import {
  isRequestStatus,
  type AccountEvent,
  type DeskAccount,
  type DeskEvent,
  type DeskMessage,
  type DeskRequest,
  type DeskRequestSummary,
  type DeskRole,
  type DeskRoomLine,
  type Member,
  type Names,
  type Page,
  type RequestSource,
  type RequestStatus,
} from "@/lib/desk/types";
import { createServerClient } from "./client";
import { messagesAbout, sendAgain, type OutboxMessage } from "./outbox";
import type { TypedPocketBase } from "./pocketbase-types";

export const STAFF_ACCOUNTS = "staff";
const TIMEOUT_MS = 8_000;
/** The header naming the client the site established (src/instrumentation.ts); PocketBase trusts it (deployment-settings.pb.js). */
const CLIENT_HEADER = "X-Hotel-Sign-In-Client";

type Json = Record<string, unknown>;

const noStore = (url: RequestInfo | URL, init?: RequestInit) =>
  fetch(url, { ...init, cache: "no-store", signal: init?.signal ?? AbortSignal.timeout(TIMEOUT_MS) });

function client(token?: string): TypedPocketBase {
  return createServerClient(token ? { token } : null);
}

function options(clientAddress: string, extra: Json = {}) {
  const headers: Record<string, string> = clientAddress ? { [CLIENT_HEADER]: clientAddress } : {};
  return { fetch: noStore, headers, ...extra };
}

/** A call's options as the member's (no cache, a time limit, the client's address): for the desk's other modules. */
export const deskRequestOptions = options;

// --- Failures ---

export type DeskFailure =
  /** The session is over (expired, revoked, disabled): sign in again. */
  | "signed_out"
  | "not_found"
  | "rate_limited"
  | "unavailable"
  /** PocketBase refused the change; `code` says why (desk_not_yet, overbooked…). */
  | "refused";

export class DeskError extends Error {
  constructor(
    readonly reason: DeskFailure,
    readonly status: number,
    readonly code = "",
    readonly detail = "",
  ) {
    super(`desk call failed: ${reason} ${code} (${status})`);
  }
}

function firstCode(data: unknown): { code: string; message: string } {
  if (typeof data !== "object" || data === null) return { code: "", message: "" };
  for (const value of Object.values(data as Json)) {
    if (typeof value === "object" && value !== null && typeof (value as Json).code === "string") {
      return { code: String((value as Json).code), message: String((value as Json).message ?? "") };
    }
  }
  return { code: "", message: "" };
}

export function deskFailure(error: unknown): DeskError {
  if (error instanceof DeskError) return error;
  if (!(error instanceof ClientResponseError)) return new DeskError("unavailable", 0);
  const { status } = error;
  if (status === 0 || status >= 500 || error.isAbort) return new DeskError("unavailable", status);
  if (status === 429) return new DeskError("rate_limited", 429);
  if (status === 401 || status === 403) return new DeskError("signed_out", status);
  if (status === 404) return new DeskError("not_found", 404);
  const { code, message } = firstCode(error.response?.data);
  return new DeskError("refused", status, code, message || String(error.response?.message ?? ""));
}

async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw deskFailure(error);
  }
}

// --- Signing in: password, then a one-time code by e-mail (PocketBase's MFA) ---

export type SignInFailure = "invalid" | "disabled" | "code_invalid" | "rate_limited" | "unavailable";

export class DeskSignInError extends Error {
  constructor(readonly reason: SignInFailure) {
    super(`desk sign-in failed: ${reason}`);
  }
}

function signInFailure(error: unknown, step: "password" | "code"): DeskSignInError {
  if (!(error instanceof ClientResponseError)) return new DeskSignInError("unavailable");
  if (error.status === 429) return new DeskSignInError("rate_limited");
  if (error.status === 0 || error.status >= 500 || error.isAbort) return new DeskSignInError("unavailable");
  // PocketBase checks the auth rule (active = true) only once the password is right.
  if (error.status === 403 && step === "password") return new DeskSignInError("disabled");
  return new DeskSignInError(step === "code" ? "code_invalid" : "invalid");
}

export type PasswordStep = { kind: "code"; mfaId: string; otpId: string } | { kind: "signed_in"; token: string };

/** The first factor; PocketBase then asks for the second (mfaId), and e-mails the code (otpId). */
export async function deskPasswordStep(email: string, password: string, clientAddress: string): Promise<PasswordStep> {
  const pb = client();
  let mfaId = "";
  try {
    const auth = await pb.collection(STAFF_ACCOUNTS).authWithPassword(email, password, options(clientAddress));
    // Only when the collection's MFA is off; PocketBase decides, the site follows.
    return { kind: "signed_in", token: auth.token };
  } catch (error) {
    const data = error instanceof ClientResponseError ? (error.response as Json | undefined) : undefined;
    if (error instanceof ClientResponseError && error.status === 401 && typeof data?.mfaId === "string") mfaId = data.mfaId;
    else throw signInFailure(error, "password");
  }
  const otpId = await deskRequestCode(email, clientAddress);
  return { kind: "code", mfaId, otpId };
}

/** E-mails a (new) one-time code; PocketBase answers the same whether or not the address has an account. */
export async function deskRequestCode(email: string, clientAddress: string): Promise<string> {
  try {
    const { otpId } = await client().collection(STAFF_ACCOUNTS).requestOTP(email, options(clientAddress));
    return otpId;
  } catch (error) {
    throw signInFailure(error, "password");
  }
}

/** The second factor: the code from the e-mail, within the sign-in PocketBase opened (mfaId). */
export async function deskCodeStep(otpId: string, code: string, mfaId: string, clientAddress: string): Promise<string> {
  try {
    const auth = await client().collection(STAFF_ACCOUNTS).authWithOTP(otpId, code, options(clientAddress, { mfaId }));
    return auth.token;
  } catch (error) {
    throw signInFailure(error, "code");
  }
}

function memberOf(record: Json, token: string): Member {
  return {
    id: String(record.id ?? ""),
    email: String(record.email ?? ""),
    name: String(record.name ?? ""),
    role: record.role === "manager" ? "manager" : "reservations",
    token,
  };
}

/**
 * The member a token belongs to, checked by PocketBase's auth-refresh of the
 * staff collection: it refuses any other collection's token (a superuser's,
 * the site's service account's), a forged or revoked one, and a disabled
 * account (its auth rule). Returns the member and a fresh token.
 */
export async function refreshMember(token: string): Promise<{ member: Member; token: string }> {
  const pb = client(token);
  try {
    const auth = await pb.collection(STAFF_ACCOUNTS).authRefresh({ fetch: noStore });
    return { member: memberOf(auth.record as unknown as Json, token), token: auth.token };
  } catch (error) {
    throw deskFailure(error);
  }
}

/** Signing out: a new token key ends every session of the account, this one included (pb_hooks/desk.pb.js). */
export async function revokeMemberTokens(member: Member): Promise<void> {
  await guard(() => client(member.token).send("/api/desk/sign-out", { method: "POST", fetch: noStore }));
}

// --- Reading requests ---

const SUMMARY_FIELDS = [
  "id",
  "reference",
  "status",
  "first_name",
  "last_name",
  "phone",
  "email",
  "locale",
  "check_in",
  "check_out",
  "nights",
  "guests",
  "rooms",
  "room_type",
  "room_lines",
  "total_price",
  "currency",
  "created",
].join(",");

const day = (value: unknown) => /^\d{4}-\d{2}-\d{2}/.exec(String(value ?? ""))?.[0] ?? "";
const pbDay = (isoDay: string) => `${isoDay} 00:00:00.000Z`;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const count = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null);

/** Every room type, extra and offer by id, drafts too (the desk_catalog view). */
export type Catalog = Map<string, { kind: string; name: Names }>;

export async function getCatalog(member: Member): Promise<Catalog> {
  const rows = await guard(() => client(member.token).collection("desk_catalog").getFullList({ fetch: noStore, batch: 500 }));
  return new Map(
    rows.map((row) => {
      const r = row as unknown as Json;
      return [String(r.id), { kind: String(r.kind), name: { ar: String(r.name_ar ?? ""), en: String(r.name_en ?? "") } }];
    }),
  );
}

const nameIn =
  (catalog: Catalog) =>
  (id: string): Names =>
    catalog.get(id)?.name ?? { ar: "", en: "" };

function roomLines(r: Json, catalog: Catalog): DeskRoomLine[] {
  const name = nameIn(catalog);
  if (Array.isArray(r.room_lines) && r.room_lines.length > 0) {
    return r.room_lines.filter(isObject).map((line) => {
      const roomTypeId = String(line.room_type ?? "");
      return {
        roomTypeId,
        name: name(roomTypeId),
        rooms: count(line.rooms) ?? 1,
        adults: count(line.adults),
        children: count(line.children),
      };
    });
  }
  const roomTypeId = String(r.room_type ?? "");
  return [{ roomTypeId, name: name(roomTypeId), rooms: count(r.rooms) ?? 1, adults: null, children: null }];
}

function summary(record: unknown, catalog: Catalog): DeskRequestSummary {
  const r = record as Json;
  const locale: Locale = isLocale(r.locale) ? r.locale : "ar";
  return {
    id: String(r.id),
    reference: String(r.reference ?? ""),
    status: isRequestStatus(r.status) ? r.status : "new",
    firstName: String(r.first_name ?? ""),
    lastName: String(r.last_name ?? ""),
    phone: String(r.phone ?? ""),
    email: String(r.email ?? ""),
    locale,
    checkIn: day(r.check_in),
    checkOut: day(r.check_out),
    nights: count(r.nights) ?? 0,
    guests: count(r.guests) ?? 0,
    lines: roomLines(r, catalog),
    total: count(r.total_price) ?? 0,
    currency: (r.currency === "USD" ? "USD" : "IQD") as Currency,
    created: String(r.created ?? ""),
  };
}

/** booking_requests.nights' maximum (the 1763800000 migration). */
const MAX_NIGHTS = 60;

export interface TodayLists {
  today: string;
  arrivals: DeskRequestSummary[];
  departures: DeskRequestSummary[];
  stayingOver: DeskRequestSummary[];
  waiting: DeskRequestSummary[];
  waitingTotal: number;
}

/** Today at the desk (`today`: a Basra day): arrivals, departures, guests staying over, and new requests oldest first. */
export async function getToday(member: Member, today: string): Promise<TodayLists> {
  const pb = client(member.token);
  const requests = pb.collection("booking_requests");
  const tomorrow = addDays(today, 1);
  const list = (filter: string, sort: string, perPage = 200) =>
    guard(() => requests.getList(1, perPage, { filter, sort, fields: SUMMARY_FIELDS, fetch: noStore, skipTotal: perPage === 200 }));
  const dayRange = (field: string) => pb.filter(`${field} >= {:from} && ${field} < {:to}`, { from: pbDay(today), to: pbDay(tomorrow) });
  const [catalog, arrivals, departures, stayingOver, waiting] = await Promise.all([
    getCatalog(member),
    list(`${dayRange("check_in")} && (status = "confirmed" || status = "arrived" || status = "no_show")`, "status,last_name"),
    list(`${dayRange("check_out")} && (status = "confirmed" || status = "arrived")`, "last_name"),
    // A stay is at most 60 nights (the schema's limit): the lower bound keeps the read on the check_in index's last two months.
    list(
      pb.filter(`check_in >= {:earliest} && check_in < {:from} && check_out >= {:to} && (status = "confirmed" || status = "arrived")`, {
        earliest: pbDay(addDays(today, -MAX_NIGHTS)),
        from: pbDay(today),
        to: pbDay(tomorrow),
      }),
      "check_out,last_name",
    ),
    list(`status = "new"`, "created", 50),
  ]);
  const shape = (items: unknown[]) => items.map((item) => summary(item, catalog));
  return {
    today,
    arrivals: shape(arrivals.items),
    departures: shape(departures.items),
    stayingOver: shape(stayingOver.items),
    waiting: shape(waiting.items),
    waitingTotal: waiting.totalItems,
  };
}

export interface RequestFilters {
  status?: RequestStatus | "";
  /** Stays with a night on or after this day… */
  from?: string;
  /** …and on or before this one. */
  to?: string;
  q?: string;
  /** A room type the request has rooms of (the occupancy grid's cells). */
  room?: string;
  page?: number;
}

export const REQUESTS_PER_PAGE = 25;

/** The PocketBase filter for the desk's list: a status, stay nights within from … to, and the search box. */
export function requestFilter(pb: TypedPocketBase, filters: RequestFilters): string {
  const parts: string[] = [];
  if (filters.status && isRequestStatus(filters.status)) parts.push(pb.filter("status = {:status}", { status: filters.status }));
  if (filters.from) parts.push(pb.filter("check_out > {:from}", { from: pbDay(filters.from) }));
  if (filters.to) parts.push(pb.filter("check_in < {:after}", { after: pbDay(addDays(filters.to, 1)) }));
  if (filters.room) parts.push(pb.filter("(room_type = {:room} || room_lines ~ {:room})", { room: filters.room }));
  const query = parseDeskQuery(filters.q);
  if (query) {
    const either: string[] = [];
    if (query.reference.length >= 3) either.push(pb.filter("reference ~ {:reference}", { reference: query.reference }));
    if (query.phone) either.push(pb.filter("search_phone ~ {:phone}", { phone: query.phone }));
    if (query.words.length > 0) {
      either.push(`(${query.words.map((word, i) => pb.filter(`search_name ~ {:w${i}}`, { [`w${i}`]: word })).join(" && ")})`);
    }
    // A query that can match nothing (only punctuation) finds nothing, not everything.
    parts.push(either.length > 0 ? `(${either.join(" || ")})` : 'id = ""');
  }
  return parts.join(" && ");
}

/** Every request, newest first, filtered (RequestFilters). */
export async function listRequests(member: Member, filters: RequestFilters): Promise<Page<DeskRequestSummary>> {
  const pb = client(member.token);
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const [catalog, result] = await Promise.all([
    getCatalog(member),
    guard(() =>
      pb.collection("booking_requests").getList(page, REQUESTS_PER_PAGE, {
        filter: requestFilter(pb, filters),
        // A search reads every row once, newest stored first (the order they were received); sorted by `created`,
        // SQLite walked its index and looked each request up, several times slower with years stored (bench:desk).
        sort: filters.q?.trim() ? "-@rowid" : "-created",
        fields: SUMMARY_FIELDS,
        fetch: noStore,
      }),
    ),
  ]);
  return {
    items: result.items.map((item) => summary(item, catalog)),
    page: result.page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
  };
}

function eventOf(record: unknown): DeskEvent {
  const r = record as Json;
  const expanded = isObject(r.expand) && isObject(r.expand.request) ? r.expand.request : null;
  return {
    id: String(r.id),
    action: String(r.action ?? ""),
    fromStatus: String(r.from_status ?? ""),
    toStatus: String(r.to_status ?? ""),
    fields: Array.isArray(r.fields) ? r.fields.map(String) : [],
    note: String(r.note ?? ""),
    actorKind: (["staff", "superuser", "site", "guest", "system"].includes(String(r.actor_kind))
      ? r.actor_kind
      : "system") as DeskEvent["actorKind"],
    actorLabel: String(r.actor_label ?? ""),
    via: String(r.via ?? ""),
    client: String(r.client ?? ""),
    at: String(r.created ?? ""),
    request: expanded ? { id: String(expanded.id), reference: String(expanded.reference ?? "") } : null,
    payment:
      isObject(r.expand) && isObject(r.expand.payment)
        ? {
            amount: Number(r.expand.payment.amount) || 0,
            currency: String(r.expand.payment.currency ?? ""),
            method: String(r.expand.payment.method ?? ""),
          }
        : null,
  };
}

const isSource = (value: unknown): value is RequestSource => value === "website" || (DESK_SOURCES as readonly unknown[]).includes(value);

/** One request, readable: its rooms and extras by name, the price night by night, and its history. */
export async function getRequest(member: Member, id: string): Promise<DeskRequest | null> {
  const pb = client(member.token);
  let record: Json;
  try {
    record = (await pb.collection("booking_requests").getOne(id, { fetch: noStore })) as unknown as Json;
  } catch (error) {
    const failure = deskFailure(error);
    if (failure.reason === "not_found") return null;
    throw failure;
  }
  const [catalog, events] = await Promise.all([
    getCatalog(member),
    guard(() =>
      pb
        .collection("request_events")
        .getFullList({ filter: pb.filter("request = {:id}", { id }), sort: "created", expand: "payment", fetch: noStore }),
    ),
  ]);
  const base = summary(record, catalog);
  const name = nameIn(catalog);
  const offer = String(record.offer ?? "");
  const history = events.map(eventOf);
  const created = history.find((event) => event.action === "created");
  return {
    ...base,
    nightsPriced: pricedNights(record.price_breakdown, base.checkIn, base.nights, String(record.room_type ?? ""), name),
    otherLines: otherPriceLines(record.price_breakdown, name),
    offer: offer ? name(offer) : null,
    offerId: offer,
    extraIds: Array.isArray(record.extras) ? record.extras.filter((id): id is string => typeof id === "string") : [],
    breakfast: record.breakfast === true,
    declineReason: { ar: String(record.decline_reason_ar ?? ""), en: String(record.decline_reason_en ?? "") },
    staffNotes: String(record.staff_notes ?? ""),
    // Older requests have no source: who made it (its history), or the site's key.
    source: isSource(record.source)
      ? record.source
      : created
        ? created.actorKind === "site"
          ? "website"
          : "staff"
        : record.idempotency_key
          ? "website"
          : "staff",
    decidedBy: String(record.decided_by ?? ""),
    decidedAt: String(record.decided_at ?? ""),
    releasedFrom: day(record.released_from),
    events: history,
  };
}

// --- Deciding ---

export interface Decision {
  status: RequestStatus;
  /** A decline's reason for the guest, saved in the guest's language. */
  reason?: string;
}

/** Moves a request to a new status as the member: PocketBase checks the move, the inventory and writes the history. */
export async function decide(member: Member, id: string, decision: Decision, clientAddress: string): Promise<void> {
  const pb = client(member.token);
  const body: Json = { status: decision.status };
  if (decision.status === "declined" && decision.reason !== undefined) {
    const current = await guard(() => pb.collection("booking_requests").getOne(id, { fields: "locale", fetch: noStore }));
    body[current.locale === "en" ? "decline_reason_en" : "decline_reason_ar"] = decision.reason;
  }
  await guard(() => pb.collection("booking_requests").update(id, body, options(clientAddress, { fields: "id" })));
}

export async function saveStaffNotes(member: Member, id: string, notes: string, clientAddress: string): Promise<void> {
  await guard(() =>
    client(member.token)
      .collection("booking_requests")
      .update(id, { staff_notes: notes }, options(clientAddress, { fields: "id" })),
  );
}

// --- The request's e-mails (the outbox) ---

/** The e-mails the hotel sent or is sending about a request, oldest first. */
export async function requestMessages(member: Member, id: string): Promise<OutboxMessage[]> {
  return guard(() => messagesAbout(client(member.token), { bookingRequest: id }));
}

/** One of them sent again (PocketBase lets staff set its status back to queued, nothing else). */
export async function sendMessageAgain(member: Member, id: string): Promise<void> {
  await guard(() => sendAgain(client(member.token), id));
}

// --- Contact messages ---

export async function listMessages(member: Member, status: "new" | "handled" | "", page: number): Promise<Page<DeskMessage>> {
  const pb = client(member.token);
  const result = await guard(() =>
    pb.collection("contact_messages").getList(Math.max(1, page), REQUESTS_PER_PAGE, {
      filter: status ? pb.filter("status = {:status}", { status }) : "",
      sort: "-created",
      fetch: noStore,
    }),
  );
  return {
    items: result.items.map((item) => {
      const r = item as unknown as Json;
      return {
        id: String(r.id),
        name: String(r.name ?? ""),
        phone: String(r.phone ?? ""),
        email: String(r.email ?? ""),
        message: String(r.message ?? ""),
        locale: isLocale(r.locale) ? r.locale : "ar",
        status: r.status === "handled" ? "handled" : "new",
        created: String(r.created ?? ""),
      };
    }),
    page: result.page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
  };
}

export async function setMessageStatus(member: Member, id: string, status: "new" | "handled", clientAddress: string): Promise<void> {
  await guard(() =>
    client(member.token)
      .collection("contact_messages")
      .update(id, { status }, options(clientAddress, { fields: "id" })),
  );
}

// --- Accounts and activity (a manager's) ---

function accountOf(record: unknown): DeskAccount {
  const r = record as Json;
  return {
    id: String(r.id),
    email: String(r.email ?? ""),
    name: String(r.name ?? ""),
    role: r.role === "manager" ? "manager" : "reservations",
    active: r.active === true,
    created: String(r.created ?? ""),
  };
}

export async function listAccounts(member: Member): Promise<DeskAccount[]> {
  const rows = await guard(() => client(member.token).collection(STAFF_ACCOUNTS).getFullList({ sort: "-active,name", fetch: noStore }));
  return rows.map(accountOf);
}

export interface NewAccount {
  email: string;
  name: string;
  role: DeskRole;
  password: string;
}

export async function createAccount(member: Member, account: NewAccount, clientAddress: string): Promise<void> {
  await guard(() =>
    client(member.token)
      .collection(STAFF_ACCOUNTS)
      .create({ ...account, passwordConfirm: account.password, active: true }, options(clientAddress, { fields: "id" })),
  );
}

export async function updateAccount(
  member: Member,
  id: string,
  change: { active?: boolean; role?: DeskRole },
  clientAddress: string,
): Promise<void> {
  await guard(() =>
    client(member.token)
      .collection(STAFF_ACCOUNTS)
      .update(id, change, options(clientAddress, { fields: "id" })),
  );
}

export async function changeOwnPassword(member: Member, oldPassword: string, password: string, clientAddress: string): Promise<void> {
  await guard(() =>
    client(member.token)
      .collection(STAFF_ACCOUNTS)
      .update(member.id, { oldPassword, password, passwordConfirm: password }, options(clientAddress, { fields: "id" })),
  );
}

export const ACTIVITY_PER_PAGE = 50;

/**
 * Every account's actions on requests, newest first (a manager's view; `actor`: one account's). Years of history
 * are not counted for a total: `more` says whether an older page exists.
 */
export async function listActivity(member: Member, page: number, actor = ""): Promise<{ items: DeskEvent[]; page: number; more: boolean }> {
  const pb = client(member.token);
  const result = await guard(() =>
    pb.collection("request_events").getList(Math.max(1, page), ACTIVITY_PER_PAGE + 1, {
      filter: actor ? pb.filter("actor = {:actor}", { actor }) : 'actor_kind != "site"',
      sort: "-created",
      expand: "request",
      fields:
        "id,action,from_status,to_status,fields,note,actor_kind,actor_label,via,client,created,expand.request.id,expand.request.reference",
      skipTotal: true,
      fetch: noStore,
    }),
  );
  return { items: result.items.slice(0, ACTIVITY_PER_PAGE).map(eventOf), page: result.page, more: result.items.length > ACTIVITY_PER_PAGE };
}

export async function listAccountEvents(member: Member): Promise<AccountEvent[]> {
  const rows = await guard(() =>
    client(member.token).collection("account_events").getList(1, 50, { sort: "-created", expand: "account", fetch: noStore }),
  );
  return rows.items.map((item) => {
    const r = item as unknown as Json;
    const account = isObject(r.expand) && isObject(r.expand.account) ? r.expand.account : null;
    return {
      id: String(r.id),
      account: account ? { id: String(account.id), name: String(account.name ?? ""), email: String(account.email ?? "") } : null,
      action: String(r.action ?? ""),
      detail: String(r.detail ?? ""),
      actorLabel: String(r.actor_label ?? ""),
      client: String(r.client ?? ""),
      at: String(r.created ?? ""),
    };
  });
}

// For the desk's other modules (desk-payments.ts): the same member client, options and failures.
export {
  client as memberPocketBase,
  options as memberCallOptions,
  guard as deskGuard,
  noStore as deskNoStore,
  summary as requestSummary,
  SUMMARY_FIELDS,
  pbDay,
};
