// The rooms confirmed requests hold, per room type and night, in a table of
// their own (availability_held, the 1765060000 migration), so that the public
// availability route (availability.pb.js) reads at most one row per room type
// and night of its window: its cost does not grow with the number of
// requests. The hooks recount a request's nights from booking_requests in the
// same transaction as its save, and the whole table at each start; the
// reading of requests is availability-lib.js's, the days and limits the
// site's rules (booking-rules.gen.js). Plain ES2015 + CommonJS (goja).

const TABLE = "availability_held";
const DAY_MS = 86400000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Required once per VM: require() looks its path up on the disk at every call, even for a loaded module.
const availability = require(`${__hooks}/availability-lib.js`);

const rules = require(`${__hooks}/booking-rules.gen.js`);

/** What /book's calendar can show: a stay from today to the booking window's end. */
function windowNights() {
  const limits = rules.BOOKING_LIMITS;
  return limits.maxAdvanceDays + limits.maxNights;
}

/** A night as the table keys it: days since 1970-01-01. */
function dayNumber(day) {
  return Math.round(Date.parse(day + "T00:00:00Z") / DAY_MS);
}

function isDay(text) {
  if (!DAY.test(text)) return false;
  const ms = Date.parse(text + "T00:00:00Z");
  return !isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/**
 * A first day and a number of nights as a query asks for them, checked against
 * `bounds`: the first day from yesterday in Basra (the held-nights table keeps
 * nothing older, and a page left open over midnight still asks from there) to
 * `ahead` days on, and 1 to `most` nights. With `defaultNights`, either may be
 * left out (today, that many nights). `{ first, nights, today }` or `{ error }`.
 */
function askedWindow(firstText, nightsText, nowMs, bounds) {
  const today = rules.hotelDayAt(nowMs);
  const optional = bounds.defaultNights !== undefined;
  const first = firstText ? String(firstText) : optional ? today : "";
  const nights = nightsText ? Number(nightsText) : optional ? bounds.defaultNights : NaN;
  if (!isDay(first)) return { error: "first must be a day (YYYY-MM-DD)." };
  if (!Number.isInteger(nights) || nights < 1 || nights > bounds.most) {
    return { error: "nights must be a whole number from 1 to " + bounds.most + "." };
  }
  if (first < rules.addDays(today, -1)) return { error: "first must not be before yesterday in Basra (today is " + today + ")." };
  if (rules.daysBetween(today, first) > bounds.ahead) return { error: "first must be at most " + bounds.ahead + " days ahead." };
  return { first: first, nights: nights, today: today };
}

/**
 * What GET /api/availability may answer: only what /book asks for, a stay
 * within the booking window, cut to the nights from today (the answer names
 * its first night). `{ error }` for anything else.
 */
function availabilityWindow(firstText, nightsText, nowMs) {
  const asked = askedWindow(firstText, nightsText, nowMs, { most: windowNights(), ahead: rules.BOOKING_LIMITS.maxAdvanceDays });
  return asked.error ? asked : counted(asked.today, asked.first, rules.addDays(asked.first, asked.nights));
}

/** The nights from `first` until `end` (a day, not counted) that the window holds: from today, to the window's end. */
function counted(today, first, end) {
  const from = first < today ? today : first;
  const windowEnd = rules.addDays(today, windowNights());
  const until = end < windowEnd ? end : windowEnd;
  return { first: from, nights: Math.max(0, rules.daysBetween(from, until)) };
}

/** Rooms held per "type|night" by `stays` (availability-lib's confirmedStays) on the nights first … last. */
function heldRooms(stays, first, last) {
  const held = {};
  stays.forEach(function (stay) {
    const from = stay.checkIn > first ? stay.checkIn : first;
    const lastNight = rules.addDays(stay.checkOut, -1);
    const to = lastNight < last ? lastNight : last;
    for (let night = from; night <= to; night = rules.addDays(night, 1)) {
      Object.keys(stay.rooms).forEach(function (type) {
        const key = type + "|" + night;
        held[key] = (held[key] || 0) + stay.rooms[type];
      });
    }
  });
  return held;
}

function tableExists(app) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = {:name}").bind({ name: TABLE }).one(row);
  return row.n > 0;
}

