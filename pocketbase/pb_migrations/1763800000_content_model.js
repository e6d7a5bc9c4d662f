/// <reference path="../pb_data/types.d.ts" />
// The hotel's content model. Bilingual fields come in `_ar` / `_en` pairs so
// the admin UI shows both languages side by side.
//
// Rules: visitors read published content only; nothing anonymous writes.
// Guests' booking requests and contact messages have every rule locked
// (null), so only superusers can list, view, create, change or delete them;
// the website creates them server-side with a superuser session after
// validating them.

const PUBLISHED = "published = true";
const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
const IMAGE_MIME = ["image/jpeg", "image/png", "image/webp", "image/avif"];
const THUMBS = ["480x320", "960x640", "1600x0", "0x600"];

function text(name, opts) {
  return Object.assign({ name, type: "text", max: 300 }, opts || {});
}
function longText(name, opts) {
  return Object.assign({ name, type: "text", max: 2000 }, opts || {});
}
function editor(name, opts) {
  return Object.assign({ name, type: "editor", convertURLs: false, maxSize: 200000 }, opts || {});
}
function number(name, opts) {
  return Object.assign({ name, type: "number", onlyInt: true, min: 0 }, opts || {});
}
function images(name, opts) {
  return Object.assign({ name, type: "file", maxSelect: 8, maxSize: 8 * 1024 * 1024, mimeTypes: IMAGE_MIME, thumbs: THUMBS }, opts || {});
}
function pair(factory, base, opts, help) {
  return [
    factory(base + "_ar", Object.assign({ help: (help || "") + " (العربية)" }, opts || {})),
    factory(base + "_en", Object.assign({ help: (help || "") + " (English)" }, opts || {})),
  ];
}
function slug(help) {
  return text("slug", {
    required: true,
    max: 80,
    pattern: SLUG_PATTERN,
    presentable: false,
    help: help || "Lower-case words joined by dashes, e.g. deluxe-room. Used in links; change with care.",
  });
}
function published() {
  return { name: "published", type: "bool", help: "Only published records appear on the public site." };
}
function sortOrder() {
  return number("sort_order", { help: "Smaller numbers are shown first." });
}
function timestamps() {
  return [
    { name: "created", type: "autodate", onCreate: true, onUpdate: false },
    { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
  ];
}
function uniqueIndex(collection, field) {
  return "CREATE UNIQUE INDEX `idx_" + collection + "_" + field + "` ON `" + collection + "` (`" + field + "`)";
}
function publicRead(rule) {
  return { listRule: rule, viewRule: rule, createRule: null, updateRule: null, deleteRule: null };
}
const STAFF_ONLY = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };

function define(app, name, rules, fields, indexes) {
  const collection = new Collection(
    Object.assign({ type: "base", name, fields: fields.concat(timestamps()), indexes: indexes || [] }, rules),
  );
  app.save(collection);
  return collection;
}

const ORDER = [
  "settings",
  "room_types",
  "facilities",
  "offers",
  "catering",
  "pages",
  "tour_scenes",
  "ui_texts",
  "booking_requests",
  "contact_messages",
];

