// The price rules, used by the live total in the form and again by the
// server, which never trusts the total a browser sends.
//
// All amounts are whole currency units (IQD has no minor unit in use, and
// PocketBase stores prices as integers). The only division is the percentage
// discount: it is computed in integers as (amount × percent) / 100 and
// rounded half up, once per discounted line, so the guest never pays a
// fraction and the client and server always agree to the dinar.

export type Currency = "IQD" | "USD";

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
  nightlyPrice: number;
  breakfastCost: number;
  currency: Currency;
  offer?: PricingOffer | null;
}

export type PriceLine =
  | { kind: "room"; nights: number; rooms: number; unitPrice: number; amount: number }
  | { kind: "discount"; offerId: string; percent: number; night: number | "every"; amount: number }
  | { kind: "breakfast"; guests: number; nights: number; unitPrice: number; amount: number }
  | { kind: "included"; offerId: string; text: string };

export interface PriceBreakdown {
  lines: PriceLine[];
  /** Rooms × nights × nightly price, before any discount. */
  subtotal: number;
  /** Amount taken off by the offer (0 or positive). */
  discount: number;
  breakfast: number;
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

function offerDiscount(input: PriceInput, offer: PricingOffer): PriceLine | null {
  const { nights, rooms, nightlyPrice } = input;
  if (offer.discountPercent <= 0 || nights < offer.minNights) return null;
  const percent = Math.min(offer.discountPercent, 100);
  if (offer.discountNight === 0) {
    return { kind: "discount", offerId: offer.id, percent, night: "every", amount: percentOf(nightlyPrice * rooms * nights, percent) };
  }
  if (offer.discountNight > nights) return null;
  return { kind: "discount", offerId: offer.id, percent, night: offer.discountNight, amount: percentOf(nightlyPrice * rooms, percent) };
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

  const subtotal = nightlyPrice * rooms * nights;
  const lines: PriceLine[] = [{ kind: "room", nights, rooms, unitPrice: nightlyPrice, amount: subtotal }];

  const discountLine = offer ? offerDiscount(input, offer) : null;
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
