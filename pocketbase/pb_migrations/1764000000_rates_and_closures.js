/// <reference path="../pb_data/types.d.ts" />
// Seasonal rates, closed nights (stop-sell) and minimum stays, edited by
// staff; and the dollar rate the site shows approximate USD prices with.
//
// Days are the hotel's: like offers (1763800210_offer_days_in_basra.js), the
// admin UI stores a day picked in Basra as 21:00 UTC of the day before, and
// the site and the hooks read it back as the Basra day. The fields are named
// first_night / last_night because that is what they hold, both inclusive: a
// night is the date its evening starts, so a closure whose last night is
// 12 December still lets a guest check out on the morning of the 13th, and
// check in that afternoon.
//
// Rules: guests (and the site, which reads like a guest) see published rows;
// the site filters by date itself. Only staff write. `overlaps` is kept by
// pb_hooks/rates.pb.js, because the admin UI cannot add computed columns.

const PUBLISHED = "published = true";
const READ_PUBLISHED = { listRule: PUBLISHED, viewRule: PUBLISHED, createRule: null, updateRule: null, deleteRule: null };

const NIGHT_HELP = " A day in Basra; both the first and the last night are included.";

function dates() {
  return [
    { name: "first_night", type: "date", required: true, help: "First night of the range." + NIGHT_HELP },
    {
      name: "last_night",
      type: "date",
      required: true,
      help: "Last night of the range (guests can check out the next morning)." + NIGHT_HELP,
    },
  ];
}

function roomType(app, help) {
  return {
    name: "room_type",
    type: "relation",
    collectionId: app.findCollectionByNameOrId("room_types").id,
    maxSelect: 1,
    cascadeDelete: false,
    help: help,
  };
}

function overlaps(what) {
  return {
    name: "overlaps",
    type: "text",
    max: 2000,
    help: "Filled in by the site when you save: the other " + what + " whose nights overlap this one. Leave it as it is.",
  };
}

/** A collection of ranges of nights: its own fields, then the overlaps text and the timestamps; guests read published rows. */
function rangeCollection(name, what, fields) {
  return new Collection(
    Object.assign(
      {
        type: "base",
        name: name,
        fields: fields.concat([
          overlaps(what),
          { name: "created", type: "autodate", onCreate: true, onUpdate: false },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ]),
        indexes: ["CREATE INDEX `idx_" + name + "_first_night` ON `" + name + "` (`first_night`)"],
      },
      READ_PUBLISHED,
    ),
  );
}

migrate(
  (app) => {
    app.save(
      rangeCollection("seasonal_rates", "seasons", [
        { name: "name_ar", type: "text", required: true, max: 120, presentable: true, help: "Season name shown to guests (العربية)" },
        { name: "name_en", type: "text", required: true, max: 120, help: "Season name shown to guests (English)" },
        { name: "published", type: "bool", help: "Only published seasons change prices and stay rules on the site." },
        ...dates(),
        roomType(app, "The room type it prices; empty: every room type."),
        {
          name: "nightly_price",
          type: "number",
          onlyInt: true,
          help: "Price per room per night in Iraqi dinars during the season. Leave empty (0) to use the percentage instead.",
        },
        {
          name: "percent_change",
          type: "number",
          onlyInt: true,
          help: "Instead of a price: whole percent added to the room's own price (e.g. 25), or taken off (e.g. -10).",
        },
        {
          name: "priority",
          type: "number",
          onlyInt: true,
          min: 0,
          max: 100,
          help: "Where seasons overlap, the higher priority sets the price (at equal priority, one for a single room type wins).",
        },
        {
          name: "min_stay",
          type: "number",
          onlyInt: true,
          min: 0,
          max: 30,
          help: "Minimum nights for stays arriving during the season; 0: none. A season can set only this, with no price change.",
        },
      ]),
    );
    app.save(
      rangeCollection("closures", "closures", [
        {
          name: "reason_ar",
          type: "text",
          required: true,
          max: 200,
          presentable: true,
          help: "Why the nights are closed, shown to guests (العربية)",
        },
        { name: "reason_en", type: "text", required: true, max: 200, help: "Why the nights are closed, shown to guests (English)" },
        { name: "published", type: "bool", help: "Only published closures close nights on the site." },
        ...dates(),
        roomType(app, "The room type that is closed; empty: the whole hotel."),
      ]),
    );

    const settings = app.findCollectionByNameOrId("settings");
    const currency = settings.fields.getByName("currency");
    settings.fields.addAt(
      settings.fields.fieldNames().indexOf("currency") + 1,
      new NumberField({
        name: "usd_rate",
        min: 0,
        help: "Iraqi dinars per US dollar, e.g. 1310. Guests who choose dollars see prices converted at this rate, as an approximation; requests stay in dinars. 0 hides dollars.",
      }),
    );
    settings.fields.addAt(
      settings.fields.fieldNames().indexOf("usd_rate") + 1,
      new DateField({ name: "usd_rate_set_on", help: "The day the dollar rate was set; shown to guests beside dollar prices." }),
    );
    if (currency) currency.help = "Currency prices are kept and requested in (IQD). Dollars are shown beside them with usd_rate.";
    app.save(settings);
  },
  (app) => {
    for (const name of ["seasonal_rates", "closures"]) app.delete(app.findCollectionByNameOrId(name));
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("usd_rate");
    settings.fields.removeByName("usd_rate_set_on");
    const currency = settings.fields.getByName("currency");
    if (currency) currency.help = "Currency of all prices";
    app.save(settings);
  },
);
