import type { Locale } from "@/i18n/routing";
import type {
  CateringResponse,
  ClosuresResponse,
  ExtrasResponse,
  SeasonalRatesResponse,
  FacilitiesResponse,
  OffersResponse,
  PagesResponse,
  RoomTypesResponse,
  SettingsResponse,
  TourScenesResponse,
  UiTextsResponse,
} from "./pocketbase-types";
import { toHijriShift } from "@/lib/date-format";
import { hotelDay } from "@/lib/booking/rules/dates";
import { EXTRA_PRICINGS } from "@/lib/booking/rules/pricing";
import { closureOf, seasonOf } from "@/lib/booking/rules/stay-rules";
import { IMAGE_THUMBS } from "./thumbs";
import {
  RESERVATION_STATES,
  type CateringSection,
  type Closure,
  type Extra,
  type Facility,
  type FacilityRoute,
  type ImageSet,
  type Offer,
  type Page,
  type RoomType,
  type Season,
  type Settings,
  type SocialLink,
  type TourScene,
  type UiText,
} from "./types";

/** Pure mapping from raw PocketBase records to domain objects for one locale. */

/**
 * Where file URLs point: `server` is how this server reaches PocketBase (the
 * image optimiser fetches from there); `public` is how browsers reach it
 * (direct downloads and the 360° panoramas).
 */
export interface FileBases {
  server: string;
  public: string;
}

interface FileRef {
  id: string;
  collectionId: string;
}

export function fileUrl(base: string, record: FileRef, filename: string, thumb?: string): string {
  const url = `${base}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(filename)}`;
  return thumb ? `${url}?thumb=${thumb}` : url;
}

export function imageSet(base: string, record: FileRef, filename: string, alt: string): ImageSet {
  return {
    card: { src: fileUrl(base, record, filename, IMAGE_THUMBS.card), width: 960, height: 640, alt },
    small: { src: fileUrl(base, record, filename, IMAGE_THUMBS.small), width: 480, height: 320, alt },
    wide: fileUrl(base, record, filename, IMAGE_THUMBS.wide),
    original: fileUrl(base, record, filename),
    alt,
  };
}

function pick<R, K extends string>(record: R, base: K, locale: Locale): string {
  const value = (record as Record<string, unknown>)[`${base}_${locale}`];
  return typeof value === "string" ? value : "";
}

/** A record's photos, described by its alt text in `locale` (else `title`); the first is the cover. */
function photos(base: string, record: FileRef & { images?: string[] }, locale: Locale, title: string) {
  const alt = pick(record, "image_alt", locale) || title;
  const images = (record.images ?? []).filter(Boolean).map((name) => imageSet(base, record, name, alt));
  return { images, cover: images[0] ?? null };
}

/** A record's one photo (an offer's, a page's), described as `photos` describes them; null without one. */
function photo(base: string, record: FileRef & { image?: string }, locale: Locale, title: string): ImageSet | null {
  return record.image ? imageSet(base, record, record.image, pick(record, "image_alt", locale) || title) : null;
}

/** What every page-like record has: its slug, and its summary and body in `locale`. */
function article(record: { slug: string }, locale: Locale) {
  return { slug: record.slug, summary: pick(record, "summary", locale), bodyHtml: pick(record, "body", locale) };
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value !== 0 ? value : null;
}

export function reshapeSettings(bases: FileBases, r: SettingsResponse): Settings {
  const social: SocialLink[] = [];
  if (r.facebook_url) social.push({ network: "facebook", url: r.facebook_url });
  if (r.instagram_url) social.push({ network: "instagram", url: r.instagram_url });
  if (r.x_url) social.push({ network: "x", url: r.x_url });
  return {
    id: r.id,
    hotelName: { ar: r.hotel_name_ar, en: r.hotel_name_en },
    tagline: { ar: r.tagline_ar ?? "", en: r.tagline_en ?? "" },
    blurb: { ar: r.blurb_ar ?? "", en: r.blurb_en ?? "" },
    address: { ar: r.address_ar, en: r.address_en },
    phone: r.phone,
    whatsapp: r.whatsapp || null,
    email: r.email,
    social,
    map: { lat: r.map_lat, lng: r.map_lng, zoom: r.map_zoom || 16 },
    // An unknown state (a select option added in PocketBase before the site knows it) offers the phone only.
    reservationState: (RESERVATION_STATES as readonly string[]).includes(r.reservation_state) ? r.reservation_state : "phone_only",
    breakfastCost: r.breakfast_cost ?? 0,
    currency: r.currency,
    usdRate: r.usd_rate && r.usd_rate > 0 ? r.usd_rate : null,
    usdRateSetOn: hotelDay(r.usd_rate_set_on),
    hijriShift: toHijriShift(r.hijri_shift),
    checkInTime: r.check_in_time || null,
    checkOutTime: r.check_out_time || null,
    starRating: numberOrNull(r.star_rating),
    airportDistanceKm: numberOrNull(r.airport_distance_km),
    companyProfileUrl: r.company_profile ? fileUrl(bases.public, r, r.company_profile) : null,
    updated: r.updated,
  };
}

