// Seed content mirrors pocketbase/pb_migrations/1763800000_content_model.js
// field for field. `art` describes the generated placeholder photos; it is
// never sent as a field.
import type { SettingsCurrencyOptions, SettingsReservationStateOptions } from "../../../web/src/lib/cms/pocketbase-types";

/** Simple HTML for PocketBase editor fields: <h3>, <p>, <ul><li>. */
export type Html = string;

export type Scene =
  | "room-standard"
  | "room-twin"
  | "room-deluxe"
  | "room-superior"
  | "room-suite"
  | "suite-lounge"
  | "bathroom"
  | "gym"
  | "lobby"
  | "meeting-large"
  | "meeting-small"
  | "restaurant"
  | "sauna"
  | "banquet"
  | "room-service"
  | "laundry"
  | "valet"
  | "shuttle"
  | "wedding"
  | "buffet"
  | "facade"
  | "pattern";

export type PanoramaScene = "lobby" | "deluxe-room" | "restaurant";

export interface Art {
  scene: Scene;
  /** Small English caption so staff can tell placeholders from real photos. */
  label: string;
}

/** Fields every illustrated, ordered, publishable record shares. */
interface Listed {
  image_alt_ar: string;
  image_alt_en: string;
  sort_order: number;
  published: boolean;
  art: Art[];
}

export interface SettingsContent {
  hotel_name_ar: string;
  hotel_name_en: string;
  tagline_ar: string;
  tagline_en: string;
  blurb_ar: string;
  blurb_en: string;
  address_ar: string;
  address_en: string;
  phone: string;
  whatsapp: string;
  email: string;
  facebook_url: string;
  instagram_url: string;
  x_url: string;
  map_lat: number;
  map_lng: number;
  map_zoom: number;
  reservation_state: SettingsReservationStateOptions;
  breakfast_cost: number;
  rooms_left_threshold: number;
  currency: SettingsCurrencyOptions;
  usd_rate: number;
  usd_rate_set_on: string;
  check_in_time: string;
  check_out_time: string;
  star_rating: number;
  airport_distance_km: number;
}

export type RoomCategory = "standard" | "deluxe" | "superior" | "executive_suite";

export interface RoomTypeContent extends Listed {
  slug: string;
  name_ar: string;
  name_en: string;
  summary_ar: string;
  summary_en: string;
  description_ar: Html;
  description_en: Html;
  category: RoomCategory;
  beds_ar: string;
  beds_en: string;
  bathroom_ar: string;
  bathroom_en: string;
  adults: number;
  children: number;
  area_m2: number;
  price_per_night: number;
  room_count: number;
}

/** The page that shows a facility (the website maps each to its public URL); "services" gathers several. */
export type FacilityRoute = "gym" | "lobby" | "meeting-room" | "restaurant" | "sauna" | "services";

export interface FacilityContent extends Listed {
  slug: string;
  route: FacilityRoute;
  name_ar: string;
  name_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: Html;
  body_en: Html;
  /** PocketBase stores an unset number as 0, so 0 also means "not stated". */
  floor: number;
  capacity: number;
  screen_inches: number;
  hours_ar: string;
  hours_en: string;
  extra_fee: boolean;
}

export interface OfferContent extends Listed {
  slug: string;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: Html;
  body_en: Html;
  terms_ar: Html;
  terms_en: Html;
  includes_ar: string;
  includes_en: string;
  /** PocketBase date form: "YYYY-MM-DD HH:MM:SS.sssZ". */
  valid_from: string;
  valid_through: string;
  discount_percent: number;
  discount_night: number;
  min_nights: number;
  /** Slug of a room type; the seed turns it into the relation id. */
  room_type_slug: string;
}

export interface CateringContent extends Listed {
  slug: string;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: Html;
  body_en: Html;
  founded_year: number;
  capacity: number;
}

export type PageSlug = "about" | "terms" | "privacy" | "cookies" | "help";

export interface PageContent extends Omit<Listed, "sort_order"> {
  slug: PageSlug;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: Html;
  body_en: Html;
}

export interface TourSceneContent {
  slug: string;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  initial_yaw: number;
  sort_order: number;
  published: boolean;
  panorama: PanoramaScene;
}

/** A range of nights placed relative to the day the seed runs, so it is always ahead. */
interface RelativeNights {
  published: boolean;
  /** Days from the seed's today (Basra) to the first night. */
  starts_in_days: number;
  nights: number;
}

export interface SeasonContent extends RelativeNights {
  name_ar: string;
  name_en: string;
  nightly_price?: number;
  percent_change?: number;
  priority: number;
  min_stay: number;
}

export interface ClosureContent extends RelativeNights {
  reason_ar: string;
  reason_en: string;
}

export interface ExtraContent {
  slug: string;
  name_ar: string;
  name_en: string;
  pricing: "per_stay" | "per_night" | "per_guest";
  /** Iraqi dinars, per stay, night or guest. */
  price: number;
  sort_order: number;
  published: boolean;
}

export interface SeedContent {
  settings: SettingsContent;
  roomTypes: RoomTypeContent[];
  facilities: FacilityContent[];
  offers: OfferContent[];
  catering: CateringContent[];
  pages: PageContent[];
  tourScenes: TourSceneContent[];
  seasons: SeasonContent[];
  closures: ClosureContent[];
  extras: ExtraContent[];
}
