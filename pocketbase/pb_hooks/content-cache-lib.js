// What staff edit in the admin UI (settings, room types, extras, offers,
// seasons and closures) is read on every booking, twice (the site's check
// and PocketBase's), and by every e-mail the booking queues, but changes only
// when staff save it. Each hook VM keeps what it read until the next such save
// (content-cache.pb.js counts a generation on, after the commit) or the next
// day in Basra (an offer's rule compares days). Read with a transaction's app,
// it gives what was committed: a booking never changes content. Records kept
// here are shared by later calls: read them, never change them.
// Plain ES2015 + CommonJS (goja).

const GENERATION = "content.generation";
const rules = require(`${__hooks}/booking-rules.gen.js`);

// This VM's readings: { key: { stamp, value } }.
const kept = {};

/** Something staff edit was saved (after the commit). */
function changed(app) {
  const store = app.store();
  store.set(GENERATION, (Number(store.get(GENERATION)) || 0) + 1);
}

function stamp(app) {
  const day = rules.hotelDayAt(Date.now());
  return (Number(app.store().get(GENERATION)) || 0) + "|" + day;
}

/** `read()`'s value, read again only after a content save or at the day's turn. */
function remembered(app, key, read) {
  // Stamped before reading: a save that lands while reading makes the next call read again.
  const now = stamp(app);
  const hit = kept[key];
  if (hit && hit.stamp === now) return hit.value;
  const value = read();
  kept[key] = { stamp: now, value: value };
  return value;
}

/** The settings in force (the newest record), or null. */
function settings(app) {
  return remembered(app, "settings", () => {
    const list = app.findRecordsByFilter("settings", "", "-created", 1, 0);
    return list.length > 0 ? list[0] : null;
  });
}

/** Every record of a content collection, by id and by slug (when it has one). */
function byKey(app, collection) {
  return remembered(app, "all:" + collection, () => {
    // Without a prototype: an id a request names ("constructor") must find nothing.
    const out = { id: Object.create(null), slug: Object.create(null) };
    app.findAllRecords(collection).forEach((record) => {
      out.id[record.id] = record;
      const slug = record.getString("slug");
      if (slug) out.slug[slug] = record;
    });
    return out;
  });
}

/** The record of `collection` with this id, or null. */
function findById(app, collection, id) {
  return byKey(app, collection).id[id] || null;
}

/** The record of `collection` with this slug, or null. */
function findBySlug(app, collection, slug) {
  return byKey(app, collection).slug[slug] || null;
}

/**
 * The records its list rule shows anyone (null: staff only, none; "": all),
 * the rule as the query. Only for rules that do not depend on who asks.
 */
function listed(app, collection) {
  return remembered(app, "listed:" + collection, () => {
    const rule = app.findCachedCollectionByNameOrId(collection).listRule;
    return rule === null ? [] : app.findRecordsByFilter(collection, rule || "id != ''", "", 0, 0);
  });
}

module.exports = { changed, remembered, settings, findById, findBySlug, listed };
