import type { ExtraContent } from "./types";

// What a guest can add to a booking request. The airport shuttle is the
// spec's (the airport is 24 km away, the shuttle costs extra); a car there or
// back costs the same whatever the party's size. Staff change the prices in
// the admin UI.
export const extras: ExtraContent[] = [
  {
    slug: "airport-pickup",
    name_ar: "الاستقبال من المطار",
    name_en: "Airport pickup",
    pricing: "per_stay",
    price: 35_000,
    sort_order: 1,
    published: true,
  },
  {
    slug: "extra-bed",
    name_ar: "سرير إضافي",
    name_en: "Extra bed",
    pricing: "per_night",
    price: 25_000,
    sort_order: 2,
    published: true,
  },
  {
    slug: "late-check-out",
    name_ar: "مغادرة متأخرة (حتى الساعة 6 مساءً)",
    name_en: "Late check-out (until 6 pm)",
    pricing: "per_stay",
    price: 40_000,
    sort_order: 3,
    published: true,
  },
];
