// PocketBase's own check of guests' booking requests and contact messages
// (bookings.pb.js), and what a booking is checked against, shared with the
// booking-context route (the site's server reads it on every submit): both see
// exactly what the requester may see through the API, so the site and
// PocketBase judge a stay on the same data. The rules themselves are the
// site's (web/src/lib/booking/rules/, bundled in booking-rules.gen.js); this
// file reads records, gathers the data, and words each refusal for staff.
// Plain ES2015 + CommonJS (goja).

// Required once per VM: require() looks its path up on the disk at every call, even for a loaded module.
const rules = require(`${__hooks}/booking-rules.gen.js`);

function orNull(find) {
  try {
    return find();
  } catch (_) {
    return null;
  }
}

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
  const limits = rules.BOOKING_LIMITS;
  const content = require(`${__hooks}/content-cache-lib.js`);
  const visible = (record) => record !== null && app.canAccessRecord(record, info, record.collection().viewRule);
  const rooms = query.roomIds
    ? findEach(query.roomIds, limits.maxRoomLines, (id) => content.findById(app, "room_types", id))
    : findEach(query.roomSlugs || [], limits.maxRoomLines, (slug) => content.findBySlug(app, "room_types", slug));
  const extras = findEach(query.extraIds || [], limits.maxExtras, (id) => content.findById(app, "extras", id));
  const offer = query.offerId ? content.findById(app, "offers", query.offerId) : null;
  // The view's rows its list rule shows (published), those whose nights meet first … last.
  const columns = stayRuleColumns(app);
  const stayRules = content.listed(app, "stay_rules").filter((row) => {
    const read = columns[row.id];
    return (
      typeof read.first_night === "string" &&
      typeof read.last_night === "string" &&
      read.first_night <= query.last &&
      read.last_night >= query.first
    );
  });
  return {
    settings: content.settings(app),
    roomTypes: rooms.filter(visible),
    extras: extras.filter(visible),
    offer: visible(offer) ? offer : null,
    rules: stayRules,
    ruleColumns: stayRules.map((row) => columns[row.id]),
    availability: availabilityNear(app, query.first, query.last, query.exceptId || ""),
  };
}

// The view's columns as stayRulesOf reads them.
const STAY_RULE_COLUMNS =
  "kind room_type first_night last_night nightly_price percent_change priority min_stay name_ar name_en reason_ar reason_en".split(" ");

/** Each listed stay_rules row's columns, parsed once per content change (JSON.parse costs goja a decoder each). */
function stayRuleColumns(app) {
  const content = require(`${__hooks}/content-cache-lib.js`);
  return content.remembered(app, "stay_rules:columns", () => {
    const byId = {};
    content.listed(app, "stay_rules").forEach((row) => {
      const read = { id: row.id };
      STAY_RULE_COLUMNS.forEach((name) => (read[name] = column(row, name)));
      byId[row.id] = read;
    });
    return byId;
  });
}

/**
 * Free rooms per bookable room type, night by night over first … last (from
 * today: `first` says which night comes first), and the types' names: counts
 * only, as GET /api/availability gives anyone, from the same counted window.
 * `exceptId`: a request whose own rooms count as free (its stay is changing),
 * counted from the requests themselves.
 */
