// How many rooms of each type are free on each night, read from PocketBase:
// the availability route (availability.pb.js), the guest-request guard
// (booking-rules-lib.js) and the overbooking guard (inventory.pb.js). The
// counting itself is the site's (web/src/lib/booking/rules/availability.ts,
// in booking-rules.gen.js). Confirmed requests hold rooms (and arrived ones,
// and no-shows until they were marked: confirmedStays). Plain ES2015 +
// CommonJS (goja); every function needs an app ($app, or a transaction's txApp).

// Required once per VM: require() looks its path up on the disk at every call, even for a loaded module.
const rules = require(`${__hooks}/booking-rules.gen.js`);

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
    checkIn: rules.stayDay(record.getString("check_in")),
    checkOut: rules.stayDay(record.getString("check_out")),
    rooms: rules.roomsByType({
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
    .bind({ after: rules.addDays(last, 2) + " 00:00:00.000Z", before: rules.addDays(first, -1) + " 00:00:00.000Z", except: exceptId || "" })
    .all(rows);
  return rows.map(stayOfRow).filter(function (stay) {
    return stay.checkIn && stay.checkOut && stay.checkIn < stay.checkOut && stay.checkIn <= last && stay.checkOut > first;
  });
}

/** A stay from a row of check_in, check_out, room_type, rooms and room_lines (its JSON text) as SQL reads them. */
function stayOfRow(row) {
  let lines = null;
  try {
    lines = row.room_lines ? JSON.parse(row.room_lines) : null;
  } catch (_) {
    lines = null;
  }
  return {
    checkIn: rules.stayDay(row.check_in),
    checkOut: rules.stayDay(row.check_out),
    rooms: rules.roomsByType({ room_lines: lines, room_type: row.room_type, rooms: row.rooms }),
  };
}

/** The room types' inventories (all of them, or `records`). */
function inventories(app, records) {
  return (records || app.findAllRecords("room_types")).map(function (room) {
    return { id: room.id, roomCount: room.getInt("room_count"), name: room.getString("name_en") || room.getString("slug") };
  });
}

/** Free rooms per type for `nights` nights from `first`, from the confirmed requests (closures are the caller's). */
function freeFromStore(app, first, nights, exceptId, roomTypes) {
  return rules.freeRooms({
    first: first,
    nights: nights,
    roomTypes: roomTypes || inventories(app),
    held: confirmedStays(app, first, rules.addDays(first, nights - 1), exceptId),
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
  const nights = stay.checkIn && stay.checkOut ? rules.daysBetween(stay.checkIn, stay.checkOut) : 0;
  if (nights < 1 || Object.keys(stay.rooms).length === 0) return;
  const free = freeFromStore(app, stay.checkIn, nights, record.id);
  const short = rules.shortNights(free, stay.checkIn, stay);
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
  const stays = confirmedStays(app, today, rules.addDays(today, 3650), "");
  let lastDay = today;
  stays.forEach(function (stay) {
    if (stay.checkOut > lastDay) lastDay = stay.checkOut;
  });
  const nights = rules.daysBetween(today, lastDay);
  if (nights < 1) return;
  // Counted against an inventory no request reaches, so what is held shows beyond the new count.
  const unlimited = 1e6;
  const left = rules.freeRooms({ first: today, nights: nights, roomTypes: [{ id: room.id, roomCount: unlimited }], held: stays })[room.id];
  const over = [];
  left.forEach(function (n, i) {
    if (unlimited - n > count) over.push(rules.addDays(today, i));
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

/**
 * Tells open /book pages (realtime topic "availability") and the site's cache
 * that the counts changed. The event names the change (a version), which the
 * pages' next read carries, so the front door's one-second copy of the counts
 * from before the change is never what they read after it.
 */
function announceChange(app) {
  const message = new SubscriptionMessage({ name: "availability", data: JSON.stringify({ version: String(Date.now()) }) });
  const clients = app.subscriptionsBroker().clients();
  for (const id in clients) {
    if (clients[id].hasSubscription("availability")) clients[id].send(message);
  }
  require(`${__hooks}/revalidate-lib.js`).revalidateSite(app, { collection: "availability" }, "availability");
}

module.exports = {
  announceChange,
  jsonField,
  heldStay,
  confirmedStays,
  stayOfRow,
  inventories,
  freeFromStore,
  refuseOverbooking,
  refuseInventoryBelowConfirmed,
};
