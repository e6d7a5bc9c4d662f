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

/**
 * The settings in force, the room type (by slug or id) and the offer when the
 * requester may view them (their collections' view rules), and the published
 * seasons and closures whose nights meet first … last
 * ("YYYY-MM-DD 00:00:00.000Z"). Records as PocketBase holds them.
 */
function gather(app, info, query) {
  const visible = (record) => record !== null && app.canAccessRecord(record, info, record.collection().viewRule);
  const settings = app.findRecordsByFilter("settings", "", "-created", 1, 0);
  const room = query.roomId
    ? orNull(() => app.findRecordById("room_types", query.roomId))
    : orNull(() => app.findFirstRecordByFilter("room_types", "slug = {:slug}", { slug: query.roomSlug || "" }));
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
    roomType: visible(room) ? room : null,
    offer: visible(offer) ? offer : null,
    rules: rules,
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

  const data = gather(app, info, {
    roomId: record.getString("room_type"),
    offerId: record.getString("offer"),
    first: pricing.addDays(checkIn, -1) + " 00:00:00.000Z",
    last: pricing.addDays(checkOut, 1) + " 00:00:00.000Z",
  });
  if (!data.settings) return { errors: errors, formError: "The hotel's settings are missing." };
  const state = data.settings.getString("reservation_state");
  if (state !== "open") return { errors: errors, formError: "Online booking is not open (reservation state: " + state + ")." };

  const room = data.roomType;
  if (!room) {
    errors.room_type = ["room_unavailable", "Not a room type guests can book (unknown, or not published)."];
    return { errors: errors };
  }
  const rooms = record.getInt("rooms");
  const guests = record.getInt("guests");
  const roomCount = room.getInt("room_count");
  if (roomCount > 0 && rooms > roomCount) errors.rooms = ["too_many_rooms", "The hotel has " + roomCount + " rooms of this type."];
  const perRoom = room.getInt("adults") + room.getInt("children");
  if (rooms > 0 && guests > perRoom * rooms) {
    errors.guests = ["too_many_guests", "At most " + perRoom * rooms + " guests fit in " + rooms + " room(s) of this type."];
  }
  const offerId = record.getString("offer");
  const offer = data.offer;
  if (offerId && !offer) errors.offer = ["offer_unavailable", "Not an offer guests can book now (unknown, not published or not current)."];
  else if (offer && offer.getString("room_type") && offer.getString("room_type") !== room.id) {
    errors.offer = ["offer_room_mismatch", "This offer is for another room type."];
  }

  const locale = record.getString("locale") === "ar" ? "ar" : "en";
  const rules = stayRulesOf(data.rules, locale);
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
  if (Object.keys(errors).length > 0) return { errors: errors };

  const currency = data.settings.getString("currency");
  const price = pricing.computePrice({
    checkIn: checkIn,
    nights: nights,
    rooms: rooms,
    guests: guests,
    breakfast: record.getBool("breakfast"),
    nightlyPrice: room.getInt("price_per_night"),
    breakfastCost: data.settings.getInt("breakfast_cost"),
    currency: currency,
    roomTypeId: room.id,
    seasons: rules.seasons,
    offer: offer
      ? {
          id: offer.id,
          discountPercent: offer.getInt("discount_percent"),
          discountNight: offer.getInt("discount_night"),
          minNights: offer.getInt("min_nights"),
          includes: offer.getString("includes_" + locale),
        }
      : null,
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

/** Contact messages have no rules beyond their fields; this refuses staff's fields. */
function contactRuleErrors(info, record) {
  return staffOnlyErrors(record, info, GUEST_CONTACT_FIELDS);
}

module.exports = { gather, bookingRuleErrors, contactRuleErrors, GUEST_BOOKING_FIELDS };