/** Counts the nights first … last again from the confirmed requests. Inside the save's transaction, with its app. */
function recount(app, first, last) {
  if (!first || !last || last < first) return;
  const held = heldRooms(availability.confirmedStays(app, first, last, ""), first, last);
  app
    .db()
    .newQuery("DELETE FROM " + TABLE + " WHERE day >= {:first} AND day <= {:last}")
    .bind({ first: dayNumber(first), last: dayNumber(last) })
    .execute();
  const keys = Object.keys(held).filter(function (key) {
    return held[key] > 0;
  });
  // A few hundred rows a statement.
  for (let start = 0; start < keys.length; start += 300) {
    const params = {};
    const values = keys.slice(start, start + 300).map(function (key, i) {
      const bar = key.lastIndexOf("|");
      params["t" + i] = key.slice(0, bar);
      params["d" + i] = dayNumber(key.slice(bar + 1));
      params["r" + i] = held[key];
      return "({:d" + i + "}, {:t" + i + "}, {:r" + i + "})";
    });
    app
      .db()
      .newQuery("INSERT INTO " + TABLE + " (day, room_type, rooms) VALUES " + values.join(", "))
      .bind(params)
      .execute();
  }
}

/** The whole table again, from yesterday on (earlier nights are never read): at each start, and by the migration. */
function rebuild(app, nowMs) {
  if (!tableExists(app)) return;
  const from = rules.addDays(rules.hotelDayAt(nowMs), -1);
  app.runInTransaction(function (txApp) {
    txApp
      .db()
      .newQuery("DELETE FROM " + TABLE)
      .execute();
    // Requests are taken a year ahead; ten years covers what staff enter by hand.
    recount(txApp, from, rules.addDays(from, 3650));
  });
}

/** The statuses that hold rooms (availability-lib's confirmedStays): a no-show only before its released_from. */
const HOLDING = ["confirmed", "arrived", "no_show"];

/** The nights a request holds rooms on (none unless HOLDING), and what it holds, comparable between two states. */
function holding(record) {
  if (!record || HOLDING.indexOf(record.getString("status")) < 0) return null;
  const stay = availability.heldStay(record);
  if (record.getString("status") === "no_show") {
    const until = rules.stayDay(record.getString("released_from")) || stay.checkIn;
    if (until < stay.checkOut) stay.checkOut = until;
  }
  if (!stay.checkIn || !stay.checkOut || stay.checkOut <= stay.checkIn) return null;
  return stay;
}

function sameHolding(a, b) {
  if (!a || !b) return a === b;
  return a.checkIn === b.checkIn && a.checkOut === b.checkOut && JSON.stringify(a.rooms) === JSON.stringify(b.rooms);
}

/**
 * A save of `before` → `after` (either null for a create or a delete): the
 * nights either held are counted again, in the transaction `save` runs in.
 */
function saveAndRecount(app, before, after, save) {
  const was = holding(before);
  const is = holding(after);
  if (sameHolding(was, is)) return save(app);
  app.runInTransaction(function (txApp) {
    save(txApp);
    [was, is].forEach(function (stay) {
      if (stay) recount(txApp, stay.checkIn, rules.addDays(stay.checkOut, -1));
    });
  });
}

/**
 * A record hook's save (`e`, of `before` → `after`) run by saveAndRecount, the
 * rest of the save joining its transaction. e.app is given back once it is
 * over: the save's after-success hooks run with e.app, and PocketBase's
 * realtime checks each member's rules through it (with the finished
 * transaction no member would hear of the change). Which handler wraps which
 * depends on the order PocketBase happens to load pb_hooks in.
 */
function saveInRecount(e, before, after) {
  const app = e.app;
  try {
    saveAndRecount(app, before, after, function (txApp) {
      e.app = txApp;
      e.next();
    });
  } finally {
    e.app = app;
  }
}

// The whole window's free rooms, counted once per change and kept in
// PocketBase's memory (app.store()): any call then slices it, whatever first
// night and number of nights it asks for. A save that changes what is free
// (a request that holds rooms or held them, a room type) counts a generation
// on, after it has succeeded, so the next read counts again from what was
// committed; a count that ran across such a save is kept under the
// generation it began in, which is then already past.
const GENERATION = "heldNights.generation";
const WINDOW = "heldNights.window";

