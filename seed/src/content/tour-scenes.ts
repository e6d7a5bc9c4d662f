import type { TourSceneContent } from "./types";

export const tourScenes: TourSceneContent[] = [
  {
    slug: "lobby",
    title_ar: "اللوبي",
    title_en: "Lobby",
    description_ar: "مكتب الاستقبال وصالة اللوبي عند مدخل الفندق في شارع السعدي.",
    description_en: "The reception desk and lobby lounge at the hotel entrance on Al-Saadi Street.",
    initial_yaw: 0,
    sort_order: 10,
    published: true,
    panorama: "lobby",
  },
  {
    slug: "deluxe-room",
    title_ar: "غرفة ديلوكس",
    title_en: "Deluxe Room",
    description_ar: "غرفة ديلوكس بسرير كينغ وركن جلوس ونافذة واسعة.",
    description_en: "A Deluxe Room with a king-size bed, a seating corner and a wide window.",
    initial_yaw: 0,
    sort_order: 20,
    published: true,
    panorama: "deluxe-room",
  },
  {
    slug: "restaurant",
    title_ar: "المطعم",
    title_en: "Restaurant",
    description_ar: "مطعم الفندق في الطابق الأول، حيث يُقدَّم الفطور والغداء والعشاء.",
    description_en: "The hotel restaurant on the first floor, where breakfast, lunch and dinner are served.",
    initial_yaw: 0,
    sort_order: 30,
    published: true,
    panorama: "restaurant",
  },
];
