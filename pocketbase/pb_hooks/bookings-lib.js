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

function env(name, fallback) {
  const value = ($os.getenv(name) || "").trim();
  return value === "" ? fallback : value;
}

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

// ---------------------------------------------------------------- mail

/**
 * SMTP from the environment, which is authoritative: SMTP_HOST empty means
 * mail is off. (A migration that saves the settings while this is applied
 * stores these values too; they are re-applied from the environment at every
 * start, so the environment still wins.)
 */
function applySmtpFromEnv(app) {
  const settings = app.settings();
  const host = env("SMTP_HOST", "");
  const from = env("MAIL_FROM", "");
  if (from) settings.meta.senderAddress = from;
  settings.smtp.enabled = host !== "";
  settings.smtp.host = host;
  settings.smtp.port = parseInt(env("SMTP_PORT", "587"), 10) || 587;
  settings.smtp.username = env("SMTP_USERNAME", "");
  settings.smtp.password = env("SMTP_PASSWORD", "");
  settings.smtp.tls = env("SMTP_TLS", "false").toLowerCase() === "true";
}

function escapeHtml(value) {
  return String(value === undefined || value === null ? "" : value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function groupDigits(n) {
  const s = String(Math.round(Number(n) || 0));
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function latestSettings(app) {
  try {
    const list = app.findRecordsByFilter("settings", "", "-created", 1, 0);
    return list.length > 0 ? list[0] : null;
  } catch (_) {
    return null;
  }
}

function staffRecipient(app) {
  const fromEnv = env("STAFF_NOTIFY_EMAIL", "");
  if (fromEnv) return fromEnv;
  const settings = latestSettings(app);
  return settings ? settings.getString("email") : "";
}

function adminLink(app, collection, id) {
  const base = String(app.settings().meta.appURL || "").replace(/\/+$/, "");
  return base + "/_/#/collections?collection=" + collection + "&recordId=" + encodeURIComponent(id);
}

function relatedTitle(app, collection, id, field) {
  if (!id) return "";
  try {
    const r = app.findRecordById(collection, id);
    return r.getString(field + "_en") + " / " + r.getString(field + "_ar");
  } catch (_) {
    return id;
  }
}

function render(rows, intro, link) {
  const text = [intro, ""]
    .concat(rows.map((row) => row[0] + ": " + row[1]))
    .concat(["", "Open in the admin UI: " + link])
    .join("\n");
  const html =
    "<p>" +
    escapeHtml(intro) +
    "</p>" +
    '<table cellpadding="4" style="border-collapse:collapse">' +
    rows
      .map((row) => {
        const value = row[2] === "tel" ? '<a href="tel:' + escapeHtml(row[1]) + '">' + escapeHtml(row[1]) + "</a>" : escapeHtml(row[1]);
        return (
          '<tr><th align="left" style="padding-inline-end:12px">' +
          escapeHtml(row[0]) +
          '</th><td style="white-space:pre-wrap">' +
          value +
          "</td></tr>"
        );
      })
      .join("") +
    "</table>" +
    '<p><a href="' +
    escapeHtml(link) +
    '">Open in the admin UI</a></p>';
  return { text, html };
}

function day(value) {
  return String(value || "").slice(0, 10);
}

function bookingMail(app, record) {
  const reference = record.getString("reference");
  const room = relatedTitle(app, "room_types", record.getString("room_type"), "name");
  const offer = relatedTitle(app, "offers", record.getString("offer"), "title");
  const currency = record.getString("currency");
  const nights = record.getInt("nights");
  const rows = [
    ["Reference / المرجع", reference],
    ["Guest / الضيف", record.getString("first_name") + " " + record.getString("last_name")],
    ["Phone / الهاتف", record.getString("phone"), "tel"],
    ["E-mail / البريد", record.getString("email") || "-"],
    ["Check-in / الوصول", day(record.getString("check_in"))],
    ["Check-out / المغادرة", day(record.getString("check_out"))],
    ["Nights / الليالي", String(nights)],
    ["Room type / نوع الغرفة", room],
    ["Rooms / الغرف", String(record.getInt("rooms"))],
    ["Guests / الضيوف", String(record.getInt("guests"))],
    ["Breakfast / الفطور", record.getBool("breakfast") ? "Yes / نعم" : "No / لا"],
  ];
  if (offer) rows.push(["Offer / العرض", offer]);
  rows.push(["Total / المجموع", groupDigits(record.getInt("total_price")) + " " + currency]);
  rows.push(["Language / اللغة", record.getString("locale")]);
  const body = render(
    rows,
    "New booking request " +
      reference +
      ". Call the guest to confirm, then set its status to confirmed. / طلب حجز جديد: اتصلوا بالضيف للتأكيد.",
    adminLink(app, "booking_requests", record.id),
  );
  return {
    subject:
      "New booking request " +
      reference +
      ": " +
      room +
      ", " +
      day(record.getString("check_in")) +
      " → " +
      day(record.getString("check_out")) +
      " (" +
      nights +
      " nights)",
    text: body.text,
    html: body.html,
  };
}

function contactMail(app, record) {
  const name = record.getString("name");
  const rows = [
    ["Name / الاسم", name],
    ["Phone / الهاتف", record.getString("phone") || "-", record.getString("phone") ? "tel" : ""],
    ["E-mail / البريد", record.getString("email") || "-"],
    ["Language / اللغة", record.getString("locale")],
    ["Message / الرسالة", record.getString("message")],
  ];
  const body = render(
    rows,
    "New message from the website contact form. / رسالة جديدة من نموذج التواصل.",
    adminLink(app, "contact_messages", record.id),
  );
  return { subject: "New contact message from " + name.replace(/[\r\n]+/g, " ").slice(0, 80), text: body.text, html: body.html };
}

/** Sends `mail` to `to` from the hotel's address; never throws (the record is saved already), false when not sent. */
function sendMail(app, record, to, mail, what) {
  try {
    const message = new MailerMessage({
      from: { address: app.settings().meta.senderAddress, name: app.settings().meta.senderName },
      to: [{ address: to }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    app.newMailClient().send(message);
    return true;
  } catch (error) {
    app
      .logger()
      .error(what + " failed; the record is saved", "collection", record.collection().name, "id", record.id, "error", String(error));
    return false;
  }
}

/**
 * E-mails staff about a saved record. Never throws: the record is already
 * saved, and a mail problem must not turn the guest's request into an error.
 */
function notifyStaff(app, record, build) {
  try {
    if (!app.settings().smtp.enabled) {
      app.logger().warn("staff notification skipped: SMTP is not configured", "collection", record.collection().name, "id", record.id);
      return false;
    }
    const to = staffRecipient(app);
    if (!to) {
      app.logger().warn("staff notification skipped: no recipient (STAFF_NOTIFY_EMAIL or settings.email)", "id", record.id);
      return false;
    }
    return sendMail(app, record, to, build(app, record), "staff notification");
  } catch (error) {
    app.logger().error("staff notification failed; the record is saved", "id", record.id, "error", String(error));
    return false;
  }
}

/** Staff's e-mail when a guest cancels from their request's page. */
function cancellationMail(app, record) {
  const reference = record.getString("reference");
  const rows = [
    ["Reference / المرجع", reference],
    ["Guest / الضيف", record.getString("first_name") + " " + record.getString("last_name")],
    ["Phone / الهاتف", record.getString("phone"), "tel"],
    ["Check-in / الوصول", day(record.getString("check_in"))],
    ["Check-out / المغادرة", day(record.getString("check_out"))],
    ["Total / المجموع", groupDigits(record.getInt("total_price")) + " " + record.getString("currency")],
  ];
  const body = render(
    rows,
    "The guest cancelled booking request " + reference + " from its page. / ألغى الضيف طلب الحجز من صفحته.",
    adminLink(app, "booking_requests", record.id),
  );
  return { subject: "Cancelled by the guest: booking request " + reference, text: body.text, html: body.html };
}

const GUEST_MAIL = {
  ar: {
    subject: "طلب الحجز {reference}",
    intro: "شكرًا لكم. استلمنا طلب الحجز {reference}. تابعوا حالته أو ألغوه من هذا الرابط الخاص بكم:",
    keep: "احتفظوا بهذا الرابط لأنفسكم: من يملكه يرى طلبكم ويستطيع إلغاءه.",
  },
  en: {
    subject: "Your booking request {reference}",
    intro: "Thank you. We received booking request {reference}. Follow its status, or cancel it, from your private link:",
    keep: "Keep this link to yourself: whoever has it can see your request and cancel it.",
  },
};

/** The guest's e-mail with their private link, in the request's language. */
function guestLinkMail(record, link) {
  const texts = GUEST_MAIL[record.getString("locale") === "en" ? "en" : "ar"];
  const fill = (text) => text.replace("{reference}", record.getString("reference"));
  return {
    subject: fill(texts.subject),
    text: [fill(texts.intro), link, "", texts.keep].join("\n"),
    html:
      "<p>" +
      escapeHtml(fill(texts.intro)) +
      '</p><p><a href="' +
      escapeHtml(link) +
      '">' +
      escapeHtml(link) +
      "</a></p><p>" +
      escapeHtml(texts.keep) +
      "</p>",
  };
}

/** Sends the guest their private link when they gave an e-mail address. Never throws. */
function mailGuestLink(app, record, link) {
  const to = record.getString("email");
  if (!to || !link || !app.settings().smtp.enabled) return false;
  return sendMail(app, record, to, guestLinkMail(record, link), "guest link e-mail");
}

module.exports = {
  INVISIBLE,
  STRAY_ZWNJ,
  applySmtpFromEnv,
  bookingErrors,
  contactErrors,
  refuseIfInvalid,
  notifyStaff,
  bookingMail,
  contactMail,
  cancellationMail,
  mailGuestLink,
  escapeHtml,
};
