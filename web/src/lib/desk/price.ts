// A request's price as the desk reads it, from the breakdown PocketBase
// computed and stored (price_breakdown: runs of nights at one price per room
// type, then the offer's discount, breakfast, extras). Night by night: each
// run spread over its nights. Pure.
import { addDays } from "@/lib/booking/rules/dates";
import type { Names, OtherPriceLine, PricedItem, PricedNight } from "./types";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const whole = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function breakdownLines(breakdown: unknown): Record<string, unknown>[] {
  const lines = isObject(breakdown) ? breakdown.lines : undefined;
  return Array.isArray(lines) ? lines.filter(isObject) : [];
}

/**
 * Each night of the stay with what each room type costs that night. `fallbackRoomType`
 * names the type of older requests, whose lines do not say it.
 */
export function pricedNights(
  breakdown: unknown,
  checkIn: string,
  nights: number,
  fallbackRoomType: string,
  nameOf: (roomTypeId: string) => Names,
): PricedNight[] {
  const out: PricedNight[] = [];
  for (let i = 0; i < nights; i++) out.push({ night: addDays(checkIn, i), items: [], total: 0 });
  for (const line of breakdownLines(breakdown)) {
    if (line.kind !== "room") continue;
    const first = text(line.firstNight) || checkIn;
    const runNights = Math.max(0, whole(line.nights));
    const roomTypeId = text(line.roomTypeId) || fallbackRoomType;
    for (let i = 0; i < runNights; i++) {
      const night = out.find((n) => n.night === addDays(first, i));
      if (!night) continue;
      const rooms = whole(line.rooms);
      const unitPrice = whole(line.unitPrice);
      const item: PricedItem = {
        roomTypeId,
        name: nameOf(roomTypeId),
        rooms,
        unitPrice,
        amount: unitPrice * rooms,
        season: text(line.season) || null,
      };
      night.items.push(item);
      night.total += item.amount;
    }
  }
  return out;
}

/** The breakdown's lines after the rooms: the offer's discount, breakfast, extras, what the offer includes. */
export function otherPriceLines(breakdown: unknown, extraName: (id: string) => Names): OtherPriceLine[] {
  const out: OtherPriceLine[] = [];
  for (const line of breakdownLines(breakdown)) {
    if (line.kind === "discount") {
      out.push({
        kind: "discount",
        amount: whole(line.amount),
        percent: whole(line.percent),
        night: line.night === "every" ? "every" : whole(line.night),
      });
    } else if (line.kind === "breakfast") {
      out.push({
        kind: "breakfast",
        amount: whole(line.amount),
        guests: whole(line.guests),
        nights: whole(line.nights),
        unitPrice: whole(line.unitPrice),
      });
    } else if (line.kind === "extra") {
      out.push({
        kind: "extra",
        amount: whole(line.amount),
        name: extraName(text(line.extraId)),
        quantity: whole(line.quantity),
        unitPrice: whole(line.unitPrice),
        pricing: text(line.pricing),
      });
    } else if (line.kind === "included" && text(line.text)) {
      out.push({ kind: "included", text: text(line.text) });
    }
  }
  return out;
}