/** Something that changes free rooms was saved (call after it succeeded). */
function changed(app) {
  const store = app.store();
  store.set(GENERATION, (Number(store.get(GENERATION)) || 0) + 1);
}

/** The window from `today` on, counted by SQLite: per published room type, its nights' free rooms. */
function countWindow(app, today, generation) {
  const rows = arrayOf(new DynamicModel({ id: "", free: "" }));
  app
    .db()
    .newQuery(
      "WITH RECURSIVE night(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM night WHERE i + 1 < {:nights}) " +
        "SELECT t.id AS id, group_concat(max(0, CAST(t.room_count AS INTEGER) - coalesce(h.rooms, 0)), ',' ORDER BY night.i) AS free " +
        "FROM room_types t CROSS JOIN night LEFT JOIN " +
        TABLE +
        " h ON h.day = {:first} + night.i AND h.room_type = t.id " +
        "WHERE t.published = TRUE AND CAST(t.room_count AS INTEGER) > 0 GROUP BY t.id ORDER BY t.id",
    )
    .bind({ first: dayNumber(today), nights: windowNights() })
    .all(rows);
  return {
    generation: generation,
    today: today,
    ids: rows.map(function (row) {
      return row.id;
    }),
    free: rows.map(function (row) {
      return row.free;
    }),
  };
}

/**
 * The counted window's nights `first` … (`nights` of them) for each published
 * room type, as [id, "free,free,…"]: cut from the window's text, so neither
 * the JSON answer nor the booking checks parse the whole window.
 */
function windowSlices(app, first, nights, nowMs) {
  const today = rules.hotelDayAt(nowMs);
  const store = app.store();
  const generation = Number(store.get(GENERATION)) || 0;
  let window = store.get(WINDOW);
  if (!window || window.generation !== generation || window.today !== today) {
    window = countWindow(app, today, generation);
    store.set(WINDOW, window);
  }
  const from = rules.daysBetween(today, first);
  const all = windowNights();
  const slices = [];
  for (let i = 0; i < window.ids.length; i++) {
    const text = window.free[i];
    const start = from === 0 ? 0 : afterComma(text, 0, from);
    const end = from + nights >= all ? text.length : afterComma(text, start, nights) - 1;
    slices.push([window.ids[i], nights > 0 ? text.substring(start, end) : ""]);
  }
  return slices;
}

/**
 * Free rooms per published room type, night by night from `first` (today at
 * the earliest, within the window: availabilityWindow), as JSON text. Draft
 * room types are left out, as are types without an inventory.
 */
function freeRoomsJson(app, first, nights, nowMs) {
  const parts = windowSlices(app, first, nights, nowMs).map(function (slice) {
    return JSON.stringify(slice[0]) + ":[" + slice[1] + "]";
  });
  return "{" + parts.join(",") + "}";
}

/**
 * Free rooms per published room type on the nights first … last (days) that
 * the counted window holds (from today), as arrays: { first, free }, `first`
 * the first night given. Nights before today are left out: no stay takes them.
 */
function freeBetween(app, first, last, nowMs) {
  const nights = counted(rules.hotelDayAt(nowMs), first, rules.addDays(last, 1));
  const free = Object.create(null);
  windowSlices(app, nights.first, nights.nights, nowMs).forEach(function (slice) {
    free[slice[0]] = slice[1] === "" ? [] : slice[1].split(",").map(Number);
  });
  return { first: nights.first, free: free };
}

/** Where the text goes on after the `count`th comma from `from` (the nights are comma-separated). */
function afterComma(text, from, count) {
  let at = from;
  for (let i = 0; i < count; i++) at = text.indexOf(",", at) + 1;
  return at;
}

module.exports = {
  TABLE,
  windowNights,
  dayNumber,
  askedWindow,
  availabilityWindow,
  heldRooms,
  recount,
  rebuild,
  saveAndRecount,
  saveInRecount,
  freeRoomsJson,
  freeBetween,
  changed,
};
