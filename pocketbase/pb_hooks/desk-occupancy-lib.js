// The desk's occupancy grid (desk-occupancy.pb.js): per room type and night,
// the rooms held (the held-nights table, held-nights-lib.js: confirmed,
// arrived, and no-shows before their release), the rooms new requests ask
// for, and the published closures. Three queries whatever the number of
// requests: one over the held-nights table, one over the new requests that
// meet the window (an index on status and dates), one over the closures.
// Plain ES2015 + CommonJS (goja).

const MAX_NIGHTS = 60;

// Required once per VM: require() looks its path up on the disk at every call, even for a loaded module.
const rules = require(`${__hooks}/booking-rules.gen.js`);

const held = require(`${__hooks}/held-nights-lib.js`);

/** The nights the grid may show: up to MAX_NIGHTS, from yesterday in Basra to the booking window's end. */
function gridWindow(firstText, nightsText, nowMs) {
  return held.askedWindow(firstText, nightsText, nowMs, { most: MAX_NIGHTS, ahead: held.windowNights(), defaultNights: MAX_NIGHTS });
}

/** Every room type with rooms, drafts too (a request may hold one), in the site's order. */
function roomTypes(app) {
  const rows = arrayOf(new DynamicModel({ id: "", name_ar: "", name_en: "", room_count: 0, published: false }));
  app
    .db()
    .newQuery(
      "SELECT id, name_ar, name_en, CAST(room_count AS INTEGER) AS room_count, published FROM room_types" +
        " WHERE CAST(room_count AS INTEGER) > 0 ORDER BY published DESC, sort_order, name_en, id",
    )
    .all(rows);
  return rows;
}

/** Rooms held per "type|index" (index: nights from `first`), from the held-nights table. */
function heldCounts(app, first, nights) {
  const rows = arrayOf(new DynamicModel({ day: 0, room_type: "", rooms: 0 }));
  const from = held.dayNumber(first);
  app
    .db()
    .newQuery("SELECT day, room_type, rooms FROM " + held.TABLE + " WHERE day >= {:from} AND day < {:to}")
    .bind({ from: from, to: from + nights })
    .all(rows);
  const out = {};
  rows.forEach(function (row) {
    out[row.room_type + "|" + (row.day - from)] = row.rooms;
  });
  return out;
}

/** Rooms asked for by new requests per "type|index", over the nights of the window. */
function waitingCounts(app, first, nights) {
  const last = rules.addDays(first, nights - 1);
  const rows = arrayOf(new DynamicModel({ check_in: "", check_out: "", room_type: "", rooms: 0, room_lines: "" }));
  // Stored days may carry a time of day: a day's margin, then exact in JS (as availability-lib's confirmedStays).
  app
    .db()
    .newQuery(
      "SELECT check_in, check_out, room_type, rooms, COALESCE(room_lines, '') AS room_lines FROM booking_requests" +
        " WHERE status = 'new' AND check_out > {:before} AND check_in < {:after}",
    )
    .bind({ after: rules.addDays(last, 2) + " 00:00:00.000Z", before: rules.addDays(first, -1) + " 00:00:00.000Z" })
    .all(rows);
  const stays = rows.map(require(`${__hooks}/availability-lib.js`).stayOfRow);
  const byNight = held.heldRooms(
    stays.filter(function (stay) {
      return stay.checkIn && stay.checkOut && stay.checkIn < stay.checkOut;
    }),
    first,
    last,
  );
  const out = {};
  Object.keys(byNight).forEach(function (key) {
    const bar = key.lastIndexOf("|");
    out[key.slice(0, bar) + "|" + rules.daysBetween(first, key.slice(bar + 1))] = byNight[key];
  });
  return out;
}

/** The published closures meeting the window, their nights as Basra days (the admin UI stores 21:00 UTC the day before). */
function closuresIn(app, first, nights) {
  const last = rules.addDays(first, nights - 1);
  const rows = arrayOf(new DynamicModel({ id: "", room_type: "", first_night: "", last_night: "", reason_ar: "", reason_en: "" }));
  app
    .db()
    .newQuery(
      "SELECT id, COALESCE(room_type, '') AS room_type, first_night, last_night, reason_ar, reason_en FROM closures" +
        " WHERE published = TRUE AND first_night < {:after} AND last_night >= {:before} ORDER BY first_night, id",
    )
    .bind({ after: rules.addDays(last, 1) + " 00:00:00.000Z", before: rules.addDays(first, -1) + " 00:00:00.000Z" })
    .all(rows);
  return rows
    .map(function (row) {
      return {
        id: row.id,
        roomType: row.room_type,
        firstNight: rules.hotelDay(row.first_night) || "",
        lastNight: rules.hotelDay(row.last_night) || "",
        reason: { ar: row.reason_ar, en: row.reason_en },
      };
    })
    .filter(function (closure) {
      return closure.firstNight && closure.lastNight && closure.firstNight <= last && closure.lastNight >= first;
    });
}

/**
 * The grid: `{ first, nights, today, types: [{ id, name, rooms, published,
 * held: [n…], waiting: [n…], closed: [closure index or -1…] }], closures }`,
 * a list per night. Free rooms are the type's rooms less those held.
 */
function occupancy(app, window) {
  const first = window.first;
  const nights = window.nights;
  const heldBy = heldCounts(app, first, nights);
  const waitingBy = waitingCounts(app, first, nights);
  const closures = closuresIn(app, first, nights);
  const types = roomTypes(app).map(function (type) {
    const row = { id: type.id, name: { ar: type.name_ar, en: type.name_en }, rooms: type.room_count, published: type.published };
    row.held = [];
    row.waiting = [];
    row.closed = [];
    for (let i = 0; i < nights; i++) {
      const night = rules.addDays(first, i);
      row.held.push(heldBy[type.id + "|" + i] || 0);
      row.waiting.push(waitingBy[type.id + "|" + i] || 0);
      let closedBy = -1;
      for (let c = 0; c < closures.length && closedBy < 0; c++) {
        const closure = closures[c];
        if ((closure.roomType === "" || closure.roomType === type.id) && closure.firstNight <= night && night <= closure.lastNight) {
          closedBy = c;
        }
      }
      row.closed.push(closedBy);
    }
    return row;
  });
  return { first: first, nights: nights, today: window.today, types: types, closures: closures };
}

module.exports = { MAX_NIGHTS, gridWindow, occupancy };
