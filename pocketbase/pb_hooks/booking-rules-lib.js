// What a booking is checked against, and the check itself, shared by the
// booking-context route (the site's server reads it on every submit) and
// PocketBase's own check of a booking request made by anyone but staff
// (bookings.pb.js): both see exactly what the requester may see through the
// API, so the site and PocketBase judge a stay on the same data. The rules
// are the site's (web/src/lib/booking/schema.ts, stay-rules.ts); the prices
// are pricing-lib.js. Plain ES2015 + CommonJS (goja).

// Mirrors BOOKING_LIMITS in web/src/lib/forms/form-rules.ts.
const MAX_NIGHTS = 30;
const MAX_ADVANCE_DAYS = 365;
const BASRA_OFFSET_MS = 3 * 3600 * 1000;
// The site's references (web/src/lib/booking/reference.ts); it is in the staff e-mail's subject.
const REFERENCE = /^BK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

// What the site sends; any other field of the collection is staff's to set.
const GUEST_BOOKING_FIELDS = [
  "reference",
  "status",
  "locale",
  "check_in",
  "check_out",
  "nights",
  "guests",
  "rooms",
  "first_name",
  "last_name",
  "phone",
  "email",
  "room_type",
  "offer",
  "breakfast",
  "total_price",
  "currency",
  "price_breakdown",
  "room_lines",
  "extras",
  "idempotency_key",
  "guest_token_hash",
];
const GUEST_CONTACT_FIELDS = ["name", "phone", "email", "message", "locale", "status", "idempotency_key"];

function orNull(find) {
  try {
    return find();
  } catch (_) {
    return null;
  }
}

// Mirror BOOKING_LIMITS.maxRoomLines and maxExtras (web/src/lib/forms/form-rules.ts).
const MAX_ROOM_LINES = 8;
const MAX_EXTRAS = 10;
const MAX_ROOMS = 20;
const MAX_GUESTS = 60;

/** Each of `keys` looked up once (a missing one is left out), at most `max` of them. */
function findEach(keys, max, find) {
  const out = [];
  const seen = {};
  for (let i = 0; i < keys.length && i < max; i++) {
    const key = String(keys[i] || "");
    if (!key || seen[key]) continue;
    seen[key] = true;
    const record = orNull(() => find(key));
    if (record) out.push(record);
  }
  return out;
}

/**
 * The settings in force, the room types (by slug or by id), the extras and
 * the offer the requester may view (their collections' view rules), and the
 * published seasons and closures whose nights meet first … last
 * ("YYYY-MM-DD 00:00:00.000Z"). Records as PocketBase holds them.
 */
function gather(app, info, query) {
  const visible = (record) => record !== null && app.canAccessRecord(record, info, record.collection().viewRule);
  const settings = app.findRecordsByFilter("settings", "", "-created", 1, 0);
  const rooms = query.roomIds
    ? findEach(query.roomIds, MAX_ROOM_LINES, (id) => app.findRecordById("room_types", id))
    : findEach(query.roomSlugs || [], MAX_ROOM_LINES, (slug) =>
        app.findFirstRecordByFilter("room_types", "slug = {:slug}", { slug: slug }),
      );
  const extras = findEach(query.extraIds || [], MAX_EXTRAS, (id) => app.findRecordById("extras", id));
  const offer = query.offerId ? orNull(() => app.findRecordById("offers", query.offerId)) : null;
  // The view's list rule (published rows) as part of the query: one query, not one access check per row.
  // (null: staff only, so none; "": everyone.)
  const listRule = app.findCollectionByNameOrId("stay_rules").listRule;
  const near = "first_night <= {:last} && last_night >= {:first}";
  const rules =
    listRule === null
      ? []
      : app.findRecordsByFilter("stay_rules", listRule ? "(" + listRule + ") && " + near : near, "", 0, 0, {
          first: query.first,
          last: query.last,
        });
  return {
    settings: settings.length ? settings[0] : null,
    roomTypes: rooms.filter(visible),
    extras: extras.filter(visible),
    offer: visible(offer) ? offer : null,
    rules: rules,
    availability: availabilityNear(app, query.first, query.last),
  };
}

