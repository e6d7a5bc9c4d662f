/// <reference path="../pb_data/types.d.ts" />
// "N rooms left" on /book shows only at or below this many free rooms of the
// chosen type over the guest's nights (pb_hooks/availability.pb.js sends it
// with the counts). Existing settings records start at 3; 0 never shows it.

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.addAt(
      settings.fields.fieldNames().indexOf("breakfast_cost") + 1,
      new NumberField({
        name: "rooms_left_threshold",
        min: 0,
        max: 500,
        onlyInt: true,
        help: 'Show "N rooms left" on the booking page when N is at or below this number (0: never)',
      }),
    );
    app.save(settings);
    app.db().newQuery("UPDATE settings SET rooms_left_threshold = 3").execute();
  },
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("rooms_left_threshold");
    app.save(settings);
  },
);
