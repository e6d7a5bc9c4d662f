import "server-only";
// Writes guests' booking requests and contact messages. The site signs in as
// its own service account (PocketBase collection `services`, from
// PB_SITE_EMAIL / PB_SITE_PASSWORD), which may create records in those two
// collections and nothing else: it cannot read them back, and it reads
// content only through the public rules, like a guest. It never holds a
// superuser's power. Reads here are uncached on purpose: the price a guest is
// charged comes from the CMS at the moment they submit.
import { createHash } from "node:crypto";
import { stayWindow } from "@/lib/booking/rules/stay-rules";
import { ClientResponseError, isTokenExpired } from "pocketbase";
import { reshapeClosure, reshapeExtra, reshapeOffer, reshapeRoomType, reshapeSeason, reshapeSettings } from "./reshape";
import { addDays } from "@/lib/booking/rules/dates";
import {
  DuplicateReferenceError,
  RequestKeyReusedError,
  type BookingContextData,
  type BookingStore,
  type NewBookingRequest,
} from "@/lib/booking/submit";
import type { ContactStore, NewContactMessage } from "@/lib/contact/submit";
import { StoreUnavailableError } from "@/lib/forms/submit";
import { env } from "@/lib/env";
import { createServerClient } from "./client";
import {
  Collections,
  type ClosuresResponse,
  type ExtrasResponse,
  type OffersResponse,
  type SeasonalRatesResponse,
  type StayRulesResponse,
  type RoomTypesResponse,
  type SettingsResponse,
  type TypedPocketBase,
} from "./pocketbase-types";
import type { PocketBaseSession } from "./sdk";
import type { FreeRooms } from "@/lib/booking/rules/availability";

/** A row of the stay_rules view: a season's or a closure's columns, by `kind` (the other kind's are empty). */
type StayRuleRow = StayRulesResponse<string, "season" | "closure">;

/** What GET /api/site/booking-context answers (pb_hooks/booking-context.pb.js). */
interface BookingContextResponse {
  settings: SettingsResponse | null;
  roomTypes: RoomTypesResponse[];
  extras: ExtrasResponse[];
  offer: OffersResponse | null;
  rules: StayRuleRow[];
  /** Free rooms per bookable room type over first … last, and their names (counts only). */
  availability?: { first: string; free: FreeRooms; names: Record<string, unknown> };
}

export interface ServiceAccountConfig {
  url: string;
  email: string;
  password: string;
  /** Per request; a hung CMS must not hang the guest's submit. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 8_000;
// The account's tokens last 5 minutes and cannot be refreshed; one this close
// to its end is replaced before use. A token that expires in flight makes
// PocketBase treat a create as a guest's (400, which is not retried).
const SESSION_MARGIN_SECONDS = 30;

// One session per CMS and credentials, shared by concurrent requests: signing
// in is slow (password hashing) and rate limited by PocketBase. The password
// is part of the key (hashed), so other credentials never borrow a session.
const sessions = new Map<string, Promise<PocketBaseSession>>();

function sessionKey(config: ServiceAccountConfig) {
  return createHash("sha256").update(`${config.url}\n${config.email}\n${config.password}`).digest("base64url");
}

function isUnavailable(error: unknown): boolean {
  // The store's own answers about the request, not about PocketBase being there.
  if (error instanceof DuplicateReferenceError || error instanceof RequestKeyReusedError) return false;
  if (!(error instanceof ClientResponseError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500 || error.isAbort;
}

function unavailable(what: string, error: unknown): StoreUnavailableError {
  const detail =
    error instanceof ClientResponseError
      ? `status ${error.status}, url ${error.url || "(none)"}, isAbort ${error.isAbort}`
      : error instanceof Error
        ? error.message
        : String(error);
  return new StoreUnavailableError(`${what}: ${detail}`);
}

async function signIn(config: ServiceAccountConfig): Promise<PocketBaseSession> {
  try {
    const auth = await createServerClient(null, config.url)
      .collection(Collections.Services)
      .authWithPassword(config.email, config.password, { signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
    return { token: auth.token, record: auth.record as PocketBaseSession["record"] };
  } catch (error) {
    // Wrong credentials are a deployment problem, but to the guest the CMS is just not there.
    throw unavailable("service account sign-in failed", error);
  }
}

interface SignedInClient {
  pb: TypedPocketBase;
  session: Promise<PocketBaseSession>;
}

/** A client with the shared session; `stale` is a session the CMS refused, to be replaced once for everyone. */
async function serviceClient(config: ServiceAccountConfig, stale?: Promise<PocketBaseSession>): Promise<SignedInClient> {
  const key = sessionKey(config);
  let session = sessions.get(key);
  if (!session || session === stale) {
    const started = signIn(config);
    session = started;
    sessions.set(key, started);
    started.catch(() => {
      if (sessions.get(key) === started) sessions.delete(key);
    });
  }
  const pb = createServerClient(await session, config.url);
  // Once: a new session is used even when it is shorter than the margin.
  if (isTokenExpired(pb.authStore.token, SESSION_MARGIN_SECONDS) && stale === undefined) return serviceClient(config, session);
  return { pb, session };
}

/** Runs `fn` with the service account's client, signing in again once if the session was refused. */
export async function withServiceAccount<T>(
  config: ServiceAccountConfig,
  what: string,
  fn: (pb: TypedPocketBase, signal: () => AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = () => AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const first = await serviceClient(config);
  try {
    return await fn(first.pb, signal);
  } catch (error) {
    if (error instanceof ClientResponseError && (error.status === 401 || error.status === 403)) {
      const again = await serviceClient(config, first.session);
      try {
        return await fn(again.pb, signal);
      } catch (retryError) {
        throw isUnavailable(retryError) ? unavailable(what, retryError) : retryError;
      }
    }
    throw isUnavailable(error) ? unavailable(what, error) : error;
  }
}

function notUnique(error: unknown, field: string): boolean {
  return error instanceof ClientResponseError && error.status === 400 && error.response?.data?.[field]?.code === "validation_not_unique";
}

/**
 * Creates a guest's request. Two sends of one form (same idempotency key) that
 * race: the second meets the unique index, and asking once more gets the first
 * one's answer from PocketBase (pb_hooks/idempotency.pb.js).
 */
async function createOnce<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (notUnique(error, "idempotency_key")) return create();
    throw error;
  }
}

