// The booking form's server entry point. The server action
// (components/booking/actions.ts) is a thin wrapper around it; tests and the
// benchmark call it directly with a real PocketBase-backed store. It never
// throws for anything a visitor can send: every outcome is a result the form
// can show.
import { hotelToday, isoDateToPocketBase } from "./rules/dates";
import { normalizePhone } from "@/lib/forms/phone";
import type { ExtraPricing, PriceBreakdown } from "./rules/pricing";
import type { Locale } from "@/i18n/routing";
import type { Currency, ReservationState } from "@/lib/cms/types";
import { bookingLimiter } from "@/lib/forms/rate-limit";
import type { Challenge } from "@/lib/forms/challenge";
import { fieldErrorsFrom, isTrapped } from "@/lib/forms/fields";
import { admit, refused, saveFailed, type FormLevelError, type SubmitContext } from "@/lib/forms/submit";
import { generateReference } from "./reference";
import { mintGuestToken } from "./guest-token";
import { BOOKING_FIELDS, bookingSchema, type BookingField, type FieldErrors, type RoomCapacity } from "./schema";
import { serverBookingFieldsSchema } from "@/lib/forms/server-schema";
import type { StayRules } from "@/lib/domain";
import { stayProblemOfRooms, type StayProblem } from "./rules/stay-rules";
import { roomsPerType, withFullNights, type FreeFrom } from "./rules/availability";
import type { GuestBookingField, SameFields } from "./rules/guest-fields";
import { lineTotals } from "./rules/checks";
import { priceRequest, type RequestContext } from "./rules/request";

export interface BookingSettings {
  reservationState: ReservationState;
  breakfastCost: number;
  currency: Currency;
}

export interface BookableRoomType extends RoomCapacity {
  id: string;
  name: string;
  pricePerNight: number;
}

export interface BookableOffer {
  id: string;
  /** The room type the offer is booked in, or null when the guest chooses. */
  roomTypeId: string | null;
  discountPercent: number;
  discountNight: number;
  minNights: number;
  includes: string;
}

export interface BookableExtra {
  id: string;
  name: string;
  pricing: ExtraPricing;
  price: number;
}

export interface BookingContextData {
  settings: BookingSettings;
  /** The published room types among the slugs asked for (unknown or unpublished ones are left out). */
  roomTypes: BookableRoomType[];
  /** The published extras among the ids asked for. */
  extras: BookableExtra[];
  /** The offer asked for, when it is published and current; null otherwise (or when none was asked for). */
  offer: BookableOffer | null;
  /** Seasons and closures that have not ended, in the guest's language. */
  rates: StayRules;
  /** Free rooms per bookable room type near the stay; roomTypeIds: the bookable types. */
  availability?: (FreeFrom & { roomTypeIds: string[] }) | null;
}

export interface NewBookingRequest {
  reference: string;
  status: "new";
  locale: Locale;
  check_in: string;
  check_out: string;
  nights: number;
  /** Totals over room_lines, as the fields were before a request could hold several room types. */
  guests: number;
  rooms: number;
  /** Every room asked for; room_type is a room_types id. */
  room_lines: { room_type: string; rooms: number; adults: number; children: number }[];
  /** The ids of the extras chosen. */
  extras: string[];
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  /** The first line's room type. */
  room_type: string;
  offer: string;
  breakfast: boolean;
  total_price: number;
  currency: Currency;
  price_breakdown: PriceBreakdown;
  /** The form's request key (lib/forms/request-key.ts), "" when the client sent none. */
  idempotency_key: string;
  /** SHA-256 of the guest's private link's token (guest-token.ts); PocketBase keeps only this. */
  guest_token_hash: string;
  /**
   * The token itself, never stored: PocketBase mails the guest their link
   * when it matches the hash and they gave an e-mail address.
   */
  guest_token: string;
}

