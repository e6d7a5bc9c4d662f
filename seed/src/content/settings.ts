import type { SettingsContent } from "./types";

/**
 * The hotel's real name, phone, e-mail, WhatsApp and social pages were not
 * given to us. These placeholders are valid values (so forms and links work) and
 * are obvious in the admin UI; staff replace them in Settings.
 */
export const settingsPlaceholders = [
  "hotel_name_ar",
  "hotel_name_en",
  "phone",
  "whatsapp",
  "email",
  "facebook_url",
  "instagram_url",
  "x_url",
  "map_lat",
  "map_lng",
] as const satisfies readonly (keyof SettingsContent)[];

export const settings: SettingsContent = {
  hotel_name_ar: "فندق [اسم الفندق] البصرة",
  hotel_name_en: "[Hotel Name] Basra",
  tagline_ar: "ضيافة بأربع نجوم في شارع السعدي بالبصرة",
  tagline_en: "Four-star hospitality on Al-Saadi Street, Basra",
  blurb_ar:
    "فندق بأربع نجوم في البصرة يضم 75 غرفة وجناحًا، ومطعمًا في الطابق الأول، وقاعتي اجتماعات، وقاعات للمناسبات تتسع لـ300 ضيف، وشركة ضيافة شقيقة منذ عام 2018. يسعدنا استقبالكم.",
  blurb_en:
    "A four-star hotel in Basra with 75 rooms and suites, a first-floor restaurant, two meeting rooms, banquet halls for up to 300 guests and a sister catering company since 2018. We look forward to welcoming you.",
  address_ar: "العراق، البصرة، شارع السعدي",
  address_en: "Iraq, Basra, Al-saadi Street",
  phone: "+964 780 000 0000",
  whatsapp: "+964 780 000 0000",
  email: "reservations@example.com",
  facebook_url: "https://www.facebook.com/replace-with-hotel-page",
  instagram_url: "https://www.instagram.com/replace-with-hotel-profile",
  x_url: "https://x.com/replace-with-hotel-profile",
  map_lat: 30.5085,
  map_lng: 47.7835,
  map_zoom: 15,
  reservation_state: "open",
  breakfast_cost: 15000,
  // "N rooms left" on /book shows at or below this many free rooms.
  rooms_left_threshold: 3,
  currency: "IQD",
  // An example for staff to update: dinars per US dollar, and the Basra day it was set (stored as 21:00 UTC the day before).
  usd_rate: 1310,
  usd_rate_set_on: "2026-11-19 21:00:00.000Z",
  check_in_time: "14:00",
  check_out_time: "12:00",
  star_rating: 4,
  airport_distance_km: 24,
};
