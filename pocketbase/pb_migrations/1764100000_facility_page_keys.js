/// <reference path="../pb_data/types.d.ts" />
// A facility's `route` says which page of the site shows it. It used to hold
// the legacy site's URL segments (with their misspelling, "ResturantFacility");
// now it holds neutral keys, and the website alone maps each key to its public
// URL (web/src/lib/site.ts). Existing records are rewritten here, both ways.

const KEYS = [
  ["gymfacility", "gym"],
  ["lobbyfacility", "lobby"],
  ["MeetingRoomFacility", "meeting-room"],
  ["ResturantFacility", "restaurant"],
  ["saunafacility", "sauna"],
  ["facilitiesdetails", "services"],
];

const HELP_NEW = "The page this facility has on the site; services gathers the other services on one page";
const HELP_OLD = "The page this facility has on the site; facilitiesdetails gathers the other services";

function rekey(app, from, to, help) {
  const facilities = app.findCollectionByNameOrId("facilities");
  const field = facilities.fields.getByName("route");
  // Plain SQL: no record hooks (the revalidation webhook) run inside a migration.
  for (const pair of KEYS) {
    app.db().newQuery("UPDATE facilities SET route = {:to} WHERE route = {:from}").bind({ from: pair[from], to: pair[to] }).execute();
  }
  field.values = KEYS.map((pair) => pair[to]);
  field.help = help;
  app.save(facilities);
}

migrate(
  (app) => rekey(app, 0, 1, HELP_NEW),
  (app) => rekey(app, 1, 0, HELP_OLD),
);
