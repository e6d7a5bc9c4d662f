// The hotel's domain types that pricing, the stay rules, the CMS's reshaped
// records and the public paths all use. A leaf: it imports nothing of the site.
import type { SettingsCurrencyOptions } from "@/lib/cms/pocketbase-types";

/** The currency prices are in (settings.currency). */
export type Currency = SettingsCurrencyOptions;

/** The page that shows a facility (lib/site.ts maps each to its public URL); "services" gathers several. */
export type FacilityRoute = "gym" | "lobby" | "meeting-room" | "restaurant" | "sauna" | "services";

/**
 * A seasonal rate staff set in the CMS. Its days are the hotel's calendar days
 * (YYYY-MM-DD) and name NIGHTS, both inclusive: a night is the date of the
 * evening it starts, so a stay from check-in to check-out has the nights
 * check-in … check-out − 1, and a season with lastNight 12 Dec prices the
 * night of 12→13 Dec.
 */
export interface PricingSeason {
  id: string;
  /** In the visitor's language; shown beside the nights it prices. */
  name: string;
  /** null: every room type. */
  roomTypeId: string | null;
  firstNight: string;
  lastNight: string;
  /** Whole currency units per room per night, or null when the season changes the room's own price by percentChange. */
  nightlyPrice: number | null;
  /** Whole percent added to the room's own price (negative: taken off). 0 with no nightlyPrice: the price is unchanged. */
  percentChange: number;
  /** The higher wins where seasons overlap. */
  priority: number;
  /** A stay arriving on one of its nights must be at least this long; 0: no rule. */
  minStay: number;
}

export interface StayClosure {
  id: string;
  /** In the visitor's language: why the nights are closed (shown to guests). */
  reason: string;
  /** null: the whole hotel. */
  roomTypeId: string | null;
  firstNight: string;
  lastNight: string;
  /** Set when the nights are fully booked for the room type (availability.ts), not closed by staff. */
  full?: boolean;
}

/** What the CMS says about prices and availability, as the form and the server need it. */
export interface StayRules {
  seasons: readonly PricingSeason[];
  closures: readonly StayClosure[];
}
