/// <reference path="../pb_data/types.d.ts" />
// Admin UI comfort, as far as PocketBase allows. PocketBase has no display
// names for collections or fields and no per-collection list-column setting
// (each browser remembers the columns a person shows or hides), but the
// records list shows fields in schema order and the edit form follows the
// same order. So:
// - the fields staff look for first (both titles, published, valid dates,
//   price, photos) come first: they are the first list columns and the top
//   of the form;
// - help texts say what publishing needs, when offers end, and where to find
//   interface-text keys.
// Image fields already define thumbs (480x320, 960x640, 1600x0, 0x600) in the
// content model, so the admin UI shows thumbnails in lists and forms.

const LEAD = {
  settings: ["hotel_name_ar", "hotel_name_en", "phone", "whatsapp", "email", "reservation_state", "breakfast_cost", "currency"],
  room_types: ["name_ar", "name_en", "published", "price_per_night", "images", "category", "room_count"],
  facilities: ["name_ar", "name_en", "published", "images", "route"],
  offers: ["title_ar", "title_en", "published", "valid_from", "valid_through", "image"],
  catering: ["title_ar", "title_en", "published", "images"],
  pages: ["title_ar", "title_en", "published", "image"],
  tour_scenes: ["title_ar", "title_en", "published", "panorama"],
};

// The content model's order, restored on the way down.
const ORIGINAL = {
  settings: [
    "id",
    "hotel_name_ar",
    "hotel_name_en",
    "tagline_ar",
    "tagline_en",
    "blurb_ar",
    "blurb_en",
    "address_ar",
    "address_en",
    "phone",
    "whatsapp",
    "email",
    "facebook_url",
    "instagram_url",
    "x_url",
    "map_lat",
    "map_lng",
    "map_zoom",
    "reservation_state",
    "breakfast_cost",
    "currency",
    "check_in_time",
    "check_out_time",
    "star_rating",
    "airport_distance_km",
    "company_profile",
    "created",
    "updated",
  ],
  room_types: [
    "id",
    "slug",
    "name_ar",
    "name_en",
    "summary_ar",
    "summary_en",
    "description_ar",
    "description_en",
    "category",
    "beds_ar",
    "beds_en",
    "bathroom_ar",
    "bathroom_en",
    "adults",
    "children",
    "area_m2",
    "price_per_night",
    "room_count",
    "images",
    "image_alt_ar",
    "image_alt_en",
    "sort_order",
    "published",
    "created",
    "updated",
  ],
  facilities: [
    "id",
    "slug",
    "route",
    "name_ar",
    "name_en",
    "summary_ar",
    "summary_en",
    "body_ar",
    "body_en",
    "floor",
    "capacity",
    "screen_inches",
    "hours_ar",
    "hours_en",
    "extra_fee",
    "images",
    "image_alt_ar",
    "image_alt_en",
    "sort_order",
    "published",
    "created",
    "updated",
  ],
  offers: [
    "id",
    "slug",
    "title_ar",
    "title_en",
    "summary_ar",
    "summary_en",
    "body_ar",
    "body_en",
    "terms_ar",
    "terms_en",
    "includes_ar",
    "includes_en",
    "valid_from",
    "valid_through",
    "discount_percent",
    "discount_night",
    "min_nights",
    "room_type",
    "image",
    "image_alt_ar",
    "image_alt_en",
    "sort_order",
    "published",
    "created",
    "updated",
  ],
  catering: [
    "id",
    "slug",
    "title_ar",
    "title_en",
    "summary_ar",
    "summary_en",
    "body_ar",
    "body_en",
    "founded_year",
    "capacity",
    "images",
    "image_alt_ar",
    "image_alt_en",
    "sort_order",
    "published",
    "created",
    "updated",
  ],
  pages: [
    "id",
    "slug",
    "title_ar",
    "title_en",
    "summary_ar",
    "summary_en",
    "body_ar",
    "body_en",
    "image",
    "image_alt_ar",
    "image_alt_en",
    "published",
    "created",
    "updated",
  ],
  tour_scenes: [
    "id",
    "slug",
    "title_ar",
    "title_en",
    "description_ar",
    "description_en",
    "panorama",
    "initial_yaw",
    "sort_order",
    "published",
    "created",
    "updated",
  ],
};

const PUBLISH_HELP =
  "Tick to show it on the site. Publishing needs the Arabic and English texts (title, summary, description); " +
  "an incomplete draft can be saved unticked. Signed-in staff see drafts on the site (/staff).";
const OLD_PUBLISH_HELP = "Only published records appear on the public site.";

// [collection, field, new help, old help]
const HELP = [
  ["room_types", "published", PUBLISH_HELP, OLD_PUBLISH_HELP],
  ["facilities", "published", PUBLISH_HELP, OLD_PUBLISH_HELP],
  ["offers", "published", PUBLISH_HELP, OLD_PUBLISH_HELP],
  ["catering", "published", PUBLISH_HELP, OLD_PUBLISH_HELP],
  ["pages", "published", PUBLISH_HELP, OLD_PUBLISH_HELP],
  ["tour_scenes", "published", PUBLISH_HELP, OLD_PUBLISH_HELP],
  [
    "offers",
    "valid_from",
    "First day the offer is shown and bookable, a day in Basra; empty: from now.",
    "First day the offer is shown and bookable (empty: now)",
  ],
  [
    "offers",
    "valid_through",
    "Last day the offer is shown, a day in Basra; at midnight after it the offer leaves the site by itself. Empty: no end.",
    "Last day; the offer disappears from the site after it",
  ],
  [
    "ui_texts",
    "key",
    "Which text to replace, e.g. Footer.contactUs. Signed-in staff find every key with its current Arabic and English wording on the site's /staff page; an unknown key is refused.",
    "Message key from the site, e.g. Header.contact",
  ],
  [
    "settings",
    "phone",
    "Reservations phone in international form, e.g. +964 780 000 0000. Shown in the header panel, the footer, the contact page and the booking confirmation.",
    "Reservations phone in international form, e.g. +964 780 000 0000",
  ],
  [
    "settings",
    "reservation_state",
    "open: the booking form is shown. phone_only: guests are asked to call. closed: bookings are paused. The site changes within a second of saving.",
    "open: the booking form is shown. phone_only: guests are asked to call. closed: bookings are paused.",
  ],
];

function reorder(app, orders, lead) {
  for (const name in orders) {
    const collection = app.findCollectionByNameOrId(name);
    const names = lead ? ["id"].concat(orders[name]) : orders[name];
    for (let i = 0; i < names.length; i++) {
      const field = collection.fields.getByName(names[i]);
      if (field) collection.fields.addAt(i, field);
    }
    app.save(collection);
  }
}

function setHelp(app, pick) {
  for (let i = 0; i < HELP.length; i++) {
    const collection = app.findCollectionByNameOrId(HELP[i][0]);
    const field = collection.fields.getByName(HELP[i][1]);
    if (!field) continue;
    field.help = pick(HELP[i]);
    app.save(collection);
  }
}

migrate(
  (app) => {
    reorder(app, LEAD, true);
    setHelp(app, (h) => h[2]);
  },
  (app) => {
    reorder(app, ORIGINAL, false);
    setHelp(app, (h) => h[3]);
  },
);
