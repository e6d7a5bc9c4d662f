// How many rooms of each type are free on each night, for PocketBase: a
// line-for-line port of web/src/lib/booking/availability.ts (its parity test
// runs both on the same random requests), plus the reads and refusals built on
// it: the availability route (availability.pb.js), the guest-request guard
// (booking-rules-lib.js) and the overbooking guard (inventory.pb.js). Only
// confirmed requests hold rooms (and arrived ones, and no-shows until they
// were marked: confirmedStays). Pure functions first (no PocketBase
// globals), plain ES2015 + CommonJS (goja).

const DAY_MS = 86400000;

function addDays(day, days) {
  return new Date(Date.parse(day + "T00:00:00Z") + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from, to) {
  return Math.round((Date.parse(to + "T00:00:00Z") - Date.parse(from + "T00:00:00Z")) / DAY_MS);
}

function positive(n) {
  return typeof n === "number" && isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The rooms a request holds per room type: its room_lines when it has any
 * ([{ room_type, rooms, adults, children }]), otherwise its room_type and rooms.
 */
function roomsByType(record) {
  const out = {};
  const add = function (type, rooms) {
    if (typeof type !== "string" || type === "" || positive(rooms) === 0) return;
    out[type] = (out[type] || 0) + positive(rooms);
  };
  const lines = record.room_lines;
  if (Array.isArray(lines) && lines.length > 0) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (line && typeof line === "object") add(line.room_type, line.rooms);
    }
    return out;
  }
  add(record.room_type, record.rooms);
  return out;
}

/** Free rooms per room type id, night by night from input.first (index 0). Types without an inventory are left out. */
function freeRooms(input) {
  const free = {};
  const last = addDays(input.first, input.nights - 1);
  input.roomTypes.forEach(function (type) {
    const count = positive(type.roomCount);
    if (count > 0) {
      free[type.id] = [];
      for (let i = 0; i < Math.max(0, input.nights); i++) free[type.id].push(count);
    }
  });
  input.held.forEach(function (stay) {
    if (stay.checkOut <= input.first || stay.checkIn > last) return;
    const from = Math.max(0, daysBetween(input.first, stay.checkIn));
    const to = Math.min(input.nights, daysBetween(input.first, stay.checkOut));
    Object.keys(stay.rooms).forEach(function (type) {
      const nights = free[type];
      if (!nights) return;
      for (let i = from; i < to; i++) nights[i] = nights[i] - positive(stay.rooms[type]);
    });
  });
  (input.closures || []).forEach(function (closure) {
    if (closure.lastNight < input.first || closure.firstNight > last) return;
    const from = Math.max(0, daysBetween(input.first, closure.firstNight));
    const to = Math.min(input.nights - 1, daysBetween(input.first, closure.lastNight));
    Object.keys(free).forEach(function (type) {
      if (closure.roomTypeId !== null && closure.roomTypeId !== type) return;
      for (let i = from; i <= to; i++) free[type][i] = 0;
    });
  });
  Object.keys(free).forEach(function (type) {
    free[type] = free[type].map(function (n) {
      return Math.max(0, n);
    });
  });
  return free;
}

/** The nights of `stay` on which the rooms it asks for are not all free, per room type id (in night order). */
function shortNights(free, first, stay) {
  const out = {};
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  Object.keys(stay.rooms).forEach(function (type) {
    const counts = free[type];
    if (!counts) return;
    for (let i = 0; i < nights; i++) {
      const night = addDays(stay.checkIn, i);
      const n = counts[daysBetween(first, night)];
      if (n !== undefined && n < stay.rooms[type]) (out[type] = out[type] || []).push(night);
    }
  });
  return out;
}

// --- PocketBase reads (need an app: $app, or a transaction's txApp) ---

/** A stay day from a booking's date field: the site stores a day as its UTC midnight. */
function stayDay(value) {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(String(value || ""));
  return match ? match[1] : "";
}

/** A JSON field's value; null when empty or unreadable. */
function jsonField(record, field) {
  const raw = record.getString(field);
  if (raw === "" || raw === "null") return null;
  try {
    return JSON.parse(raw);
  } catch (_) {
    return null;
  }
}

/** A booking request record as the pure functions take it. */
function heldStay(record) {
  return {
    checkIn: stayDay(record.getString("check_in")),
    checkOut: stayDay(record.getString("check_out")),
    rooms: roomsByType({
      room_lines: record.collection().fields.getByName("room_lines") ? jsonField(record, "room_lines") : null,
      room_type: record.getString("room_type"),
      rooms: record.getInt("rooms"),
    }),
  };
}

/**
 * The requests holding rooms with a night in first … last (days), but `exceptId`'s,
 * read column by column (every submit counts them: whole records cost more).
 * Confirmed and arrived requests hold their whole stay; a no-show holds the
 * nights before its released_from (the desk, pb_hooks/desk.pb.js).
 */