/**
 * Free rooms per bookable room type, night by night over first … last, and
 * the types' names: counts only, as GET /api/availability gives anyone.
 */
function availabilityNear(app, first, last) {
  const lib = require(`${__hooks}/availability-lib.js`);
  const firstDay = first.slice(0, 10);
  // The types guests may book: the collection's list rule as the query (one query, as for the stay rules above).
  const listRule = app.findCachedCollectionByNameOrId("room_types").listRule;
  const rooms = listRule === null ? [] : app.findRecordsByFilter("room_types", listRule || "id != ''", "", 0, 0);
  const free = lib.freeFromStore(app, firstDay, lib.daysBetween(firstDay, last.slice(0, 10)) + 1, "", lib.inventories(app, rooms));
  const out = { first: firstDay, free: {}, names: {} };
  rooms.forEach((room) => {
    if (free[room.id]) out.free[room.id] = free[room.id];
    out.names[room.id] = { ar: room.getString("name_ar"), en: room.getString("name_en") };
  });
  return out;
}

/** Why the stay's rooms are not free (English, for the API's answer), or "" when they are. */
function fullNightsError(record, availability, locale) {
  const lib = require(`${__hooks}/availability-lib.js`);
  const stay = lib.heldStay(record);
  const short = lib.shortNights(availability.free, availability.first, stay);
  const types = Object.keys(short);
  if (types.length === 0) return null;
  const nights = short[types[0]];
  const wanted = stay.rooms[types[0]];
  const others = Object.keys(availability.names).filter((id) => {
    if (stay.rooms[id]) return false;
    const probe = { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: {} };
    probe.rooms[id] = wanted;
    return Object.keys(lib.shortNights(availability.free, availability.first, probe)).length === 0;
  });
  const name = (id) => (availability.names[id] || {})[locale] || id;
  return {
    night: nights[0],
    message:
      name(types[0]) +
      " is fully booked on " +
      nights.join(", ") +
      ". " +
      (others.length ? "Still free on these dates: " + others.map(name).join(", ") + "." : "No other room type is free on these dates."),
  };
}

// The stay_rules view's columns are untyped (JSON): numbers and dates come back JSON-encoded.
function column(record, name) {
  const raw = record.getString(name);
  try {
    return JSON.parse(raw);
  } catch (_) {
    return raw;
  }
}