// Every field the site sets is one PocketBase takes from the site (GUEST_BOOKING_FIELDS), and only those;
// guest_token is not a field: PocketBase mails the link and forgets it.
const _guestFieldsAgree: SameFields<Exclude<keyof NewBookingRequest, "guest_token">, GuestBookingField> = true;

/** Raised by a store when the reference is already taken; the request is retried with a new one. */
export class DuplicateReferenceError extends Error {
  override name = "DuplicateReferenceError";
}

/**
 * Raised by a store when the request key was first sent with another phone or
 * stay (pb_hooks/idempotency.pb.js): not a resend, so nothing is stored and no
 * link is made; the form sends it again under a new key.
 */
export class RequestKeyReusedError extends Error {
  override name = "RequestKeyReusedError";
}

export interface BookingStore {
  /** `stay` narrows the seasons and closures to those that can matter to it (stayWindow). */
  loadBookingContext(query: {
    roomTypes: string[];
    extras: string[];
    offer?: string;
    locale: Locale;
    stay: { checkIn: string; checkOut: string };
  }): Promise<BookingContextData>;
  /** A resend with a stored request's key answers with that request (its reference, not the one sent). */
  createBookingRequest(record: NewBookingRequest): Promise<{ id: string; reference: string }>;
}

export interface SubmitBookingContext extends SubmitContext {
  store: BookingStore;
}

export type SubmitBookingResult =
  /** token: the guest's private link to the request (/request/<token>), shown once. */
  | { ok: true; reference: string; price: PriceBreakdown; token: string }
  | {
      ok: false;
      fieldErrors: FieldErrors<BookingField>;
      formError?: FormLevelError;
      retryAfterSeconds?: number;
      challenge?: Challenge;
      /** The price as the server computed it, when the guest's total was out of date. */
      price?: PriceBreakdown;
      /** Why the stay cannot be taken (closed nights, a minimum stay), with what would work. */
      stay?: StayProblem;
    };

const REFERENCE_ATTEMPTS = 4;

/** A request whose shape, lengths, formats and dates passed, before the CMS's data judged it. */
type BookingDraft = ReturnType<ReturnType<typeof bookingSchema>["parse"]>;

export async function submitBooking(input: unknown, ctx: SubmitBookingContext): Promise<SubmitBookingResult> {
  const log = ctx.log ?? console;
  const today = hotelToday(ctx.now);

  // 1. Shape, lengths, formats and the date rules, before touching anything.
  const shape = bookingSchema({ today, roomTypes: null }, serverBookingFieldsSchema);
  const first = shape.safeParse(input);
  if (!first.success) return { ok: false, fieldErrors: fieldErrorsFrom(first.error, BOOKING_FIELDS, "checkIn") };
  const draft = first.data;

  // 2. Only well-formed requests count towards the limits; a bot's (trapped) never towards the guests' shared one.
  const admission = await admit(ctx.limiter ?? bookingLimiter, ctx, isTrapped(draft));
  if (!admission.ok) return admission;
  const result = await judgeAndStore(input, draft, ctx, today, log);
  // Only a request that was stored counts towards a flood (rate-limit.ts, floodGuard).
  if (!result.ok) admission.notStored();
  return result;
}

