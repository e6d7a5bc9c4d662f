"use client";
import { roomsLeft, type Availability } from "@/lib/booking/rules/availability";
import { daysBetween, isIsoDate } from "@/lib/booking/rules/dates";
import type { Translate } from "@/lib/forms/translate";
import forms from "@/components/forms/forms.module.css";
import type { BookingRoomOption } from "./types";

/**
 * "Deluxe Room: only N rooms left for these dates": shown only when it is
 * true (the fewest free over the stay's nights) and at or below the
 * threshold staff set in the settings; never for a full stay (the dates say that).
 */
export function RoomsLeft(props: {
  t: Translate<"Booking">;
  availability: Availability | null;
  room: BookingRoomOption | undefined;
  checkIn: string | undefined;
  checkOut: string | undefined;
}) {
  const { availability, room, checkIn, checkOut } = props;
  const stay = isIsoDate(checkIn) && isIsoDate(checkOut) && daysBetween(checkIn, checkOut) > 0;
  const left = availability && room && stay ? roomsLeft(availability, room.id, checkIn, checkOut) : null;
  const shown = left !== null && left > 0 && left <= (availability?.threshold ?? 0);
  return (
    <p className={forms.note} aria-live="polite" data-testid="booking-rooms-left">
      {shown ? props.t("roomsLeft", { count: left, room: room!.name }) : ""}
    </p>
  );
}
