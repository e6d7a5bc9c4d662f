// Shared code of rates.pb.js (each hook handler runs in its own VM, so they
// require() this file). Plain ES2015 + CommonJS (goja).
//
// Days: the admin UI stores a day picked in Basra as 21:00 UTC of the day
// before (see pb_migrations/1764000000_rates_and_closures.js), so every
// comparison here is on Basra calendar days (UTC+3, no daylight saving).

const RANGED = ["seasonal_rates", "closures"];

/** "2026-12-09 21:00:00.000Z" → "2026-12-10" (the Basra day, as the site reads it); "" when empty or unreadable. */
function basraDay(value) {
  return require(`${__hooks}/booking-rules.gen.js`).hotelDay(value) || "";
}

function rangeOf(record) {
  return {
    id: record.id,
    first: basraDay(record.getString("first_night")),
    last: basraDay(record.getString("last_night")),
    roomType: record.getString("room_type"),
    published: record.getBool("published"),
    name: record.getString(record.collection().name === "closures" ? "reason_en" : "name_en"),
    priority: record.collection().name === "seasonal_rates" ? record.getInt("priority") : 0,
  };
}

/** Field errors for a season or closure, in staff's words; {} when it is fine. */
function rangeErrors(record) {
  const errors = {};
  const range = rangeOf(record);
  if (range.first && range.last && range.last < range.first) {
    errors.last_night = "The last night (" + range.last + ") is before the first night (" + range.first + "). Swap the two dates.";
  }
  if (record.collection().name !== "seasonal_rates") return errors;

  const price = record.getInt("nightly_price");
  const percent = record.getInt("percent_change");
  const minStay = record.getInt("min_stay");
  if (price < 0) errors.nightly_price = "A nightly price must be more than 0 dinars. Leave it empty (0) to use a percentage instead.";
  if (price > 0 && percent !== 0) {
    errors.percent_change = "Set either a nightly price or a percentage change, not both. Clear one of them (0).";
  }
  if (percent <= -100) {
    errors.percent_change = "A change of " + percent + "% would make the night free or negative. Use a value above -100.";
  }
  if (price === 0 && percent === 0 && minStay === 0) {
    errors.nightly_price = "Set a nightly price, a percentage change or a minimum stay: as it is, this season changes nothing.";
  }
  return errors;
}

function refuseInvalidRange(record) {
  const errors = rangeErrors(record);
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const data = {};
  for (let i = 0; i < fields.length; i++) data[fields[i]] = new ValidationError("validation_invalid_range", errors[fields[i]]);
  throw new BadRequestError(errors[fields[0]], data);
}

function overlapsWith(a, b) {
  if (a.id === b.id || !a.first || !a.last || !b.first || !b.last) return false;
  if (a.roomType && b.roomType && a.roomType !== b.roomType) return false;
  return a.first <= b.last && b.first <= a.last;
}

function describe(range, collection) {
  let text = range.name + " (" + range.first + " … " + range.last;
  if (collection === "seasonal_rates") text += ", priority " + range.priority;
  if (!range.published) text += ", draft";
  return text + ")";
}

/** "Overlaps with: Eid al-Adha (2027-05-15 … 2027-05-19, priority 5)" or "". */
function overlapText(range, others, collection) {
  const hits = [];
  for (let i = 0; i < others.length; i++) if (overlapsWith(range, others[i])) hits.push(describe(others[i], collection));
  return hits.length ? "Overlaps with: " + hits.join("; ") : "";
}

/** Sets the saved record's own overlaps text (before the save, so the admin UI shows it at once). */
function setOwnOverlaps(app, record) {
  const collection = record.collection().name;
  const others = app.findAllRecords(collection).map(rangeOf);
  record.set("overlaps", overlapText(rangeOf(record), others, collection));
}

/**
 * After a save or delete, the other rows' texts may have changed too. They
 * are written with plain SQL: that is not an edit by staff, so it must not
 * touch `updated`, run these hooks again, or revalidate the site.
 */
function refreshOverlaps(app, collection) {
  const records = app.findAllRecords(collection);
  const ranges = records.map(rangeOf);
  for (let i = 0; i < records.length; i++) {
    const text = overlapText(ranges[i], ranges, collection);
    if (records[i].getString("overlaps") === text) continue;
    app
      .db()
      .newQuery("UPDATE `" + collection + "` SET `overlaps` = {:text} WHERE `id` = {:id}")
      .bind({ text: text, id: records[i].id })
      .execute();
  }
}

module.exports = { RANGED, basraDay, rangeErrors, refuseInvalidRange, overlapText, setOwnOverlaps, refreshOverlaps };
