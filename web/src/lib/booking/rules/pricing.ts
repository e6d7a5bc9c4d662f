// The price rules, used by the live total in the form and again by the
// server, which never trusts the total a browser sends.
//
// All amounts are whole currency units (IQD has no minor unit in use, and
// PocketBase stores prices as integers). The only division is the percentage
// discount: it is computed in integers as (amount × percent) / 100 and
// rounded half up, once per discounted line, so the guest never pays a
// fraction and the client and server always agree to the dinar.

import type { Currency, PricingSeason } from "@/lib/domain";

export interface PricingOffer {
  id: string;
  /** Whole percent, 0–100. */
  discountPercent: number;
  /** Which night is discounted, 1-based; 0 means every night. */
  discountNight: number;
  /** Stays shorter than this get no discount. */
  minNights: number;
  /** Extras the offer includes (e.g. a dinner card), in the visitor's language. */
  includes?: string;
}

export interface PriceInput {
  nights: number;
  rooms: number;
  guests: number;
  breakfast: boolean;
  /** The room type's own price, for nights no season prices. */
  nightlyPrice: number;
  breakfastCost: number;
  currency: Currency;
  offer?: PricingOffer | null;
  /** The first night (YYYY-MM-DD); with it, each night is priced by the season in force that night. */
  checkIn?: string;
  roomTypeId?: string | null;
  seasons?: readonly PricingSeason[];
}

/** How an extra is charged: once per request, every night, or once for each guest. */
export const EXTRA_PRICINGS = ["per_stay", "per_night", "per_guest"] as const;
export type ExtraPricing = (typeof EXTRA_PRICINGS)[number];

export interface PricingExtra {
  id: string;
  pricing: ExtraPricing;
  /** Whole currency units, per stay, night or guest. */
  price: number;
}

export type PriceLine =
  | {
      kind: "room";
      nights: number;
      rooms: number;
      unitPrice: number;
      amount: number;
      /** The first of these nights, when the stay's dates were given. */
      firstNight?: string;
      /** The season that set this price, when one did. */
      season?: string;
      /** The room type of these rooms (priceStay: a request can hold several). */
      roomTypeId?: string;
    }
  | { kind: "discount"; offerId: string; percent: number; night: number | "every"; amount: number; roomTypeId?: string }
  | { kind: "breakfast"; guests: number; nights: number; unitPrice: number; amount: number }
  | { kind: "included"; offerId: string; text: string }
  | { kind: "extra"; extraId: string; pricing: ExtraPricing; quantity: number; unitPrice: number; amount: number };

export interface PriceBreakdown {
  lines: PriceLine[];
  /** Rooms × each night's price, before any discount. */
  subtotal: number;
  /** Amount taken off by the offer (0 or positive). */
  discount: number;
  breakfast: number;
  /** What the extras add (priceStay). */
  extras?: number;
  total: number;
  currency: Currency;
}

function assertWhole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number >= ${min}, got ${value}`);
  }
}

/** (amount × percent) / 100, rounded half up, in integers. */
export function percentOf(amount: number, percent: number): number {
  assertWhole("amount", amount, 0);
  assertWhole("percent", percent, 0);
  return Math.floor((amount * percent + 50) / 100);
}

const DAY_MS = 86_400_000;

/** The night after `night` (YYYY-MM-DD), in plain UTC arithmetic: calendar days have no time zone. */
function nextNight(night: string): string {
  return new Date(Date.parse(`${night}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Whether the season covers `night` for the room type (ISO days compare as strings). */
export function seasonCovers(season: PricingSeason, night: string, roomTypeId: string | null | undefined): boolean {
  return (
    season.firstNight <= night && night <= season.lastNight && (season.roomTypeId === null || season.roomTypeId === (roomTypeId ?? null))
  );
}

const changesPrice = (season: PricingSeason) => season.nightlyPrice !== null || season.percentChange !== 0;

/**
 * Which season prices `night`: the highest priority; at equal priority one for
 * this room type before one for every type, then the later start, then the id
 * (so browser and server always pick the same one). Seasons that only set a
 * minimum stay price nothing.
 */
export function seasonFor(night: string, roomTypeId: string | null | undefined, seasons: readonly PricingSeason[]): PricingSeason | null {
  let best: PricingSeason | null = null;
  for (const season of seasons) {
    if (!changesPrice(season) || !seasonCovers(season, night, roomTypeId)) continue;
    if (!best || outranks(season, best)) best = season;
  }
  return best;
}

