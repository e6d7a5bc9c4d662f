/// <reference path="../pb_data/types.d.ts" />
// The site shows Hijri dates from the Umm al-Qura calendar; in Iraq a month
// begins by moon sighting and can start a day before or after it, so staff
// move the Hijri display by a day. Only -1, 0 and 1 are accepted.

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.addAt(
      settings.fields.fieldNames().indexOf("usd_rate_set_on") + 1,
      new NumberField({
        name: "hijri_shift",
        onlyInt: true,
        min: -1,
        max: 1,
        // PocketBase keeps help texts to 300 characters.
        help:
          "Moves the site's Hijri dates by a day. 0: the Umm al-Qura calendar. -1: the month began in Iraq a day later " +
          "(Umm al-Qura: 1 Ramadan 1447 = 18 Feb 2026; Iraq on 19 Feb: set -1). 1: it began a day earlier. " +
          "Back to 0 once a month begins the same day in both.",
      }),
    );
    app.save(settings);
  },
  (app) => {
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("hijri_shift");
    app.save(settings);
  },
);