migrate(
  (app) => {
    define(app, "settings", publicRead(""), [
      ...pair(text, "hotel_name", { required: true, max: 120, presentable: true }, "Hotel name, used in the page title"),
      ...pair(longText, "tagline", { max: 300 }, "Short line under the name on the home page"),
      ...pair(longText, "blurb", { max: 600 }, "Brand blurb in the footer"),
      ...pair(text, "address", { required: true, max: 200 }, "Postal address"),
      text("phone", { required: true, max: 30, help: "Reservations phone in international form, e.g. +964 780 000 0000" }),
      text("whatsapp", { max: 30, help: "WhatsApp number in international form; empty hides the WhatsApp button" }),
      { name: "email", type: "email", required: true, help: "Public contact e-mail, also receives booking notifications" },
      { name: "facebook_url", type: "url", help: "Facebook page" },
      { name: "instagram_url", type: "url", help: "Instagram profile" },
      { name: "x_url", type: "url", help: "X (Twitter) profile" },
      { name: "map_lat", type: "number", min: -90, max: 90, required: true, help: "Map latitude" },
      { name: "map_lng", type: "number", min: -180, max: 180, required: true, help: "Map longitude" },
      number("map_zoom", { min: 1, max: 19, help: "Map zoom, 1 (world) to 19 (street)" }),
      {
        name: "reservation_state",
        type: "select",
        required: true,
        maxSelect: 1,
        values: ["open", "phone_only", "closed"],
        help: "open: the booking form is shown. phone_only: guests are asked to call. closed: bookings are paused.",
      },
      number("breakfast_cost", { help: "Breakfast price per guest per night, in the currency below" }),
      { name: "currency", type: "select", required: true, maxSelect: 1, values: ["IQD", "USD"], help: "Currency of all prices" },
      text("check_in_time", { max: 5, pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", help: "Check-in time, 24-hour HH:MM" }),
      text("check_out_time", { max: 5, pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", help: "Check-out time, 24-hour HH:MM" }),
      number("star_rating", { min: 1, max: 5, help: "Official star rating" }),
      number("airport_distance_km", { help: "Distance from Basra International Airport, km" }),
      {
        name: "company_profile",
        type: "file",
        maxSelect: 1,
        maxSize: 20 * 1024 * 1024,
        mimeTypes: ["application/pdf"],
        help: "Company profile PDF offered for download",
      },
    ]);

    define(
      app,
      "room_types",
      publicRead(PUBLISHED),
      [
        slug(),
        ...pair(text, "name", { required: true, max: 120, presentable: true }, "Room type name"),
        ...pair(longText, "summary", {}, "One or two sentences for cards"),
        ...pair(editor, "description", {}, "Full description"),
        {
          name: "category",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["standard", "deluxe", "superior", "executive_suite"],
          help: "Inventory category (the hotel's 75 rooms are counted per category)",
        },
        ...pair(text, "beds", { required: true, max: 120 }, "Beds, e.g. one king-size bed"),
        ...pair(text, "bathroom", { required: true, max: 120 }, "Bathroom, e.g. private bathroom with shower"),
        number("adults", { required: true, min: 1, max: 10, help: "Maximum adults" }),
        number("children", { min: 0, max: 10, help: "Maximum children" }),
        number("area_m2", { required: true, min: 1, max: 1000, help: "Area in square metres" }),
        number("price_per_night", { required: true, min: 1, help: "Price per night from, in the settings currency" }),
        number("room_count", { min: 0, max: 500, help: "How many rooms of this type the hotel has" }),
        images("images", { help: "Photos; the first is the cover" }),
        ...pair(text, "image_alt", { max: 200 }, "Describe the cover photo for screen readers"),
        sortOrder(),
        published(),
      ],
      [uniqueIndex("room_types", "slug")],
    );

    define(
      app,
      "facilities",
      publicRead(PUBLISHED),
      [
        slug(),
        {
          name: "route",
          type: "select",
          maxSelect: 1,
          values: ["gymfacility", "lobbyfacility", "MeetingRoomFacility", "ResturantFacility", "saunafacility", "facilitiesdetails"],
          help: "The page this facility has on the site; facilitiesdetails gathers the other services",
        },
        ...pair(text, "name", { required: true, max: 120, presentable: true }, "Facility name"),
        ...pair(longText, "summary", {}, "One or two sentences for cards"),
        ...pair(editor, "body", {}, "Full description"),
        { name: "floor", type: "number", onlyInt: true, min: -3, max: 50, help: "Floor (0 is the ground floor); empty if not relevant" },
        number("capacity", { max: 5000, help: "People it holds; empty if not relevant" }),
        number("screen_inches", { max: 300, help: "Screen size in inches; empty if none" }),
        ...pair(text, "hours", { max: 120 }, "Opening hours"),
        { name: "extra_fee", type: "bool", help: "Tick when the service costs extra" },
        images("images", { help: "Photos; the first is the cover" }),
        ...pair(text, "image_alt", { max: 200 }, "Describe the cover photo for screen readers"),
        sortOrder(),
        published(),
      ],
      [uniqueIndex("facilities", "slug")],
    );

    const roomTypes = app.findCollectionByNameOrId("room_types");
    define(
      app,
      "offers",
      publicRead(PUBLISHED + ' && (valid_from = "" || valid_from <= @todayEnd) && (valid_through = "" || valid_through >= @todayStart)'),
      [
        slug(),
        ...pair(text, "title", { required: true, max: 160, presentable: true }, "Offer title"),
        ...pair(longText, "summary", {}, "One or two sentences for cards"),
        ...pair(editor, "body", {}, "What the offer includes"),
        ...pair(editor, "terms", {}, "Terms and conditions"),
        ...pair(text, "includes", { max: 300 }, "Extras included, e.g. a dinner card for two"),
        { name: "valid_from", type: "date", help: "First day the offer is shown and bookable (empty: now)" },
        { name: "valid_through", type: "date", help: "Last day; the offer disappears from the site after it" },
        number("discount_percent", { max: 100, help: "Discount in percent (0 for none)" }),
        number("discount_night", { min: 0, max: 30, help: "Which night gets the discount, e.g. 2 for the second night (0: every night)" }),
        number("min_nights", { min: 0, max: 30, help: "Stays shorter than this get no discount" }),
        {
          name: "room_type",
          type: "relation",
          collectionId: roomTypes.id,
          maxSelect: 1,
          cascadeDelete: false,
          help: "Room type the offer is booked in (empty: guest chooses)",
        },
        images("image", { maxSelect: 1, help: "Offer photo" }),
        ...pair(text, "image_alt", { max: 200 }, "Describe the photo for screen readers"),
        sortOrder(),
        published(),
      ],
      [uniqueIndex("offers", "slug")],
    );

    define(
      app,
      "catering",
      publicRead(PUBLISHED),
      [
        slug(),
        ...pair(text, "title", { required: true, max: 160, presentable: true }, "Section title"),
        ...pair(longText, "summary", {}, "One or two sentences"),
        ...pair(editor, "body", {}, "Full text"),
        number("founded_year", { min: 1900, max: 2100, help: "Year the company was founded" }),
        number("capacity", { max: 5000, help: "Guests served at once, e.g. banquets up to 300" }),
        images("images", { help: "Photos; the first is the cover" }),
        ...pair(text, "image_alt", { max: 200 }, "Describe the cover photo for screen readers"),
        sortOrder(),
        published(),
      ],
      [uniqueIndex("catering", "slug")],
    );

    define(
      app,
      "pages",
      publicRead(PUBLISHED),
      [
        slug("about, terms, privacy, cookies or help"),
        ...pair(text, "title", { required: true, max: 160, presentable: true }, "Page title"),
        ...pair(longText, "summary", {}, "Introduction and search-engine description"),
        ...pair(editor, "body", {}, "Page text"),
        images("image", { maxSelect: 1, help: "Header photo" }),
        ...pair(text, "image_alt", { max: 200 }, "Describe the photo for screen readers"),
        published(),
      ],
      [uniqueIndex("pages", "slug")],
    );

    define(
      app,
      "tour_scenes",
      publicRead(PUBLISHED),
      [
        slug(),
        ...pair(text, "title", { required: true, max: 160, presentable: true }, "Scene name"),
        ...pair(longText, "description", {}, "What the guest sees"),
        images("panorama", {
          maxSelect: 1,
          maxSize: 30 * 1024 * 1024,
          help: "360° equirectangular photo, 2:1 (e.g. 6000×3000)",
        }),
        { name: "initial_yaw", type: "number", min: -180, max: 180, help: "Direction the view opens at, degrees" },
        sortOrder(),
        published(),
      ],
      [uniqueIndex("tour_scenes", "slug")],
    );

    define(
      app,
      "ui_texts",
      publicRead(""),
      [
        text("key", {
          required: true,
          max: 120,
          pattern: "^[A-Za-z0-9]+(\\.[A-Za-z0-9_]+)+$",
          presentable: true,
          help: "Message key from the site, e.g. Header.contact",
        }),
        ...pair(longText, "value", {}, "Replacement text; leave empty to keep the built-in text"),
      ],
      [uniqueIndex("ui_texts", "key")],
    );

    const offers = app.findCollectionByNameOrId("offers");
    define(
      app,
      "booking_requests",
      STAFF_ONLY,
      [
        text("reference", { required: true, max: 20, presentable: true, help: "Short reference given to the guest" }),
        {
          name: "status",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["new", "confirmed", "cancelled"],
          help: "new → confirmed (after the phone call) or cancelled",
        },
        { name: "locale", type: "select", required: true, maxSelect: 1, values: ["ar", "en"] },
        { name: "check_in", type: "date", required: true },
        { name: "check_out", type: "date", required: true },
        number("nights", { required: true, min: 1, max: 60 }),
        number("guests", { required: true, min: 1, max: 60 }),
        number("rooms", { required: true, min: 1, max: 20 }),
        text("first_name", { required: true, max: 80 }),
        text("last_name", { required: true, max: 80 }),
        text("phone", { required: true, max: 30 }),
        { name: "email", type: "email" },
        { name: "room_type", type: "relation", collectionId: app.findCollectionByNameOrId("room_types").id, maxSelect: 1, required: true },
        { name: "offer", type: "relation", collectionId: offers.id, maxSelect: 1 },
        { name: "breakfast", type: "bool" },
        number("total_price", { required: true, min: 1, help: "Computed by the server" }),
        { name: "currency", type: "select", required: true, maxSelect: 1, values: ["IQD", "USD"] },
        { name: "price_breakdown", type: "json", maxSize: 20000 },
        longText("staff_notes", { help: "Internal notes, never shown to the guest" }),
      ],
      [uniqueIndex("booking_requests", "reference")],
    );

    define(app, "contact_messages", STAFF_ONLY, [
      text("name", { required: true, max: 120, presentable: true }),
      text("phone", { max: 30 }),
      { name: "email", type: "email" },
      longText("message", { required: true, max: 5000 }),
      { name: "locale", type: "select", required: true, maxSelect: 1, values: ["ar", "en"] },
      { name: "status", type: "select", required: true, maxSelect: 1, values: ["new", "handled"] },
    ]);
  },
  (app) => {
    for (const name of ORDER.slice().reverse()) {
      try {
        app.delete(app.findCollectionByNameOrId(name));
      } catch (_) {
        // already gone
      }
    }
  },
);
