import type { HijriShift } from "@/lib/date-format";
import type { Locale } from "@/i18n/routing";
import { SettingsReservationStateOptions } from "./pocketbase-types";
import type { Currency, FacilityRoute, PricingSeason, StayClosure, StayRules } from "@/lib/domain";

export type { Currency, FacilityRoute } from "@/lib/domain";

/** Domain types: what pages and components use. Never the raw records. */

export type Localized<T = string> = Record<Locale, T>;

/** One image at a known pixel size (a PocketBase thumb of fixed size). */
export interface CmsImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A PocketBase image with the thumbs the schema defines. */
export interface ImageSet {
  /** 960×640 crop: cards and galleries. */
  card: CmsImage;
  /** 480×320 crop: small cards, Open Graph fallbacks. */
  small: CmsImage;
  /** 1600 px wide, height from the photo: heroes (render with `fill`). */
  wide: string;
  /** The uploaded file itself. */
  original: string;
  alt: string;
}

/** What /book offers (settings.reservation_state, options from the PocketBase schema); lib/booking/reservation-state.ts says what each shows. */
export type ReservationState = SettingsReservationStateOptions;
export const RESERVATION_STATES = Object.values(SettingsReservationStateOptions);

export interface SocialLink {
  network: "facebook" | "instagram" | "x";
  url: string;
}

export interface Settings {
  id: string;
  hotelName: Localized;
  tagline: Localized;
  blurb: Localized;
  address: Localized;
  phone: string;
  whatsapp: string | null;
  email: string;
  social: SocialLink[];
  map: { lat: number; lng: number; zoom: number };
  reservationState: ReservationState;
  breakfastCost: number;
  currency: Currency;
  /** Dinars per US dollar for the approximate dollar prices; null when staff have not set one. */
  usdRate: number | null;
  /** The Basra day the dollar rate was set. */
  usdRateSetOn: string | null;
  /** Days the site's Hijri dates are moved from Umm al-Qura's, to follow the moon sighting in Iraq. */
  hijriShift: HijriShift;
  checkInTime: string | null;
  checkOutTime: string | null;
  starRating: number | null;
  airportDistanceKm: number | null;
  companyProfileUrl: string | null;
  updated: string;
}

export type RoomCategory = "standard" | "deluxe" | "superior" | "executive_suite";

export interface RoomType {
  id: string;
  slug: string;
  name: string;
  summary: string;
  descriptionHtml: string;
  category: RoomCategory;
  beds: string;
  bathroom: string;
  adults: number;
  children: number;
  areaM2: number;
  /** The room type's own price per night, for nights no season prices. */
  pricePerNight: number;
  /** The lowest nightly price bookable in the next 12 months (seasons applied, closed nights left out): the "From" price. */
  fromPrice: number;
  roomCount: number;
  images: ImageSet[];
  cover: ImageSet | null;
  sortOrder: number;
}

export interface Facility {
  id: string;
  slug: string;
  route: FacilityRoute | null;
  name: string;
  summary: string;
  bodyHtml: string;
  floor: number | null;
  capacity: number | null;
  screenInches: number | null;
  hours: string;
  extraFee: boolean;
  images: ImageSet[];
  cover: ImageSet | null;
  sortOrder: number;
}

/** Something a guest can add to a booking request (airport pickup, extra bed…), priced per stay, night or guest. */
export interface Extra {
  id: string;
  slug: string;
  name: string;
  pricing: "per_stay" | "per_night" | "per_guest";
  price: number;
  sortOrder: number;
}

export interface Offer {
  id: string;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  termsHtml: string;
  includes: string;
  /** Calendar days, YYYY-MM-DD, or null when open-ended. */
  validFrom: string | null;
  validThrough: string | null;
  discountPercent: number;
  discountNight: number;
  minNights: number;
  roomTypeId: string | null;
  image: ImageSet | null;
  sortOrder: number;
  updated: string;
}

export interface CateringSection {
  id: string;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  foundedYear: number | null;
  capacity: number | null;
  images: ImageSet[];
  cover: ImageSet | null;
  sortOrder: number;
}

export interface Page {
  id: string;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  image: ImageSet | null;
  updated: string;
}

export interface TourScene {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** Full equirectangular panorama for the viewer. */
  panoramaUrl: string | null;
  /** A still (1600 px wide) for the no-WebGL / no-JS fallback. */
  still: ImageSet | null;
  initialYaw: number;
  sortOrder: number;
}

export interface UiText {
  key: string;
  value_ar: string;
  value_en: string;
}

/** A seasonal rate in one language (see lib/booking/rules/pricing.ts for how nights are priced). */
export type Season = PricingSeason;
/** Closed nights in one language (see lib/booking/rules/stay-rules.ts). */
export type Closure = StayClosure;
/** The seasons and closures that have not ended, in one language. */
export type Rates = StayRules;