function basraDay(value) {
  const ms = Date.parse(
    String(value || "")
      .trim()
      .replace(" ", "T"),
  );
  return isNaN(ms) ? "" : new Date(ms + BASRA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The seasons and closures of the gathered rows, shaped as pricing-lib.js takes them (as the site's reshape.ts does). */
function stayRulesOf(rows, locale) {
  const seasons = [];
  const closures = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const common = {
      id: row.id,
      roomTypeId: column(row, "room_type") || null,
      firstNight: basraDay(column(row, "first_night")),
      lastNight: basraDay(column(row, "last_night")),
    };
    if (column(row, "kind") === "closure") {
      common.reason = String(column(row, "reason_" + locale) || "");
      closures.push(common);
      continue;
    }
    const price = Number(column(row, "nightly_price")) || 0;
    common.name = String(column(row, "name_" + locale) || "");
    common.nightlyPrice = price > 0 ? price : null;
    common.percentChange = price > 0 ? 0 : Number(column(row, "percent_change")) || 0;
    common.priority = Number(column(row, "priority")) || 0;
    common.minStay = Number(column(row, "min_stay")) || 0;
    seasons.push(common);
  }
  return { seasons: seasons, closures: closures };
}

/** Today's date in Basra (UTC+3 all year), as the site's hotelToday(). */
function basraToday(nowMs) {
  return new Date(nowMs + BASRA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A stay day from a booking's date field: the site stores a day as its UTC midnight. */
function stayDay(value) {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(String(value || ""));
  return match ? match[1] : "";
}

/** JSON with sorted keys, so two breakdowns compare by content. */
function canonical(value) {
  if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
  if (value !== null && typeof value === "object") {
    return (
      "{" +
      Object.keys(value)
        .filter((k) => value[k] !== undefined)
        .sort()
        .map((k) => JSON.stringify(k) + ":" + canonical(value[k]))
        .join(",") +
      "}"
    );
  }
  return JSON.stringify(value);
}

function storedJson(record, field) {
  const raw = record.getString(field);
  if (raw === "" || raw === "null") return null;
  try {
    return JSON.parse(raw);
  } catch (_) {
    return raw;
  }
}

/** Fields in the request body that only staff may set: every field of the collection but the guest's. */
function staffOnlyErrors(record, info, guestFields) {
  const errors = {};
  const body = info.body || {};
  const fields = record.collection().fields;
  for (const key of Object.keys(body)) {
    if (guestFields.indexOf(key) >= 0) continue;
    const field = fields.getByName(key);
    if (field && field.type() !== "autodate") errors[key] = ["staff_only", "Only staff may set " + key + "."];
  }
  if (record.getString("status") !== "new") {
    errors.status = ["staff_only", "A request is created as new; only staff change its status."];
  }
  return errors;
}

/**
 * PocketBase's own check of a booking request from anyone but staff: the
 * stay, the room, the offer and the price as the site would judge them, and
 * no staff-only field. Field errors ([code, message], {} when it is fine),
 * the reservation state's refusal (formError) and the price computed.
 */
function bookingRuleErrors(app, info, record, nowMs) {
  const pricing = require(`${__hooks}/pricing-lib.js`);
  const errors = staffOnlyErrors(record, info, GUEST_BOOKING_FIELDS);
  if (!REFERENCE.test(record.getString("reference"))) {
    errors.reference = ["invalid_reference", "A reference is BK- and six of the site's letters and digits."];
  }
  const checkIn = stayDay(record.getString("check_in"));
  const checkOut = stayDay(record.getString("check_out"));
  // Missing or unordered dates are bookingErrors' (and the fields' own) to report.
  if (!checkIn || !checkOut || pricing.daysBetween(checkIn, checkOut) < 1) return { errors: errors };
  const nights = pricing.daysBetween(checkIn, checkOut);
  if (record.getInt("nights") !== nights) return { errors: errors };

  const today = basraToday(nowMs);
  if (checkIn < today) errors.check_in = ["date_in_past", "Check-in (" + checkIn + ") is before today in Basra (" + today + ")."];
  else if (pricing.daysBetween(today, checkIn) > MAX_ADVANCE_DAYS) {
    errors.check_in = ["date_too_far", "Check-in is more than " + MAX_ADVANCE_DAYS + " days ahead."];
  }
  if (nights > MAX_NIGHTS) errors.check_out = ["stay_too_long", "A stay is at most " + MAX_NIGHTS + " nights."];

  const lines = roomLinesOf(record, errors);
  const extraIds = extrasOf(record, errors);
  if (!lines) return { errors: errors };
  const data = gather(app, info, {
    roomIds: lines.map((l) => l.room_type),
    extraIds: extraIds || [],
    offerId: record.getString("offer"),
    first: pricing.addDays(checkIn, -1) + " 00:00:00.000Z",
    last: pricing.addDays(checkOut, 1) + " 00:00:00.000Z",
  });
  if (!data.settings) return { errors: errors, formError: "The hotel's settings are missing." };
  const state = data.settings.getString("reservation_state");
  if (state !== "open") return { errors: errors, formError: "Online booking is not open (reservation state: " + state + ")." };

  const rooms = checkRoomLines(lines, data.roomTypes, errors);
  if (!rooms) return { errors: errors };
  const chosenExtras = [];
  for (let i = 0; extraIds && i < extraIds.length; i++) {
    const extra = data.extras.find((e) => e.id === extraIds[i]);
    if (!extra) {
      errors.extras = ["extra_unavailable", "Not an extra guests can choose (unknown, or not published): " + extraIds[i] + "."];
      break;
    }
    chosenExtras.push({ id: extra.id, pricing: extra.getString("pricing"), price: extra.getInt("price") });
  }
  const offerId = record.getString("offer");
  const offer = data.offer;
  const offerRoom = offer ? offer.getString("room_type") : "";
  if (offerId && !offer) errors.offer = ["offer_unavailable", "Not an offer guests can book now (unknown, not published or not current)."];
  else if (offer && offerRoom && !rooms.some((r) => r.room.id === offerRoom)) {
    errors.offer = ["offer_room_mismatch", "This offer is for another room type."];
  }

  const locale = record.getString("locale") === "ar" ? "ar" : "en";
  const rules = stayRulesOf(data.rules, locale);
  for (let i = 0; i < rooms.length && !errors.check_in && !errors.check_out; i++) {
    const room = rooms[i].room;
    const closed = pricing.firstClosedNight(checkIn, nights, room.id, rules.closures);
    if (closed) {
      errors[closed.night === checkIn ? "check_in" : "check_out"] = [
        "night_closed",
        "The night of " + closed.night + " is closed (" + closed.closure.reason + ").",
      ];
    } else {
      const minNights = pricing.minStayOn(checkIn, room.id, rules.seasons);
      if (nights < minNights) errors.check_out = ["min_stay", "Stays arriving on " + checkIn + " are at least " + minNights + " nights."];
    }
  }
  if (!errors.check_in && !errors.check_out) {
    const full = fullNightsError(record, data.availability, locale);
    if (full) errors[full.night === checkIn ? "check_in" : "check_out"] = ["night_full", full.message];
  }
  if (Object.keys(errors).length > 0) return { errors: errors };

  const currency = data.settings.getString("currency");
  const price = pricing.priceStay({
    checkIn: checkIn,
    nights: nights,
    lines: rooms.map((r) => ({
      roomTypeId: r.room.id,
      rooms: r.rooms,
      guests: r.adults + r.children,
      nightlyPrice: r.room.getInt("price_per_night"),
    })),
    breakfast: record.getBool("breakfast"),
    breakfastCost: data.settings.getInt("breakfast_cost"),
    currency: currency,
    seasons: rules.seasons,
    offer: offer
      ? {
          id: offer.id,
          roomTypeId: offerRoom || null,
          discountPercent: offer.getInt("discount_percent"),
          discountNight: offer.getInt("discount_night"),
          minNights: offer.getInt("min_nights"),
          includes: offer.getString("includes_" + locale),
        }
      : null,
    extras: chosenExtras,
  });
  if (record.getString("currency") !== currency) errors.currency = ["currency_mismatch", "The hotel's prices are in " + currency + "."];
  if (record.getInt("total_price") !== price.total) {
    errors.total_price = ["price_mismatch", "The total for this stay is " + price.total + " " + currency + "."];
  }
  const breakdown = storedJson(record, "price_breakdown");
  if (breakdown !== null && canonical(breakdown) !== canonical(price)) {
    errors.price_breakdown = ["price_mismatch", "Not this stay's price breakdown; leave it out and PocketBase fills it in."];
  }
  return { errors: errors, price: price };
}

function isCount(n, min) {
  return typeof n === "number" && Number.isSafeInteger(n) && n >= min;
}

/**
 * The request's room lines, as the site stores them ({ room_type, rooms,
 * adults, children }), checked for shape; and the older fields (room_type,
 * rooms, guests) checked to agree with them. Null when there is nothing to price.
 */
function roomLinesOf(record, errors) {
  const lines = storedJson(record, "room_lines");
  if (!Array.isArray(lines) || lines.length < 1 || lines.length > MAX_ROOM_LINES) {
    errors.room_lines = ["invalid_room_lines", "From 1 to " + MAX_ROOM_LINES + " lines of { room_type, rooms, adults, children }."];
    return null;
  }
  const seen = {};
  let rooms = 0;
  let guests = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const ok =
      line !== null &&
      typeof line === "object" &&
      typeof line.room_type === "string" &&
      isCount(line.rooms, 1) &&
      isCount(line.adults, 1) &&
      isCount(line.children, 0);
    if (!ok) {
      errors.room_lines = ["invalid_room_lines", "Line " + (i + 1) + " is not { room_type, rooms ≥ 1, adults ≥ 1, children ≥ 0 }."];
      return null;
    }
    if (seen[line.room_type]) {
      errors.room_lines = ["repeated_room_type", "Each room type appears in one line only."];
      return null;
    }
    seen[line.room_type] = true;
    if (line.adults < line.rooms) {
      errors.room_lines = ["rooms_exceed_adults", "Line " + (i + 1) + ": every room needs an adult."];
      return null;
    }
    rooms += line.rooms;
    guests += line.adults + line.children;
  }
  if (rooms > MAX_ROOMS || guests > MAX_GUESTS) {
    errors.room_lines = ["too_many", "At most " + MAX_ROOMS + " rooms and " + MAX_GUESTS + " guests in one request."];
    return null;
  }
  if (record.getString("room_type") !== lines[0].room_type) errors.room_type = ["lines_mismatch", "Must be the first line's room type."];
  if (record.getInt("rooms") !== rooms) errors.rooms = ["lines_mismatch", "Must be the lines' total, " + rooms + "."];
  if (record.getInt("guests") !== guests) errors.guests = ["lines_mismatch", "Must be the lines' total, " + guests + "."];
  return lines;
}

/** The ids of the extras chosen (none: empty), each once. Null when malformed. */
function extrasOf(record, errors) {
  const ids = storedJson(record, "extras");
  if (ids === null) return [];
  const ok = Array.isArray(ids) && ids.length <= MAX_EXTRAS && ids.every((id) => typeof id === "string");
  if (!ok || ids.some((id, i) => ids.indexOf(id) !== i)) {
    errors.extras = ["invalid_extras", "At most " + MAX_EXTRAS + " different extra ids."];
    return null;
  }
  return ids;
}

/** Each line with its room type, checked against it; null (and errors) when a type is not bookable or a line does not fit. */
function checkRoomLines(lines, roomTypes, errors) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const room = roomTypes.find((r) => r.id === line.room_type);
    if (!room) {
      errors.room_lines = ["room_unavailable", "Line " + (i + 1) + ": not a room type guests can book (unknown, or not published)."];
      return null;
    }
    const count = room.getInt("room_count");
    const adults = room.getInt("adults");
    const perRoom = adults + room.getInt("children");
    let problem = "";
    if (count > 0 && line.rooms > count) problem = "the hotel has " + count + " rooms of this type";
    else if (line.adults > adults * line.rooms) problem = "at most " + adults * line.rooms + " adults fit in " + line.rooms + " room(s)";
    else if (line.adults + line.children > perRoom * line.rooms)
      problem = "at most " + perRoom * line.rooms + " guests fit in " + line.rooms + " room(s)";
    if (problem) {
      errors.room_lines = ["too_many_for_room", "Line " + (i + 1) + " (" + room.getString("slug") + "): " + problem + "."];
      return null;
    }
    out.push({ room: room, rooms: line.rooms, adults: line.adults, children: line.children });
  }
  return out;
}

/** Contact messages have no rules beyond their fields; this refuses staff's fields. */
function contactRuleErrors(info, record) {
  return staffOnlyErrors(record, info, GUEST_CONTACT_FIELDS);
}

module.exports = { gather, bookingRuleErrors, contactRuleErrors, GUEST_BOOKING_FIELDS };
