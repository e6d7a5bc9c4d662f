// A guest's own request, reached by the token of their private link (the
// site's /request/<token>) or found again by reference and phone. Shared by
// guest-requests.pb.js's routes and hooks. Plain ES2015 + CommonJS (goja).

// The site's tokens: 32 random bytes, base64url (web/src/lib/booking/guest-token.ts).
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const HASH = /^[0-9a-f]{64}$/;
const COLLECTION = "booking_requests";

/**
 * The request whose link holds `token`, or null. Whatever was sent is hashed
 * and looked up, so an unknown or malformed token costs what a real one does
 * and takes the same path; the shape is judged after the look-up.
 */
function findByToken(app, token) {
  const text = typeof token === "string" ? token : "";
  const hash = $security.sha256(text);
  let record = null;
  try {
    record = app.findFirstRecordByData(COLLECTION, "guest_token_hash", hash);
  } catch (_) {
    record = null;
  }
  return record && TOKEN.test(text) ? record : null;
}

function storedJson(record, field) {
  return require(`${__hooks}/availability-lib.js`).jsonField(record, field);
}

function names(app, collection, id, field) {
  if (!id) return null;
  const r = require(`${__hooks}/content-cache-lib.js`).findById(app, collection, id);
  return r ? { ar: r.getString(field + "_ar"), en: r.getString(field + "_en") } : null;
}

/**
 * What the guest's page shows, and nothing else of the record: no name,
 * phone, e-mail, staff's notes or who decided. room_lines and extras are
 * passed on when the collection has them (several rooms per request);
 * room_types names every room type the request mentions, extra_names every
 * extra, in both languages.
 */
function guestView(app, record) {
  const lines = storedJson(record, "room_lines");
  const roomTypes = {};
  const ids = [record.getString("room_type")];
  if (Array.isArray(lines)) {
    for (let i = 0; i < lines.length; i++) if (lines[i] && typeof lines[i].room_type === "string") ids.push(lines[i].room_type);
  }
  for (let i = 0; i < ids.length; i++) {
    if (ids[i] && !roomTypes[ids[i]]) {
      const name = names(app, "room_types", ids[i], "name");
      if (name) roomTypes[ids[i]] = name;
    }
  }
  // Extras chosen by id (their prices are in price_breakdown): their names, when the hotel has that collection.
  const extras = storedJson(record, "extras");
  const extraNames = {};
  if (Array.isArray(extras)) {
    for (let i = 0; i < extras.length; i++) {
      if (typeof extras[i] !== "string" || extraNames[extras[i]]) continue;
      const name = names(app, "extras", extras[i], "name");
      if (name) extraNames[extras[i]] = name;
    }
  }
  return {
    reference: record.getString("reference"),
    status: record.getString("status"),
    locale: record.getString("locale"),
    check_in: record.getString("check_in"),
    check_out: record.getString("check_out"),
    nights: record.getInt("nights"),
    guests: record.getInt("guests"),
    rooms: record.getInt("rooms"),
    room_type: record.getString("room_type"),
    breakfast: record.getBool("breakfast"),
    total_price: record.getInt("total_price"),
    // Sums only: the guest never sees a line's method, note or who took it.
    paid: require(`${__hooks}/desk-payments-lib.js`).paidOn(app, record.id),
    currency: record.getString("currency"),
    price_breakdown: storedJson(record, "price_breakdown"),
    room_lines: lines,
    extras: extras,
    extra_names: extraNames,
    offer: names(app, "offers", record.getString("offer"), "title"),
    room_types: roomTypes,
    decline_reason_ar: record.getString("decline_reason_ar"),
    decline_reason_en: record.getString("decline_reason_en"),
    decided_at: record.getString("decided_at"),
  };
}

/** Whether a guest may still cancel on `today` (a Basra day): up to and including the day of arrival. */
function cancellableOn(record, today) {
  const rules = require(`${__hooks}/booking-rules.gen.js`);
  return rules.guestMayCancel(record.getString("status"), rules.stayDay(record.getString("check_in")), today);
}

/**
 * Cancels the request behind `token` for its guest. The outcome: "cancelled",
 * "already_cancelled" (nothing changes), "declined" (nothing to cancel),
 * "too_late" (after the day of arrival), or null when no request has that
 * token. Checked and saved in one transaction, so two cancels at once change
 * it once.
 */
function cancelByToken(app, token, nowMs) {
  const today = require(`${__hooks}/booking-rules.gen.js`).hotelDayAt(nowMs);
  let outcome = null;
  let saved = null;
  app.runInTransaction((txApp) => {
    const record = findByToken(txApp, token);
    if (!record) return;
    saved = record;
    const status = record.getString("status");
    if (status === "cancelled") outcome = "already_cancelled";
    else if (status === "declined") outcome = "declined";
    else if (!cancellableOn(record, today)) outcome = "too_late";
    else {
      record.set("status", "cancelled");
      record.set("decided_by", "guest");
      record.set("decided_at", new DateTime());
      txApp.save(record);
      outcome = "cancelled";
    }
  });
  return outcome ? { outcome: outcome, record: saved } : null;
}

/**
 * The request with this reference and phone (as the site normalises it), its
 * link replaced by the one whose hash is given; null when no request has both.
 * One query on both fields whether or not the reference exists.
 */
function relinkByReference(app, reference, phone, tokenHash) {
  let record = null;
  try {
    record = app.findFirstRecordByFilter(COLLECTION, "reference = {:reference} && phone = {:phone}", {
      reference: String(reference || ""),
      phone: String(phone || ""),
    });
  } catch (_) {
    record = null;
  }
  if (!record || !reference || !phone) return null;
  record.set("guest_token_hash", tokenHash);
  // The site keeps the new link's token; the sealed one opens nothing now.
  record.set("guest_token_sealed", "");
  app.save(record);
  return record;
}

/** The guest's private link for `token`, from the site's public address (SITE_URL), or "" without one. */
function guestLink(record, token) {
  const site = ($os.getenv("SITE_URL") || "").trim().replace(/\/+$/, "");
  if (!site || !TOKEN.test(token)) return "";
  return site + (record.getString("locale") === "en" ? "/en" : "") + "/request/" + token;
}

/** Whether `token` is the one whose hash the record keeps. */
function holdsToken(record, token) {
  return typeof token === "string" && TOKEN.test(token) && record.getString("guest_token_hash") === $security.sha256(token);
}

module.exports = { HASH, findByToken, guestView, cancelByToken, relinkByReference, guestLink, holdsToken, names };