function outranks(a: PricingSeason, b: PricingSeason): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  if ((a.roomTypeId !== null) !== (b.roomTypeId !== null)) return a.roomTypeId !== null;
  if (a.firstNight !== b.firstNight) return a.firstNight > b.firstNight;
  return a.id < b.id;
}

/** A night's price per room under a season (or the room's own price without one); never below 0. */
export function seasonalPrice(basePrice: number, season: PricingSeason | null): number {
  if (!season) return basePrice;
  if (season.nightlyPrice !== null) return season.nightlyPrice;
  const change = season.percentChange;
  return change >= 0 ? basePrice + percentOf(basePrice, change) : Math.max(0, basePrice - percentOf(basePrice, Math.min(-change, 100)));
}

export interface NightPrice {
  night: string;
  price: number;
  season: PricingSeason | null;
}

/** Each night of a stay with its price per room; `nights` nights from `checkIn`. */
export function nightPrices(
  basePrice: number,
  checkIn: string,
  nights: number,
  roomTypeId: string | null | undefined,
  seasons: readonly PricingSeason[],
): NightPrice[] {
  const out: NightPrice[] = [];
  let night = checkIn;
  for (let i = 0; i < nights; i++) {
    const season = seasonFor(night, roomTypeId, seasons);
    out.push({ night, price: seasonalPrice(basePrice, season), season });
    night = nextNight(night);
  }
  return out;
}

/** Consecutive nights at the same price for the same reason share one line. */
function roomLines(prices: readonly NightPrice[], rooms: number, dated: boolean): PriceLine[] {
  const lines: PriceLine[] = [];
  let run: { first: NightPrice; nights: number } | null = null;
  const flush = () => {
    if (!run) return;
    const { first, nights } = run;
    lines.push({
      kind: "room",
      nights,
      rooms,
      unitPrice: first.price,
      amount: first.price * rooms * nights,
      ...(dated ? { firstNight: first.night } : {}),
      ...(first.season ? { season: first.season.name } : {}),
    });
  };
  for (const night of prices) {
    if (run && run.first.price === night.price && run.first.season?.id === night.season?.id) run.nights++;
    else {
      flush();
      run = { first: night, nights: 1 };
    }
  }
  flush();
  return lines;
}

/**
 * The offer's discount, taken from the seasonal price of the night it names
 * (seasons first, then the offer, then breakfast, which no season changes).
 */
function offerDiscount(prices: readonly NightPrice[], rooms: number, offer: PricingOffer): PriceLine | null {
  const nights = prices.length;
  if (offer.discountPercent <= 0 || nights < offer.minNights) return null;
  const percent = Math.min(offer.discountPercent, 100);
  if (offer.discountNight === 0) {
    const stay = prices.reduce((sum, n) => sum + n.price, 0) * rooms;
    return { kind: "discount", offerId: offer.id, percent, night: "every", amount: percentOf(stay, percent) };
  }
  const night = prices[offer.discountNight - 1];
  if (!night) return null;
  return { kind: "discount", offerId: offer.id, percent, night: offer.discountNight, amount: percentOf(night.price * rooms, percent) };
}

export function computePrice(input: PriceInput): PriceBreakdown {
  const { nights, rooms, guests, nightlyPrice, breakfastCost, currency, offer } = input;
  assertWhole("nights", nights, 1);
  assertWhole("rooms", rooms, 1);
  assertWhole("guests", guests, 1);
  assertWhole("nightlyPrice", nightlyPrice, 0);
  assertWhole("breakfastCost", breakfastCost, 0);
  if (offer) {
    assertWhole("discountPercent", offer.discountPercent, 0);
    assertWhole("discountNight", offer.discountNight, 0);
    assertWhole("minNights", offer.minNights, 0);
  }

  const dated = typeof input.checkIn === "string";
  const prices = dated
    ? nightPrices(nightlyPrice, input.checkIn!, nights, input.roomTypeId, input.seasons ?? [])
    : Array.from({ length: nights }, (): NightPrice => ({ night: "", price: nightlyPrice, season: null }));
  const lines = roomLines(prices, rooms, dated);
  const subtotal = lines.reduce((sum, line) => sum + (line.kind === "room" ? line.amount : 0), 0);

  const discountLine = offer ? offerDiscount(prices, rooms, offer) : null;
  const discount = discountLine?.kind === "discount" ? discountLine.amount : 0;
  if (discountLine) lines.push(discountLine);

  const breakfast = input.breakfast ? breakfastCost * guests * nights : 0;
  if (input.breakfast) lines.push({ kind: "breakfast", guests, nights, unitPrice: breakfastCost, amount: breakfast });

  // An offer's extras come with the stay the offer is for, not with shorter ones.
  const includes = offer && nights >= offer.minNights ? offer.includes?.trim() : "";
  if (offer && includes) lines.push({ kind: "included", offerId: offer.id, text: includes });

  const total = subtotal - discount + breakfast;
  if (!Number.isSafeInteger(total)) throw new RangeError(`total out of range: ${total}`);
  return { lines, subtotal, discount, breakfast, total, currency };
}