export function reshapeRoomType(base: string, r: RoomTypesResponse, locale: Locale): RoomType {
  const name = pick(r, "name", locale);
  return {
    id: r.id,
    slug: r.slug,
    name,
    summary: pick(r, "summary", locale),
    descriptionHtml: pick(r, "description", locale),
    category: r.category,
    beds: pick(r, "beds", locale),
    bathroom: pick(r, "bathroom", locale),
    adults: r.adults,
    children: r.children ?? 0,
    areaM2: r.area_m2,
    pricePerNight: r.price_per_night,
    // Seasons and closures lower or raise it: getRoomTypes sets it from the rates.
    fromPrice: r.price_per_night,
    roomCount: r.room_count ?? 0,
    ...photos(base, r, locale, name),
    sortOrder: r.sort_order ?? 0,
  };
}

export function reshapeFacility(base: string, r: FacilitiesResponse, locale: Locale): Facility {
  const name = pick(r, "name", locale);
  return {
    id: r.id,
    ...article(r, locale),
    route: (r.route || null) as FacilityRoute | null,
    name,
    // PocketBase stores an empty number as 0, so the ground floor is not shown as a fact.
    floor: numberOrNull(r.floor),
    capacity: numberOrNull(r.capacity),
    screenInches: numberOrNull(r.screen_inches),
    hours: pick(r, "hours", locale),
    extraFee: Boolean(r.extra_fee),
    ...photos(base, r, locale, name),
    sortOrder: r.sort_order ?? 0,
  };
}

export function reshapeOffer(base: string, r: OffersResponse, locale: Locale): Offer {
  const title = pick(r, "title", locale);
  return {
    id: r.id,
    ...article(r, locale),
    title,
    termsHtml: pick(r, "terms", locale),
    includes: pick(r, "includes", locale),
    // The hotel's days: the admin UI stores a date picked in Basra as the UTC instant of Basra's midnight.
    validFrom: hotelDay(r.valid_from),
    validThrough: hotelDay(r.valid_through),
    discountPercent: r.discount_percent ?? 0,
    discountNight: r.discount_night ?? 0,
    minNights: r.min_nights ?? 0,
    roomTypeId: r.room_type || null,
    image: photo(base, r, locale, title),
    sortOrder: r.sort_order ?? 0,
    updated: r.updated,
  };
}

const EXTRA_PRICING = new Set<string>(EXTRA_PRICINGS);

/** An extra; one whose pricing the site does not know (added in PocketBase first) is left out, never guessed. */
export function reshapeExtra(r: ExtrasResponse, locale: Locale): Extra | null {
  if (!EXTRA_PRICING.has(r.pricing)) return null;
  return {
    id: r.id,
    slug: r.slug,
    name: pick(r, "name", locale),
    pricing: r.pricing as Extra["pricing"],
    price: r.price ?? 0,
    sortOrder: r.sort_order ?? 0,
  };
}

export function reshapeCatering(base: string, r: CateringResponse, locale: Locale): CateringSection {
  const title = pick(r, "title", locale);
  return {
    id: r.id,
    ...article(r, locale),
    title,
    foundedYear: numberOrNull(r.founded_year),
    capacity: numberOrNull(r.capacity),
    ...photos(base, r, locale, title),
    sortOrder: r.sort_order ?? 0,
  };
}

export function reshapePage(base: string, r: PagesResponse, locale: Locale): Page {
  const title = pick(r, "title", locale);
  return {
    id: r.id,
    ...article(r, locale),
    title,
    image: photo(base, r, locale, title),
    updated: r.updated,
  };
}

export function reshapeTourScene(bases: FileBases, r: TourScenesResponse, locale: Locale): TourScene {
  const title = pick(r, "title", locale);
  return {
    id: r.id,
    slug: r.slug,
    title,
    description: pick(r, "description", locale),
    panoramaUrl: r.panorama ? fileUrl(bases.public, r, r.panorama) : null,
    still: r.panorama ? imageSet(bases.server, r, r.panorama, title) : null,
    initialYaw: r.initial_yaw ?? 0,
    sortOrder: r.sort_order ?? 0,
  };
}

export function reshapeUiText(r: UiTextsResponse): UiText {
  return { key: r.key, value_ar: r.value_ar ?? "", value_en: r.value_en ?? "" };
}

export function reshapeSeason(r: SeasonalRatesResponse, locale: Locale): Season {
  return seasonOf(r, pick(r, "name", locale));
}

export function reshapeClosure(r: ClosuresResponse, locale: Locale): Closure {
  return closureOf(r, pick(r, "reason", locale));
}