function confirmedStays(app, first, last, exceptId) {
  const fields = app.findCachedCollectionByNameOrId("booking_requests").fields;
  const withLines = !!fields.getByName("room_lines");
  const withRelease = !!fields.getByName("released_from");
  const rows = arrayOf(new DynamicModel({ check_in: "", check_out: "", room_type: "", rooms: 0, room_lines: "" }));
  // Stored days may carry a time of day (the admin UI's 21:00 UTC of the day before): a day's margin, then exact in JS.
  app
    .db()
    .newQuery(
      "SELECT check_in, CASE WHEN status = 'no_show' THEN MIN(check_out, " +
        (withRelease ? "COALESCE(NULLIF(released_from, ''), check_in)" : "check_in") +
        ") ELSE check_out END AS check_out, room_type, rooms, " +
        (withLines ? "COALESCE(room_lines, '')" : "''") +
        " AS room_lines FROM booking_requests" +
        " WHERE status IN ('confirmed', 'arrived', 'no_show') AND check_in < {:after} AND check_out > {:before} AND id != {:except}",
    )
    .bind({ after: addDays(last, 2) + " 00:00:00.000Z", before: addDays(first, -1) + " 00:00:00.000Z", except: exceptId || "" })
    .all(rows);
  return rows
    .map(function (row) {
      let lines = null;
      try {
        lines = row.room_lines ? JSON.parse(row.room_lines) : null;
      } catch (_) {
        lines = null;
      }
      return {
        checkIn: stayDay(row.check_in),
        checkOut: stayDay(row.check_out),
        rooms: roomsByType({ room_lines: lines, room_type: row.room_type, rooms: row.rooms }),
      };
    })
    .filter(function (stay) {
      return stay.checkIn && stay.checkOut && stay.checkIn < stay.checkOut && stay.checkIn <= last && stay.checkOut > first;
    });
}

/** The room types' inventories (all of them, or `records`). */
function inventories(app, records) {
  return (records || app.findAllRecords("room_types")).map(function (room) {
    return { id: room.id, roomCount: room.getInt("room_count"), name: room.getString("name_en") || room.getString("slug") };
  });
}

/** Free rooms per type for `nights` nights from `first`, from the confirmed requests (closures are the caller's). */
function freeFromStore(app, first, nights, exceptId, roomTypes) {
  return freeRooms({
    first: first,
    nights: nights,
    roomTypes: roomTypes || inventories(app),
    held: confirmedStays(app, first, addDays(first, nights - 1), exceptId),
  });
}

function nightList(nights) {
  return nights.length > 3 ? nights.slice(0, 3).join(", ") + " and " + (nights.length - 3) + " more" : nights.join(", ");
}

/**
 * Throws a 400 naming the room types and nights when confirming `record`
 * would make the confirmed rooms of a type exceed its room_count. Call inside
 * the save's transaction, with its app, so no other confirmation slips in
 * between the count and the save.
 */
function refuseOverbooking(app, record) {
  if (record.getString("status") !== "confirmed") return;
  const stay = heldStay(record);
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (!stay.checkIn || nights < 1 || Object.keys(stay.rooms).length === 0) return;
  const free = freeFromStore(app, stay.checkIn, nights, record.id);
  const short = shortNights(free, stay.checkIn, stay);
  const types = Object.keys(short);
  if (types.length === 0) return;
  const names = {};
  inventories(app).forEach(function (room) {
    names[room.id] = room;
  });
  const parts = types.map(function (type) {
    return names[type].name + " (" + names[type].roomCount + " rooms): full on " + nightList(short[type]);
  });
  throw new BadRequestError("Confirming this request would overbook " + parts.join("; ") + ". Decline it, or change the stay.", {
    status: new ValidationError("overbooked", "Overbooked: " + parts.join("; ")),
  });
}

/**
 * Throws a 400 when a room type's room_count is lowered below the rooms its
 * confirmed requests hold on a night from `today` on (staff cancel or move
 * requests first): the count is what PocketBase protects.
 */
function refuseInventoryBelowConfirmed(app, room, today) {
  const count = room.getInt("room_count");
  if (count <= 0 || count >= room.original().getInt("room_count")) return;
  // Requests are taken at most a year ahead; ten years covers what staff enter by hand.
  const stays = confirmedStays(app, today, addDays(today, 3650), "");
  let lastDay = today;
  stays.forEach(function (stay) {
    if (stay.checkOut > lastDay) lastDay = stay.checkOut;
  });
  const nights = daysBetween(today, lastDay);
  if (nights < 1) return;
  // Counted against an inventory no request reaches, so what is held shows beyond the new count.
  const unlimited = 1e6;
  const left = freeRooms({ first: today, nights: nights, roomTypes: [{ id: room.id, roomCount: unlimited }], held: stays })[room.id];
  const over = [];
  left.forEach(function (n, i) {
    if (unlimited - n > count) over.push(addDays(today, i));
  });
  if (over.length === 0) return;
  const message =
    (room.getString("name_en") || room.getString("slug")) +
    ": more than " +
    count +
    " rooms are confirmed on " +
    nightList(over) +
    ". Cancel or move those requests first.";
  throw new BadRequestError(message, { room_count: new ValidationError("below_confirmed", message) });
}

/** Tells open /book pages (realtime topic "availability") and the site's cache that the counts changed. */
function announceChange(app) {
  const message = new SubscriptionMessage({ name: "availability", data: "{}" });
  const clients = app.subscriptionsBroker().clients();
  for (const id in clients) {
    if (clients[id].hasSubscription("availability")) clients[id].send(message);
  }
  require(`${__hooks}/revalidate-lib.js`).revalidateSite(app, { collection: "availability" }, "availability");
}

module.exports = {
  announceChange,
  jsonField,
  addDays,
  daysBetween,
  roomsByType,
  freeRooms,
  shortNights,
  stayDay,
  heldStay,
  confirmedStays,
  inventories,
  freeFromStore,
  refuseOverbooking,
  refuseInventoryBelowConfirmed,
};
