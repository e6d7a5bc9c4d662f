/// <reference path="../pb_data/types.d.ts" />
// Several rooms in one booking request, and the extras a guest can add to it.
//
// booking_requests.room_lines holds every room asked for, as
// [{ room_type, rooms, adults, children }] (room_type a room_types id; adults
// and children are the line's totals over its rooms). The older fields stay
// filled (room_type: the first line's type, rooms and guests: the totals), so
// whatever reads them keeps working; requests stored before this change have
// no room_lines, and their single room is those fields.
// booking_requests.extras holds the ids of the extras chosen; what each cost
// is in price_breakdown, computed by PocketBase (pb_hooks/bookings.pb.js).
//
// extras: the hotel's bilingual add-ons (airport pickup, extra bed, late
// check-out), content like the rest: guests read published ones, staff write.

const PUBLISHED = "published = true";

migrate(
  (app) => {
    const bookings = app.findCollectionByNameOrId("booking_requests");
    bookings.fields.add(
      new JSONField({
        name: "room_lines",
        maxSize: 5000,
        help: "Every room asked for: [{ room_type, rooms, adults, children }]. Empty on requests made before several rooms could be asked for.",
      }),
    );
    bookings.fields.add(
      new JSONField({ name: "extras", maxSize: 2000, help: "The ids of the extras the guest chose; their prices are in price_breakdown." }),
    );
    app.save(bookings);

    app.save(
      new Collection({
        type: "base",
        name: "extras",
        listRule: PUBLISHED,
        viewRule: PUBLISHED,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: "slug",
            type: "text",
            required: true,
            max: 80,
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
            help: "Lower-case words joined by dashes, e.g. airport-pickup.",
          },
          { name: "name_ar", type: "text", required: true, max: 120, presentable: true, help: "Name shown to guests (العربية)" },
          { name: "name_en", type: "text", required: true, max: 120, help: "Name shown to guests (English)" },
          {
            name: "pricing",
            type: "select",
            required: true,
            maxSelect: 1,
            values: ["per_stay", "per_night", "per_guest"],
            help: "per_stay: once per request; per_night: every night of the stay; per_guest: once for each guest.",
          },
          { name: "price", type: "number", required: false, onlyInt: true, min: 0, help: "Price in the settings' currency (0: free)." },
          { name: "sort_order", type: "number", onlyInt: true, help: "Smaller numbers are shown first." },
          { name: "published", type: "bool", help: "Only published extras can be chosen on /book." },
          { name: "created", type: "autodate", onCreate: true, onUpdate: false },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX `idx_extras_slug` ON `extras` (`slug`)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("extras"));
    const bookings = app.findCollectionByNameOrId("booking_requests");
    bookings.fields.removeByName("room_lines");
    bookings.fields.removeByName("extras");
    app.save(bookings);
  },
);
