// Shared code of bookings.pb.js. PocketBase runs every hook handler in its
// own isolated VM, so handlers `require()` this file instead of sharing
// top-level functions. Plain ES2015 + CommonJS (goja).

const DAY_MS = 86400000;
const MARKUP = /[<>]|&[#a-z0-9]+;/i;
const TAG_LIKE = /<\s*[a-z!/?]|&[#a-z0-9]+;|javascript:/i;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const PHONE_SHAPE = /^\+?[0-9][0-9 ()\-]{4,28}$/;
// Characters that show nothing or change how the text around them shows: C0
// and C1 controls, zero-width characters, bidi marks, embeddings, overrides
// and isolates, line and paragraph separators, other invisible format
// characters and tags. In a name they make look-alikes of other guests' names
// and break the staff e-mail's subject. The same definition as INVISIBLE in
// web/src/lib/forms/fields.ts (web/src/lib/forms/name-rules.test.ts compares them).
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200d-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/;
// ZWNJ (U+200C) keeps two Arabic-script letters from joining, as Persian and
// Kurdish spelling needs; anywhere else it shows nothing.
const ARABIC_LETTER = "\u0620-\u065f\u066e-\u06d3\u06d5-\u06dc\u06df-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc";
const STRAY_ZWNJ = new RegExp("(^|[^" + ARABIC_LETTER + "])\u200c|\u200c([^" + ARABIC_LETTER + "]|$)");
const MAX_EMAIL = 254;

// ---------------------------------------------------------------- validation

function dayNumber(value) {
  // PocketBase date fields come back as "2026-03-12 00:00:00.000Z".
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value || ""));
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function checkText(errors, record, field, opts) {
  const value = record.getString(field);
  if (value.length > opts.max) errors[field] = ["too_long", "Must be at most " + opts.max + " characters."];
  else if (opts.markup.test(value)) errors[field] = ["markup", "Must not contain markup."];
  else if (opts.control.test(value)) errors[field] = ["control_characters", "Must not contain control characters."];
}

/** A guest's name: like checkText, and no invisible character (a ZWNJ only between Arabic-script letters). */
function checkName(errors, record, field, max) {
  checkText(errors, record, field, { max: max, markup: MARKUP, control: CONTROL_OR_BREAK });
  const value = record.getString(field);
  if (!errors[field] && (INVISIBLE.test(value) || STRAY_ZWNJ.test(value))) {
    errors[field] = ["invisible_characters", "Must not contain invisible characters (zero-width, direction marks, line separators)."];
  }
}

function checkEmail(errors, record) {
  if (record.getString("email").length > MAX_EMAIL) errors.email = ["too_long", "Must be at most " + MAX_EMAIL + " characters."];
}

function checkPhone(errors, record, required) {
  const phone = record.getString("phone");
  if (phone === "") {
    if (required) errors.phone = ["required", "A phone number is required."];
    return;
  }
  const digits = phone.replace(/[^0-9]/g, "").length;
  if (!PHONE_SHAPE.test(phone) || digits < 6 || digits > 15) errors.phone = ["invalid_phone", "Not a phone number."];
}

/** Field errors of a guest's booking request ({} when it is fine). Mirrors web/src/lib/booking/schema.ts (its name and phone rules: lib/forms/fields.ts). */
function bookingErrors(record) {
  const errors = {};
  checkName(errors, record, "first_name", 80);
  checkName(errors, record, "last_name", 80);
  checkPhone(errors, record, true);
  checkEmail(errors, record);

  const checkIn = dayNumber(record.getString("check_in"));
  const checkOut = dayNumber(record.getString("check_out"));
  const nights = record.getInt("nights");
  if (checkIn !== null && checkOut !== null) {
    if (checkOut <= checkIn) errors.check_out = ["date_order", "Check-out must be after check-in."];
    else if (nights !== checkOut - checkIn) errors.nights = ["nights_mismatch", "Nights must match the dates."];
  }
  const guests = record.getInt("guests");
  const rooms = record.getInt("rooms");
  if (rooms > 0 && guests > 0 && rooms > guests) errors.rooms = ["rooms_exceed_guests", "More rooms than guests."];
  return errors;
}

/** Field errors of a contact message ({} when it is fine). Mirrors web/src/lib/contact/schema.ts. */
function contactErrors(record) {
  const errors = {};
  checkName(errors, record, "name", 120);
  checkText(errors, record, "message", { max: 5000, markup: TAG_LIKE, control: CONTROL });
  if (!errors.message && record.getString("message").trim().length < 5) errors.message = ["too_short", "Must be at least 5 characters."];
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
  for (const field of fields) data[field] = new ValidationError(errors[field][0], errors[field][1]);
  throw new BadRequestError("Invalid " + what + ".", data);
}

module.exports = {
  INVISIBLE,
  STRAY_ZWNJ,
  bookingErrors,
  contactErrors,
  refuseIfInvalid,
};
