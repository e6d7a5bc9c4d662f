import type { OfferContent } from "./types";

// The hotel gives the rule (10% off night 2 of a two-night stay) and the
// dinner card for two valid one week; the items of each night are ours, for
// staff to adjust.
export const offers: OfferContent[] = [
  {
    slug: "wedding-offer",
    title_ar: "عرض الزفاف",
    title_en: "Wedding Offer",
    summary_ar: "ليلتان للعروسين في غرفة ديلوكس: خصم 10% على الليلة الثانية، وبطاقة عشاء لشخصين صالحة لمدة أسبوع.",
    summary_en: "Two nights for newlyweds in a Deluxe Room: 10% off the second night, plus a dinner card for two valid for one week.",
    body_ar:
      "<p>احتفلوا ببداية حياتكم معًا بإقامة ليلتين في غرفة ديلوكس بسرير كينغ.</p>" +
      "<h3>الليلة الأولى</h3>" +
      "<ul><li>غرفة ديلوكس مزيّنة بالورود</li><li>سلة فواكه وحلويات ترحيبية</li><li>فطور لشخصين في المطعم أو في الغرفة</li></ul>" +
      "<h3>الليلة الثانية</h3>" +
      "<ul><li>خصم 10% على سعر الليلة الثانية</li><li>فطور لشخصين</li><li>تأخير موعد المغادرة حسب التوفر</li></ul>" +
      "<h3>هدية العروسين</h3>" +
      "<p>بطاقة عشاء لشخصين في مطعم الفندق، صالحة لمدة أسبوع.</p>",
    body_en:
      "<p>Celebrate the start of your life together with two nights in a Deluxe Room with a king-size bed.</p>" +
      "<h3>First night</h3>" +
      "<ul><li>Deluxe Room decorated with flowers</li><li>Welcome fruit basket and sweets</li><li>Breakfast for two in the restaurant or your room</li></ul>" +
      "<h3>Second night</h3>" +
      "<ul><li>10% off the second night</li><li>Breakfast for two</li><li>Late check-out, subject to availability</li></ul>" +
      "<h3>Our gift</h3>" +
      "<p>A dinner card for two at the hotel restaurant, valid for one week.</p>",
    terms_ar:
      "<ul>" +
      "<li>يسري العرض على الإقامة لليلتين متتاليتين في غرفة ديلوكس.</li>" +
      "<li>يُطبَّق خصم 10% على سعر الغرفة في الليلة الثانية فقط.</li>" +
      "<li>بطاقة العشاء لشخصين صالحة لمدة أسبوع من تاريخ الوصول، في مطعم الفندق، ولا تُستبدل نقدًا.</li>" +
      "<li>يخضع العرض لتوفر الغرف، ولا يُجمع مع عروض أخرى.</li>" +
      "<li>يُؤكَّد الحجز باتصال هاتفي من الفندق.</li>" +
      "</ul>",
    terms_en:
      "<ul>" +
      "<li>The offer applies to a stay of two consecutive nights in a Deluxe Room.</li>" +
      "<li>The 10% discount applies to the room rate of the second night only.</li>" +
      "<li>The dinner card for two is valid for one week from your arrival, at the hotel restaurant, and cannot be exchanged for cash.</li>" +
      "<li>Subject to availability; cannot be combined with other offers.</li>" +
      "<li>Your booking is confirmed by a phone call from the hotel.</li>" +
      "</ul>",
    includes_ar: "بطاقة عشاء لشخصين صالحة لمدة أسبوع",
    includes_en: "Dinner card for two, valid for one week",
    // Basra days, as the admin UI stores them (UTC+3): 1 Jan 2025 00:00 to 31 Dec 2027 23:59:59.
    valid_from: "2024-12-31 21:00:00.000Z",
    valid_through: "2027-12-31 20:59:59.000Z",
    discount_percent: 10,
    discount_night: 2,
    min_nights: 2,
    room_type_slug: "deluxe",
    image_alt_ar: "طاولة عشاء لشخصين عليها شموع وورود",
    image_alt_en: "Dinner table for two with candles and roses",
    sort_order: 10,
    published: true,
    art: [{ scene: "wedding", label: "Wedding Offer" }],
  },
];