export function createPocketBaseBookingStore(config: ServiceAccountConfig): BookingStore & ContactStore {
  const files = { server: config.url, public: config.url };
  return {
    loadBookingContext({ roomTypes, extras, offer, locale, stay }) {
      return withServiceAccount(config, "loading booking data", async (pb, signal) => {
        // One request (pb_hooks/booking-context.pb.js says why), each record checked there against its
        // collection's view rule. Only the seasons and closures that can matter to this stay: rows that
        // ended before today cannot (no stay or suggestion starts before today), so a year of them costs
        // no more to send and read than a month.
        const window = stayWindow(stay.checkIn, stay.checkOut);
        const context = await pb.send<BookingContextResponse>("/api/site/booking-context", {
          query: {
            roomTypes: roomTypes.join(","),
            extras: extras.join(","),
            offer: offer ?? "",
            first: `${addDays(window.firstNight, -1)} 00:00:00.000Z`,
            last: `${addDays(window.lastNight, 1)} 00:00:00.000Z`,
          },
          signal: signal(),
          cache: "no-store",
        });
        if (!context.settings) throw new StoreUnavailableError("no settings record");
        return {
          // The site's domain objects; the form reads only their prices, rules and names, never their files.
          settings: reshapeSettings(files, context.settings),
          roomTypes: context.roomTypes.map((r) => reshapeRoomType(config.url, r, locale)),
          extras: context.extras.map((r) => reshapeExtra(r, locale)).filter((e) => e !== null),
          offer: context.offer ? reshapeOffer(config.url, context.offer, locale) : null,
          rates: {
            seasons: context.rules
              .filter((r) => r.kind === "season")
              .map((r) => reshapeSeason(r as unknown as SeasonalRatesResponse, locale)),
            closures: context.rules
              .filter((r) => r.kind === "closure")
              .map((r) => reshapeClosure(r as unknown as ClosuresResponse, locale)),
          },
          availability: context.availability
            ? { first: context.availability.first, free: context.availability.free, roomTypeIds: Object.keys(context.availability.names) }
            : null,
        };
      });
    },

    createBookingRequest(record: NewBookingRequest) {
      return withServiceAccount(config, "saving a booking request", async (pb, signal) => {
        try {
          const saved = await createOnce(() => pb.collection(Collections.BookingRequests).create(record, { signal: signal() }));
          return { id: saved.id, reference: saved.reference };
        } catch (error) {
          if (notUnique(error, "reference")) throw new DuplicateReferenceError(record.reference);
          if (error instanceof ClientResponseError && error.status === 400 && error.response?.data?.idempotency_key?.code === "key_reused")
            throw new RequestKeyReusedError("request key sent before with another phone or stay");
          throw error;
        }
      });
    },

    createContactMessage(record: NewContactMessage) {
      return withServiceAccount(config, "saving a contact message", async (pb, signal) => {
        const saved = await createOnce(() => pb.collection(Collections.ContactMessages).create(record, { signal: signal() }));
        return { id: saved.id };
      });
    },
  };
}

/**
 * A store of this server's CMS as the site's account (PB_SITE_EMAIL /
 * PB_SITE_PASSWORD), made once; without that account, each of `methods`
 * refuses as the store does when the CMS is down.
 */
export function siteAccountStore<S extends object>(create: (config: ServiceAccountConfig) => S, methods: readonly (keyof S)[]): () => S {
  let store: S | undefined;
  return () => {
    if (store) return store;
    const { pbUrl, siteService } = env();
    if (!siteService) {
      const refuse = () => Promise.reject(new StoreUnavailableError("PB_SITE_EMAIL / PB_SITE_PASSWORD are not set"));
      return Object.fromEntries(methods.map((method) => [method, refuse])) as S;
    }
    store = create({ url: pbUrl, ...siteService });
    return store;
  };
}

/** The store the site uses for booking requests and contact messages. */
export const siteBookingStore: () => BookingStore & ContactStore = siteAccountStore(createPocketBaseBookingStore, [
  "loadBookingContext",
  "createBookingRequest",
  "createContactMessage",
]);

export function loadBookingContext(query: Parameters<BookingStore["loadBookingContext"]>[0]): Promise<BookingContextData> {
  return siteBookingStore().loadBookingContext(query);
}

export function createBookingRequest(record: NewBookingRequest): Promise<{ id: string }> {
  return siteBookingStore().createBookingRequest(record);
}

export function createContactMessage(record: NewContactMessage): Promise<{ id: string }> {
  return siteBookingStore().createContactMessage(record);
}
