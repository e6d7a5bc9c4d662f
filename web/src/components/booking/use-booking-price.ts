import { useMemo, useState } from "react";
import { priceStay, type PriceBreakdown, type StayRoomLine } from "@/lib/booking/rules/pricing";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import type { RoomLineInput } from "@/lib/booking/schema";
import type { Currency } from "@/lib/cms/types";
import type { StayRules } from "@/lib/domain";
import type { BookingExtraOption, BookingOfferOption, BookingRoomOption } from "./types";

export function isWhole(n: unknown, min: number): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= min;
}

/** The form's room lines with their room types, or null while one is incomplete (no type, a count not yet typed). */
export function chosenRooms(
  lines: readonly Partial<RoomLineInput>[] | undefined,
  roomTypes: readonly BookingRoomOption[],
): { room: BookingRoomOption; rooms: number; adults: number; children: number }[] | null {
  if (!lines || lines.length === 0) return null;
  const out = [];
  for (const line of lines) {
    const room = roomTypes.find((r) => r.slug === line.roomType);
    if (!room || !isWhole(line.rooms, 1) || !isWhole(line.adults, 1) || !isWhole(line.children, 0)) return null;
    out.push({ room, rooms: line.rooms, adults: line.adults, children: line.children });
  }
  return out;
}

/**
 * The price the form shows and sends back: worked out in the browser from the
 * page's rates, unless the server priced the same request differently (prices
 * changed after the page was rendered); then the server's price is the one shown.
 * `signature` names the request a server answer belongs to.
 */
export function useBookingPrice(args: {
  checkIn: string | undefined;
  checkOut: string | undefined;
  lines: readonly Partial<RoomLineInput>[] | undefined;
  roomTypes: readonly BookingRoomOption[];
  extras: readonly BookingExtraOption[];
  chosenExtras: readonly string[];
  breakfast: boolean;
  nights: number;
  rates: StayRules;
  breakfastCost: number;
  currency: Currency;
  offer: BookingOfferOption | null;
  offerApplies: boolean;
}) {
  const { checkIn, lines, roomTypes, extras, chosenExtras, breakfast, nights, rates, breakfastCost, currency, offer, offerApplies } = args;
  const rooms = chosenRooms(lines, roomTypes);
  const roomsKey = JSON.stringify(rooms?.map((l) => [l.room.id, l.rooms, l.adults, l.children]) ?? null);
  const extrasKey = chosenExtras.join(",");

  const livePrice = useMemo((): PriceBreakdown | null => {
    if (!rooms || !checkIn || nights < 1 || nights > BOOKING_LIMITS.maxNights) return null;
    const priced: StayRoomLine[] = rooms.map((l) => ({
      roomTypeId: l.room.id,
      rooms: l.rooms,
      guests: l.adults + l.children,
      nightlyPrice: l.room.pricePerNight,
    }));
    const offerRoom = offer?.roomTypeSlug ? roomTypes.find((r) => r.slug === offer.roomTypeSlug) : null;
    try {
      return priceStay({
        checkIn,
        nights,
        lines: priced,
        seasons: rates.seasons,
        breakfast,
        breakfastCost,
        currency,
        offer: offerApplies && offer ? { ...offer, roomTypeId: offerRoom?.id ?? null } : null,
        extras: extras.filter((e) => chosenExtras.includes(e.id)),
      });
    } catch {
      return null;
    }
    // roomsKey and extrasKey stand for rooms and chosenExtras, which are new arrays on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomsKey, extrasKey, checkIn, nights, rates, breakfast, breakfastCost, currency, offerApplies, offer, extras, roomTypes]);

  const signature = JSON.stringify([checkIn, args.checkOut, lines, breakfast, extrasKey, offerApplies]);
  const [serverPrice, setServerPrice] = useState<{ signature: string; price: PriceBreakdown } | null>(null);
  const price = serverPrice?.signature === signature ? serverPrice.price : livePrice;
  return { price, signature, setServerPrice: (p: PriceBreakdown) => setServerPrice({ signature, price: p }) };
}
