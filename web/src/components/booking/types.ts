import type { Locale } from "@/i18n/routing";
import type { ChallengeProof } from "@/lib/forms/challenge";
import type { Currency } from "@/lib/cms/types";
import type { HotelContact } from "@/lib/forms/phone";
import type { BookingInput } from "@/lib/booking/schema";
import type { FormTexts } from "@/lib/forms/translate";
import type { SubmitBookingResult } from "@/lib/booking/submit";
import type { StayRules } from "@/lib/domain";
import type { ExtraPricing } from "@/lib/booking/rules/pricing";
import type { HijriShift } from "@/lib/date-format";

/** A room type as the booking form needs it (plain data, safe to send to the browser). */
export interface BookingRoomOption {
  id: string;
  slug: string;
  name: string;
  /** The room's own price; seasons change it on their nights. */
  pricePerNight: number;
  /** The lowest nightly price bookable in the next 12 months. */
  fromPrice: number;
  adults: number;
  children: number;
  roomCount: number;
}

/** An extra as the booking form needs it (published, in the page's language). */
export interface BookingExtraOption {
  id: string;
  slug: string;
  name: string;
  pricing: ExtraPricing;
  price: number;
}

export interface BookingOfferOption {
  id: string;
  title: string;
  /** The room type the offer is booked in, or null when the guest chooses. */
  roomTypeSlug: string | null;
  discountPercent: number;
  discountNight: number;
  minNights: number;
  includes: string;
}

/** `proof` is the answer to the challenge the previous answer asked for (lib/forms/send-solving-challenges.ts). */
export type BookingAction = (locale: Locale, input: BookingInput, proof?: ChallengeProof) => Promise<SubmitBookingResult>;

export type { HotelContact } from "@/lib/forms/phone";

export interface BookingFormProps {
  locale: Locale;
  /** Today in Basra when the page was rendered; the form re-reads it in the browser. */
  today: string;
  roomTypes: BookingRoomOption[];
  offer: BookingOfferOption | null;
  /** Published extras the guest can add. */
  extras: BookingExtraOption[];
  /** Preselected room type slug (from ?room= or the offer). */
  initialRoomType: string;
  breakfastCost: number;
  /** Days the calendar's Hijri dates are moved by (settings.hijri_shift). */
  hijriShift: HijriShift;
  currency: Currency;
  /** Seasons and closures that have not ended, in the page's language. */
  rates: StayRules;
  /** The dollar rate for approximate dollar amounts; null when staff have set none. */
  usd: { rate: number; setOn: string | null } | null;
  contact: HotelContact;
  action: BookingAction;
  /** The form's texts, compiled on the server (formTexts). */
  texts: FormTexts<"Booking" | "FormErrors">;
}
