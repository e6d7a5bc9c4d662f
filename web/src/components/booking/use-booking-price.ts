import { useMemo, useState } from "react";
import { computePrice, type PriceBreakdown } from "@/lib/booking/pricing";
import { BOOKING_LIMITS } from "@/lib/forms/form-rules";
import type { BookingInput } from "@/lib/booking/schema";
import type { Currency } from "@/lib/cms/types";
import type { StayRules } from "@/lib/domain";
import type { BookingOfferOption, BookingRoomOption } from "./types";

export function isWhole(n: unknown, min: number): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= min;
}

/**
 * The price the form shows and sends back: worked out in the browser from the
 * page's rates, unless the server priced the same request differently (prices
 * changed after the page was rendered); then the server's price is the one shown.
 * `signature` names the request a server answer belongs to.
 */
export function useBookingPrice(args: {
  values: Partial<BookingInput>;
  room: BookingRoomOption | undefined;
  nights: number;
  rates: StayRules;
  breakfastCost: number;
  currency: Currency;
  offer: BookingOfferOption | null;
  offerApplies: boolean;
}) {
  const { values, room, nights, rates, breakfastCost, currency, offer, offerApplies } = args;

  const livePrice = useMemo((): PriceBreakdown | null => {
    if (!room || nights < 1 || nights > BOOKING_LIMITS.maxNights) return null;
    if (!isWhole(values.guests, 1) || !isWhole(values.rooms, 1)) return null;
    try {
      return computePrice({
        checkIn: values.checkIn!,
        roomTypeId: room.id,
        seasons: rates.seasons,
        nights,
        rooms: values.rooms,
        guests: values.guests,
        breakfast: !!values.breakfast,
        nightlyPrice: room.pricePerNight,
        breakfastCost,
        currency,
        offer: offerApplies && offer ? offer : null,
      });
    } catch {
      return null;
    }
  }, [room, nights, values.checkIn, rates, values.guests, values.rooms, values.breakfast, breakfastCost, currency, offerApplies, offer]);

  const signature = JSON.stringify([
    values.checkIn,
    values.checkOut,
    values.guests,
    values.rooms,
    values.roomType,
    values.breakfast,
    offerApplies,
  ]);
  const [serverPrice, setServerPrice] = useState<{ signature: string; price: PriceBreakdown } | null>(null);
  const price = serverPrice?.signature === signature ? serverPrice.price : livePrice;
  return { price, signature, setServerPrice: (p: PriceBreakdown) => setServerPrice({ signature, price: p }) };
}
