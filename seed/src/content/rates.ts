import type { ClosureContent, SeasonContent } from "./types";

// One season and one closure, placed relative to the day the seed runs (in
// Basra), so a fresh stack always shows them in the future: a pilgrimage
// season that raises every room by a quarter and asks for 2 nights, and two
// nights the whole hotel is full for a conference. Staff replace them with the
// real calendar (Arba'een, Eid, Ramadan, the Gulf Cup…).
export const seasons: SeasonContent[] = [
  {
    name_ar: "موسم الزيارة",
    name_en: "Pilgrimage season",
    published: true,
    starts_in_days: 21,
    nights: 7,
    percent_change: 25,
    priority: 1,
    min_stay: 2,
  },
];

export const closures: ClosureContent[] = [
  {
    reason_ar: "الفندق محجوز بالكامل لمؤتمر",
    reason_en: "The hotel is fully booked for a conference",
    published: true,
    starts_in_days: 45,
    nights: 2,
  },
];
