import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { BookingInput, BookingValues } from "@/lib/booking/schema";
import type { PriceBreakdown } from "@/lib/booking/rules/pricing";
import type { Locale } from "@/i18n/routing";
import { keptOffline, takeBack } from "@/components/forms/KeptOffline";

/**
 * A booking written offline (lib/offline/outbox.ts). `keep` stores it on the
 * device, under its request key, when sending finds no connection. A kept
 * request whose price changed before it could be sent comes back into the form
 * once, and `onBack` gets the new price (null: the guest should look again).
 */
export function useKeptBooking(
  locale: Locale,
  form: UseFormReturn<BookingInput, unknown, BookingValues>,
  onBack: (price: PriceBreakdown | null) => void,
) {
  const [queued, setQueued] = useState(false);
  // The price that came back, applied on the render with the restored values (useBookingPrice's signature is theirs).
  const back = useRef<{ price: PriceBreakdown | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void takeBack("booking", locale).then((entry) => {
      if (cancelled || !entry) return;
      // keepFieldsRef: the steps are memoised, so they would not register their inputs again after a plain
      // reset, and the guest's name and phone would stay empty on screen.
      form.reset({ ...form.getValues(), ...(entry.input as BookingInput), website: "" }, { keepFieldsRef: true });
      back.current = { price: entry.price ?? null };
    });
    return () => {
      cancelled = true;
    };
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const taken = back.current;
    back.current = null;
    if (taken) onBack(taken.price);
  });

  const keep = async (error: unknown, key: string, input: BookingInput & { requestKey: string }) => {
    const kept = await keptOffline(error, { kind: "booking", locale, key, input });
    if (kept) setQueued(true);
    return kept;
  };
  return { queued, keep, sendAnother: () => setQueued(false) };
}