/** Steps 3 on: the request judged on the CMS's data of this moment, and stored. */
async function judgeAndStore(
  input: unknown,
  draft: BookingDraft,
  ctx: SubmitBookingContext,
  today: string,
  log: Pick<Console, "error">,
): Promise<SubmitBookingResult> {
  try {
    // 3. Prices, capacity and the reservation state come from the CMS, now.
    const data = await ctx.store.loadBookingContext({
      roomTypes: draft.roomLines.map((l) => l.roomType),
      extras: draft.extras ?? [],
      offer: draft.offer || undefined,
      locale: ctx.locale,
      stay: { checkIn: draft.checkIn, checkOut: draft.checkOut },
    });
    if (data.settings.reservationState === "closed") return refused("bookingClosed");
    if (data.settings.reservationState === "phone_only") return refused("phoneOnly");

    // Nights on which the rooms asked for are not free count as closed for this request (availability.ts).
    const stayRules = withFullNights(data.rates, data.availability, roomsPerType(draft.roomLines, data.roomTypes), "");
    const roomTypeIds = data.availability?.roomTypeIds ?? [];
    const rules = { today, roomTypes: data.roomTypes, stayRules };
    const full = bookingSchema(rules, serverBookingFieldsSchema).safeParse(input);
    if (!full.success) {
      const fieldErrors = fieldErrorsFrom(full.error, BOOKING_FIELDS, "checkIn");
      const chosen = data.roomTypes.filter((r) => draft.roomLines.some((l) => l.roomType === r.slug));
      const draftStay = stayProblemOfRooms(draft.checkIn, draft.checkOut, chosen, stayRules, today, roomTypeIds);
      return { ok: false, fieldErrors, ...(draftStay ? { stay: draftStay } : {}) };
    }
    const values = full.data;
    const lines = values.roomLines.map((line) => ({ ...line, roomTypeId: data.roomTypes.find((r) => r.slug === line.roomType)!.id }));

    // What is left to refuse is what the schema cannot see: an offer or extras guests cannot book now.
    const { nights, price, refusals } = priceRequest(
      {
        checkIn: values.checkIn,
        checkOut: values.checkOut,
        lines,
        extras: values.extras ?? [],
        offerId: values.offer,
        breakfast: values.breakfast,
      },
      requestContext(data, today),
    );
    if (!price) {
      const refusal = refusals[0]!;
      return { ok: false, fieldErrors: { [refusal.field]: refusal.code }, ...("stay" in refusal ? { stay: refusal.stay } : {}) };
    }
    // 4. The guest agreed to the total they saw; if it moved, they see the new one first.
    if (values.total !== undefined && values.total !== price.total) {
      return { ok: false, fieldErrors: { total: "priceChanged" }, price };
    }

    const phone = normalizePhone(values.phone);
    if (!phone) return { ok: false, fieldErrors: { phone: "phoneInvalid" } };

    for (let attempt = 1; ; attempt++) {
      const reference = generateReference();
      const link = mintGuestToken();
      // A bot's request: the same answer a guest gets, and nothing stored or e-mailed.
      if (isTrapped(values)) return { ok: true, reference, price, token: link.token };
      try {
        const saved = await ctx.store.createBookingRequest({
          reference,
          status: "new",
          locale: ctx.locale,
          check_in: isoDateToPocketBase(values.checkIn),
          check_out: isoDateToPocketBase(values.checkOut),
          nights,
          ...lineTotals(lines),
          room_lines: lines.map((l) => ({ room_type: l.roomTypeId, rooms: l.rooms, adults: l.adults, children: l.children })),
          extras: values.extras ?? [],
          first_name: values.firstName,
          last_name: values.lastName,
          phone,
          email: values.email ?? "",
          room_type: lines[0]!.roomTypeId,
          offer: data.offer?.id ?? "",
          breakfast: values.breakfast,
          total_price: price.total,
          currency: price.currency,
          price_breakdown: price,
          idempotency_key: values.requestKey ?? "",
          guest_token_hash: link.hash,
          guest_token: link.token,
        });
        return { ok: true, reference: saved.reference, price, token: link.token };
      } catch (error) {
        if (error instanceof DuplicateReferenceError && attempt < REFERENCE_ATTEMPTS) continue;
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof RequestKeyReusedError) return refused("requestChanged");
    return saveFailed(error, log, "booking", "a request");
  }
}

/** What the hotel offers at the moment, as the rules' priceRequest takes it. */
function requestContext(data: BookingContextData, today: string): RequestContext {
  const { breakfastCost, currency } = data.settings;
  return {
    today,
    breakfastCost,
    currency,
    roomTypes: data.roomTypes,
    extras: data.extras,
    offer: data.offer,
    rules: data.rates,
    availability: data.availability,
  };
}
