/// <reference path="../pb_data/types.d.ts" />
// extras: what a guest can add to a booking request (airport pickup, extra
// bed, late check-out), bilingual content like the rest: guests read
// published ones, staff write; priced per stay, per night or per guest.

const PUBLISHED = "published = true";

migrate(
  (app) => {
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
  },
);