function availabilityNear(app, first, last, exceptId) {
  const firstDay = first.slice(0, 10);
  const lastDay = last.slice(0, 10);
  // The types guests may book: the collection's list rule as the query.
  const rooms = require(`${__hooks}/content-cache-lib.js`).listed(app, "room_types");
  let counted;
  if (exceptId) {
    const lib = require(`${__hooks}/availability-lib.js`);
    const nights = rules.daysBetween(firstDay, lastDay) + 1;
    counted = { first: firstDay, free: lib.freeFromStore(app, firstDay, nights, exceptId, lib.inventories(app, rooms)) };
  } else {
    counted = require(`${__hooks}/held-nights-lib.js`).freeBetween(app, firstDay, lastDay, Date.now());
  }
  const free = counted.free;
  const out = { first: counted.first, free: {}, names: {} };
  rooms.forEach((room) => {
    if (free[room.id]) out.free[room.id] = free[room.id];
    out.names[room.id] = { ar: room.getString("name_ar"), en: room.getString("name_en") };
  });
  return out;
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

/** The seasons and closures of the gathered rows' columns, as the rules take them (as the site's reshape.ts does). */
function stayRulesOf(columns, locale) {
  const seasons = [];
  const closures = [];
  columns.forEach((read) => {
    const fields = {
      id: read.id,
      room_type: String(read.room_type || ""),
      first_night: String(read.first_night || ""),
      last_night: String(read.last_night || ""),
    };
    if (read.kind === "closure") {
      closures.push(rules.closureOf(fields, String(read["reason_" + locale] || "")));
      return;
    }
    ["nightly_price", "percent_change", "priority", "min_stay"].forEach((name) => {
      fields[name] = Number(read[name]) || 0;
    });
    seasons.push(rules.seasonOf(fields, String(read["name_" + locale] || "")));
  });
  return { seasons: seasons, closures: closures };
}

/** What the hotel offers at the moment, from the gathered records, as the rules' priceRequest takes it (as the site's reshape.ts does). */
function requestContext(data, today, locale) {
  const pricings = rules.EXTRA_PRICINGS;
  const offer = data.offer;
  return {
    today: today,
    breakfastCost: data.settings.getInt("breakfast_cost"),
    currency: data.settings.getString("currency"),
    roomTypes: data.roomTypes.map((room) => ({
      id: room.id,
      slug: room.getString("slug"),
      adults: room.getInt("adults"),
      children: room.getInt("children"),
      roomCount: room.getInt("room_count"),
      pricePerNight: room.getInt("price_per_night"),
    })),
    // An extra whose pricing the site does not know yet is not offered, as on the site.
    extras: data.extras
      .filter((extra) => pricings.indexOf(extra.getString("pricing")) >= 0)
      .map((extra) => ({ id: extra.id, pricing: extra.getString("pricing"), price: extra.getInt("price") })),
    offer: offer
      ? {
          id: offer.id,
          roomTypeId: offer.getString("room_type") || null,
          discountPercent: offer.getInt("discount_percent"),
          discountNight: offer.getInt("discount_night"),
          minNights: offer.getInt("min_nights"),
          includes: offer.getString("includes_" + locale),
        }
      : null,
    rules: stayRulesOf(data.ruleColumns, locale),
    availability: { first: data.availability.first, free: data.availability.free, roomTypeIds: Object.keys(data.availability.names) },
  };
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
function staffOnlyErrors(record, info, guestFields, statuses) {
  const errors = {};
  const body = info.body || {};
  const fields = record.collection().fields;
  for (const key of Object.keys(body)) {
    if (guestFields.indexOf(key) >= 0) continue;
    const field = fields.getByName(key);
    if (field && field.type() !== "autodate") errors[key] = ["staff_only", "Only staff may set " + key + "."];
  }
  if ((statuses || ["new"]).indexOf(record.getString("status")) < 0) {
    errors.status = ["staff_only", "A request is created as new; only staff change its status."];
  }
  return errors;
}

// The booking form's fields, as the booking request's.
const RECORD_FIELDS = { checkIn: "check_in", checkOut: "check_out", roomLines: "room_lines", offer: "offer", extras: "extras" };

/** A refusal of the rules' priceRequest as a field error for staff: [code, message]. */
function refusalError(refusal, stay, context, names) {
  const limits = rules.BOOKING_LIMITS;
  const line = refusal.line + 1;
  const room = () => context.roomTypes.filter((r) => r.id === stay.lines[refusal.line].roomTypeId)[0];
  const rooms = () => stay.lines[refusal.line].rooms;
  switch (refusal.code) {
    case "checkOutBeforeCheckIn":
      return ["date_order", "Check-out must be after check-in."];
    case "dateInPast":
      return ["date_in_past", "Check-in (" + stay.checkIn + ") is before today in Basra (" + context.today + ")."];
    case "dateTooFar":
      return ["date_too_far", "Check-in is more than " + limits.maxAdvanceDays + " days ahead."];
    case "stayTooLong":
      return ["stay_too_long", "A stay is at most " + limits.maxNights + " nights."];
    case "roomUnknown":
      return ["room_unavailable", "Line " + line + ": not a room type guests can book (unknown, or not published)."];
    case "roomsRange":
      return ["too_many_for_room", "Line " + line + " (" + room().slug + "): the hotel has " + refusal.limit + " rooms of this type."];
    case "tooManyAdults":
      return [
        "too_many_for_room",
        "Line " + line + " (" + room().slug + "): at most " + refusal.limit + " adults fit in " + rooms() + " room(s).",
      ];
    case "tooManyGuests":
      return [
        "too_many_for_room",
        "Line " + line + " (" + room().slug + "): at most " + refusal.limit + " guests fit in " + rooms() + " room(s).",
      ];
    case "nightClosed":
      return ["night_closed", "The night of " + refusal.stay.night + " is closed (" + refusal.stay.reason + ")."];
    case "minStay":
      return ["min_stay", "Stays arriving on " + stay.checkIn + " are at least " + refusal.stay.minNights + " nights."];
    case "nightFull":
      return ["night_full", fullMessage(refusal, stay, context, names), { full: fullNights(stay, context) }];
    case "offerUnavailable":
      return ["offer_unavailable", "Not an offer guests can book now (unknown, not published or not current)."];
    case "offerRoomMismatch":
      return ["offer_room_mismatch", "This offer is for another room type."];
    case "extraUnavailable":
      return ["extra_unavailable", "Not an extra guests can choose (unknown, or not published): " + refusal.extraId + "."];
  }
  return ["invalid", refusal.code];
}

/** Every room type of the stay that is short of rooms, with its nights: { typeId: [day, …] } (the desk words it). */
function fullNights(stay, context) {
  const wanted = rules.roomsByType({ room_lines: stay.lines.map((l) => ({ room_type: l.roomTypeId, rooms: l.rooms })) });
  return rules.shortNights(context.availability.free, context.availability.first, {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: wanted,
  });
}

/** "Deluxe Room is fully booked on 2027-03-02, 2027-03-03. Still free on these dates: Twin Room." */
function fullMessage(refusal, stay, context, names) {
  const type = refusal.roomTypeId;
  const wanted = rules.roomsByType({ room_lines: stay.lines.map((l) => ({ room_type: l.roomTypeId, rooms: l.rooms })) });
  const held = { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: {} };
  held.rooms[type] = wanted[type];
  const nights = rules.shortNights(context.availability.free, context.availability.first, held)[type] || [refusal.stay.night];
  const others = refusal.stay.freeTypes.filter((id) => !wanted[id]);
  const name = (id) => (names[id] || {})[stay.locale] || id;
  return (
    name(type) +
    " is fully booked on " +
    nights.join(", ") +
    ". " +
    (others.length ? "Still free on these dates: " + others.map(name).join(", ") + "." : "No other room type is free on these dates.")
  );
}

/**
 * The request's room lines ({ room_type, rooms, adults, children }) as the
 * rules judge a stored request, and the older fields (room_type, rooms,
 * guests) checked to agree with them. Null when there is nothing to price.
 */
function roomLinesOf(record, errors) {
  const limits = rules.BOOKING_LIMITS;
  const stored = storedJson(record, "room_lines");
  const lines = Array.isArray(stored)
    ? stored.map((l) =>
        l !== null && typeof l === "object" ? { roomType: l.room_type, rooms: l.rooms, adults: l.adults, children: l.children } : l,
      )
    : stored;
  const problem = rules.roomLinesProblems(lines, true)[0];
  if (problem) {
    const line = problem.line + 1;
    errors.room_lines = {
      roomLinesRange: ["invalid_room_lines", "From 1 to " + limits.maxRoomLines + " lines of { room_type, rooms, adults, children }."],
      invalid: ["invalid_room_lines", "Line " + line + " is not { room_type, rooms ≥ 1, adults ≥ 1, children ≥ 0 }."],
      roomTypeRepeated: ["repeated_room_type", "Each room type appears in one line only."],
      roomsExceedGuests: ["rooms_exceed_adults", "Line " + line + ": every room needs an adult."],
      roomsRange: ["too_many", "At most " + limits.maxRooms + " rooms and " + limits.maxGuests + " guests in one request."],
      guestsRange: ["too_many", "At most " + limits.maxRooms + " rooms and " + limits.maxGuests + " guests in one request."],
    }[problem.code];
    return null;
  }
  const totals = rules.lineTotals(lines);
  if (record.getString("room_type") !== lines[0].roomType) errors.room_type = ["lines_mismatch", "Must be the first line's room type."];
  if (record.getInt("rooms") !== totals.rooms) errors.rooms = ["lines_mismatch", "Must be the lines' total, " + totals.rooms + "."];
  if (record.getInt("guests") !== totals.guests) errors.guests = ["lines_mismatch", "Must be the lines' total, " + totals.guests + "."];
  return lines.map((l) => ({ roomTypeId: l.roomType, rooms: l.rooms, adults: l.adults, children: l.children }));
}

/** The ids of the extras chosen (none: empty), each once. Null when malformed. */
function extrasOf(record, errors) {
  const ids = storedJson(record, "extras");
  if (ids === null) return [];
  if (rules.extraIdsProblem(ids)) {
    errors.extras = ["invalid_extras", "At most " + rules.BOOKING_LIMITS.maxExtras + " different extra ids."];
    return null;
  }
  return ids;
}

/**
 * PocketBase's own check of a booking request from anyone but a superuser:
 * the stay, the room, the offer and the price as the site would judge them,
 * and no field the sender may not set. Field errors ([code, message, params?],
 * {} when it is fine), the reservation state's refusal (formError) and the
 * price computed. `opts.staff`: a desk member's request (by phone, WhatsApp,
 * at the desk, by e-mail): a `source` too, new or confirmed at once, taken
 * whatever the website's reservation state, and priced here (what was sent
 * as a price is replaced, never compared).
 */
function bookingRuleErrors(app, info, record, nowMs, opts) {
  const staff = !!(opts && opts.staff);
  const errors = staff
    ? staffOnlyErrors(record, info, rules.GUEST_BOOKING_FIELDS.concat(["source"]), ["new", "confirmed"])
    : staffOnlyErrors(record, info, rules.GUEST_BOOKING_FIELDS);
  if (!rules.REFERENCE_PATTERN.test(record.getString("reference"))) {
    errors.reference = ["invalid_reference", "A reference is BK- and six of the site's letters and digits."];
  }
  if (staff && rules.DESK_SOURCES.indexOf(record.getString("source")) < 0) {
    errors.source = ["invalid_source", "Where the request came from: " + rules.DESK_SOURCES.join(", ") + "."];
  }
  return judgeStay(app, info, record, nowMs, errors, { staff: staff, exceptId: "" });
}

/**
 * The stay of `record` judged by the rules and priced (bookingRuleErrors, and
 * the desk's change of a stay with `exceptId` the request's own id, so its own
 * rooms count as free). Adds to `errors`.
 */
function judgeStay(app, info, record, nowMs, errors, opts) {
  const report = (refusals, context, stay, names) => {
    refusals.forEach((refusal) => {
      const field = RECORD_FIELDS[refusal.field];
      if (!errors[field]) errors[field] = refusalError(refusal, stay, context, names);
    });
  };
  const checkIn = rules.stayDay(record.getString("check_in"));
  const checkOut = rules.stayDay(record.getString("check_out"));
  // Missing or unordered dates are bookingErrors' (and the fields' own) to report.
  if (!checkIn || !checkOut || rules.daysBetween(checkIn, checkOut) < 1) return { errors: errors };
  if (record.getInt("nights") !== rules.daysBetween(checkIn, checkOut)) return { errors: errors };

  const today = rules.hotelDayAt(nowMs);
  const locale = record.getString("locale") === "ar" ? "ar" : "en";
  const stay = { checkIn: checkIn, checkOut: checkOut, locale: locale, lines: [] };
  report(rules.stayDateRefusals(checkIn, checkOut, today), { today: today }, stay, {});

  const lines = roomLinesOf(record, errors);
  const extraIds = extrasOf(record, errors);
  if (!lines) return { errors: errors };
  stay.lines = lines;
  const data = gather(app, info, {
    roomIds: lines.map((l) => l.roomTypeId),
    extraIds: extraIds || [],
    offerId: record.getString("offer"),
    first: rules.addDays(checkIn, -1) + " 00:00:00.000Z",
    last: rules.addDays(checkOut, 1) + " 00:00:00.000Z",
    exceptId: opts.exceptId,
  });
  if (!data.settings) return { errors: errors, formError: "The hotel's settings are missing." };
  const state = data.settings.getString("reservation_state");
  if (!opts.staff && state !== "open")
    return { errors: errors, formError: "Online booking is not open (reservation state: " + state + ")." };

  const context = requestContext(data, today, locale);
  const result = rules.priceRequest(
    {
      checkIn: checkIn,
      checkOut: checkOut,
      lines: lines,
      extras: extraIds || [],
      offerId: record.getString("offer"),
      breakfast: record.getBool("breakfast"),
    },
    context,
  );
  report(result.refusals, context, stay, data.availability.names);
  if (Object.keys(errors).length > 0 || !result.price) return { errors: errors };

  const price = result.price;
  const currency = context.currency;
  if (opts.staff) {
    record.set("total_price", price.total);
    record.set("currency", currency);
    return { errors: errors, price: price };
  }
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
  return staffOnlyErrors(record, info, rules.GUEST_CONTACT_FIELDS);
}

// ---------------------------------------------------------------- every create, staff's too

const TOO_LONG = (max) => ["too_long", "Must be at most " + max + " characters."];
const MARKUP = ["markup", "Must not contain markup."];
const CONTROL = ["control_characters", "Must not contain control characters."];

/** A guest's name by the forms' rule; an empty one is the field's own required rule's to report. */
function checkName(errors, record, field, max) {
  const value = record.getString(field);
  const problem = rules.nameProblem(value, max);
  if (!problem || problem === "required") return;
  errors[field] = {
    nameTooLong: TOO_LONG(max),
    markup: MARKUP,
    nameInvisible: rules.CONTROL_OR_BREAK.test(value)
      ? CONTROL
      : ["invisible_characters", "Must not contain invisible characters (zero-width, direction marks, line separators)."],
    nameInvalid: ["no_letter", "Must hold a letter."],
  }[problem];
}

function checkEmail(errors, record) {
  const max = rules.MAX_EMAIL_LENGTH;
  if (record.getString("email").length > max) errors.email = TOO_LONG(max);
}

function checkPhone(errors, record, required) {
  const phone = record.getString("phone");
  if (phone === "") {
    if (required) errors.phone = ["required", "A phone number is required."];
    return;
  }
  if (rules.storedPhoneProblem(phone)) errors.phone = ["invalid_phone", "Not a phone number."];
}

/** Field errors of a booking request ({} when it is fine): the form's rules for what the guest typed, and the record's own sums. */
function bookingErrors(record) {
  const errors = {};
  checkName(errors, record, "first_name", rules.BOOKING_LIMITS.maxNameLength);
  checkName(errors, record, "last_name", rules.BOOKING_LIMITS.maxNameLength);
  checkPhone(errors, record, true);
  checkEmail(errors, record);

  const checkIn = rules.stayDay(record.getString("check_in"));
  const checkOut = rules.stayDay(record.getString("check_out"));
  if (checkIn && checkOut) {
    if (rules.daysBetween(checkIn, checkOut) < 1) errors.check_out = ["date_order", "Check-out must be after check-in."];
    else if (record.getInt("nights") !== rules.daysBetween(checkIn, checkOut))
      errors.nights = ["nights_mismatch", "Nights must match the dates."];
  }
  const guests = record.getInt("guests");
  const rooms = record.getInt("rooms");
  if (rooms > 0 && guests > 0 && rooms > guests) errors.rooms = ["rooms_exceed_guests", "More rooms than guests."];
  return errors;
}

/** Field errors of a contact message ({} when it is fine): the contact form's rules. */
function contactErrors(record) {
  const errors = {};
  checkName(errors, record, "name", rules.CONTACT_LIMITS.maxNameLength);
  const problem = rules.messageProblem(record.getString("message"));
  if (problem) {
    errors.message = {
      required: ["too_short", "Must be at least " + rules.CONTACT_LIMITS.minMessageLength + " characters."],
      messageTooShort: ["too_short", "Must be at least " + rules.CONTACT_LIMITS.minMessageLength + " characters."],
      messageTooLong: TOO_LONG(rules.CONTACT_LIMITS.maxMessageLength),
      markup: MARKUP,
      invalid: CONTROL,
    }[problem];
  }
  checkPhone(errors, record, false);
  checkEmail(errors, record);
  if (record.getString("phone") === "" && record.getString("email") === "") {
    errors.phone = ["contact_method_required", "A phone number or an e-mail address is required."];
  }
  return errors;
}

/** Throws a 400 with field errors, the way PocketBase reports its own validation. */
function refuseIfInvalid(errors, what) {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const data = {};
  for (const field of fields) {
    const error = new ValidationError(errors[field][0], errors[field][1]);
    // What the desk words in the member's language (a full night's types and nights).
    data[field] = errors[field][2] ? error.setParams(errors[field][2]) : error;
  }
  throw new BadRequestError("Invalid " + what + ".", data);
}

module.exports = {
  gather,
  requestContext,
  bookingRuleErrors,
  judgeStay,
  roomLinesOf,
  contactRuleErrors,
  bookingErrors,
  contactErrors,
  refuseIfInvalid,
};
