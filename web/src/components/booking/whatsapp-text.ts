import { whatsAppLink } from "@/lib/booking/whatsapp";
import type { Translate } from "@/lib/forms/translate";
import type { BookingExtraOption, BookingRoomOption } from "./types";

/** The WhatsApp hand-off's text: every room line and every extra of the request, in the page's language. */
export function whatsAppText(
  t: Translate<"Booking">,
  request: {
    rooms: { room: BookingRoomOption; rooms: number; adults: number; children: number }[];
    extras: BookingExtraOption[];
    checkIn: string;
    checkOut: string;
    nights: number;
    name: string;
  },
): string {
  const rooms = request.rooms
    .map((l) => t("whatsappRoom", { rooms: l.rooms, room: l.room.name, adults: l.adults, children: l.children }))
    .join(" + ");
  const extras = request.extras.map((e) => e.name).join(", ");
  return t("whatsappMessage", {
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    nights: request.nights,
    roomList: rooms,
    extraList: extras || "none",
    name: request.name,
  });
}

/** The WhatsApp link with the request written out; null until there are rooms and nights to tell, or without a number. */
export function whatsAppHandOff(
  number: string | null | undefined,
  t: Translate<"Booking">,
  request: Omit<Parameters<typeof whatsAppText>[1], "rooms"> & { rooms: Parameters<typeof whatsAppText>[1]["rooms"] | null },
): string | null {
  const { rooms } = request;
  return rooms && request.nights > 0 ? whatsAppLink(number, whatsAppText(t, { ...request, rooms })) : null;
}