/** One line of a request: `rooms` rooms of one type for `guests` guests (adults and children). */
export interface StayRoomLine {
  roomTypeId: string;
  rooms: number;
  guests: number;
  /** The room type's own price, for nights no season prices. */
  nightlyPrice: number;
}

export interface StayPriceInput {
  checkIn: string;
  nights: number;
  lines: readonly StayRoomLine[];
  breakfast: boolean;
  breakfastCost: number;
  currency: Currency;
  seasons?: readonly PricingSeason[];
  /** The offer, with the room type it is for (null: any); it discounts the lines of that type. */
  offer?: (PricingOffer & { roomTypeId?: string | null }) | null;
  extras?: readonly PricingExtra[];
}

const EXTRA_QUANTITY: Record<ExtraPricing, (nights: number, guests: number) => number> = {
  per_stay: () => 1,
  per_night: (nights) => nights,
  per_guest: (_nights, guests) => guests,
};

/**
 * A whole request: each room line priced as computePrice prices one room type
 * (its seasons, the offer when it is for that type), then breakfast for every
 * guest, what the offer includes (once), and the extras.
 */
export function priceStay(input: StayPriceInput): PriceBreakdown {
  const { checkIn, nights, offer, currency } = input;
  if (input.lines.length === 0) throw new RangeError("a stay has at least one room line");
  const rooms: PriceLine[] = [];
  const discounts: PriceLine[] = [];
  let subtotal = 0;
  let discount = 0;
  let guests = 0;
  for (const line of input.lines) {
    const applies = !!offer && (!offer.roomTypeId || offer.roomTypeId === line.roomTypeId);
    const price = computePrice({
      checkIn,
      nights,
      rooms: line.rooms,
      guests: line.guests,
      breakfast: false,
      nightlyPrice: line.nightlyPrice,
      breakfastCost: input.breakfastCost,
      currency,
      roomTypeId: line.roomTypeId,
      seasons: input.seasons ?? [],
      offer: applies && offer ? { ...offer, includes: "" } : null,
    });
    for (const l of price.lines) (l.kind === "room" ? rooms : discounts).push({ ...l, roomTypeId: line.roomTypeId } as PriceLine);
    subtotal += price.subtotal;
    discount += price.discount;
    guests += line.guests;
  }
  const lines = rooms.concat(discounts);

  assertWhole("breakfastCost", input.breakfastCost, 0);
  const breakfast = input.breakfast ? input.breakfastCost * guests * nights : 0;
  if (input.breakfast) lines.push({ kind: "breakfast", guests, nights, unitPrice: input.breakfastCost, amount: breakfast });

  // An offer's extras come with the stay the offer is for, not with shorter ones.
  const includes = offer && nights >= offer.minNights ? offer.includes?.trim() : "";
  if (offer && includes) lines.push({ kind: "included", offerId: offer.id, text: includes });

  let extras = 0;
  for (const extra of input.extras ?? []) {
    assertWhole("extra price", extra.price, 0);
    const quantity = EXTRA_QUANTITY[extra.pricing](nights, guests);
    const amount = extra.price * quantity;
    extras += amount;
    lines.push({ kind: "extra", extraId: extra.id, pricing: extra.pricing, quantity, unitPrice: extra.price, amount });
  }

  const total = subtotal - discount + breakfast + extras;
  if (!Number.isSafeInteger(total)) throw new RangeError(`total out of range: ${total}`);
  return { lines, subtotal, discount, breakfast, extras, total, currency };
}
