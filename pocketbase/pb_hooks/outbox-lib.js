// The hotel's e-mails, written into the outbox (migration 1765020000) by
// outbox.pb.js's hooks, in the transaction of the change they tell of; the
// sender (pocketbase/outbox, Go) delivers them after the commit and retries.
// Staff's messages are in both languages; a guest's are in theirs.
// Plain ES2015 + CommonJS (goja).

const OUTBOX = "outbox";
const BASRA_OFFSET_MS = 3 * 3600 * 1000;
const DEFAULT_REMINDER_HOUR = 18;
// The Go sender puts the guest's private link here when it sends (it is stored sealed).
const LINK = "{{link}}";
// What a guest's "changed" message is about; a change of anything else (staff's notes, the link) says nothing.
const STAY_FIELDS = [
  "check_in",
  "check_out",
  "nights",
  "rooms",
  "guests",
  "room_type",
  "room_lines",
  "breakfast",
  "extras",
  "offer",
  "total_price",
  "currency",
];

function env(name, fallback) {
  const value = ($os.getenv(name) || "").trim();
  return value === "" ? fallback : value;
}

/**
 * SMTP from the environment, which is authoritative: SMTP_HOST empty means
 * mail is off (messages wait in the outbox). Applied at start-up and whenever
 * the settings are reloaded, so saving the settings form in the admin UI does
 * not change it.
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

// ---------------------------------------------------------------- the private link

/** The AES-256 key GUEST_LINK_SECRET stands for (the Go sender derives the same), or "" without one. */
function sealKey() {
  const secret = env("GUEST_LINK_SECRET", "");
  return secret ? $security.sha256(secret).slice(0, 32) : "";
}

/** `text` sealed with GUEST_LINK_SECRET, or "" without a key (then no link is kept). */
function seal(text) {
  const key = sealKey();
  return key && text ? $security.encrypt(text, key) : "";
}

function unseal(sealed) {
  const key = sealKey();
  if (!key || !sealed) return "";
  try {
    return $security.decrypt(sealed, key);
  } catch (_) {
    return "";
  }
}

function siteUrl() {
  return env("SITE_URL", "").replace(/\/+$/, "");
}

/** Where a guest finds their request with its reference and phone (the site's /request). */
function findPage(locale) {
  const site = siteUrl();
  return site ? site + (locale === "en" ? "/en" : "") + "/request" : "";
}

/** The request's private link, when the request keeps one sealed and it still opens the page (not replaced since). */
function currentLink(record) {
  const token = unseal(record.getString("guest_token_sealed"));
  const links = require(`${__hooks}/guest-requests-lib.js`);
  return token && links.holdsToken(record, token) ? links.guestLink(record, token) : "";
}

// ---------------------------------------------------------------- reading records

const HTML_ESCAPES = [
  ["&", "&amp;"],
  ["<", "&lt;"],
  [">", "&gt;"],
  ['"', "&quot;"],
  ["'", "&#39;"],
];

// Split and join, not regular expressions: goja matches a regex against Arabic text with its slow engine.
function escapeHtml(value) {
  let text = String(value === undefined || value === null ? "" : value);
  for (const pair of HTML_ESCAPES) if (text.indexOf(pair[0]) >= 0) text = text.split(pair[0]).join(pair[1]);
  return text;
}

// A loop, not a lookahead regex: goja compiles such a regex again on every call.
function groupDigits(n) {
  const rounded = Math.round(Number(n) || 0);
  const digits = String(Math.abs(rounded));
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return (rounded < 0 ? "-" : "") + out;
}

function latestSettings(app) {
  try {
    return require(`${__hooks}/content-cache-lib.js`).settings(app);
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

function names(app, collection, id, field) {
  return require(`${__hooks}/guest-requests-lib.js`).names(app, collection, id, field);
}

function relatedTitle(app, collection, id, field) {
  if (!id) return "";
  const found = names(app, collection, id, field);
  return found ? found.en + " / " + found.ar : id;
}

/** The site's booking rules (web/src/lib/booking/rules/, bundled): Basra's day and a stored stay day. */
// Required once per VM: require() looks its path up on the disk at every call, even for a loaded module.
const rules = require(`${__hooks}/booking-rules.gen.js`);

function day(value) {
  return rules.stayDay(value);
}

function storedList(record, field) {
  try {
    const value = JSON.parse(record.getString(field) || "null");
    return Array.isArray(value) ? value : [];
  } catch (_) {
    return [];
  }
}

function plural(n, one, other) {
  return n + " " + (n === 1 ? one : other);
}

// ---------------------------------------------------------------- staff's messages (both languages)

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

/**
 * One row per room line: "2 × Deluxe Room / غرفة ديلوكس: 4 adults, 1 child".
 * Requests stored before a request could hold several room types have no
 * room_lines: their one room type, rooms and guests are shown as they always were.
 */
function roomRows(app, record) {
  const lines = storedList(record, "room_lines");
  if (lines.length === 0) {
    return [
      ["Room type / نوع الغرفة", relatedTitle(app, "room_types", record.getString("room_type"), "name")],
      ["Rooms / الغرف", String(record.getInt("rooms"))],
      ["Guests / الضيوف", String(record.getInt("guests"))],
    ];
  }
  const rows = lines.map((line, i) => [
    "Room " + (i + 1) + " / الغرفة " + (i + 1),
    line.rooms +
      " × " +
      relatedTitle(app, "room_types", String(line.room_type), "name") +
      ": " +
      plural(line.adults, "adult", "adults") +
      ", " +
      plural(line.children, "child", "children"),
  ]);
  rows.push(["Rooms / الغرف", String(record.getInt("rooms"))]);
  rows.push(["Guests / الضيوف", String(record.getInt("guests"))]);
  return rows;
}

function priceLines(record) {
  try {
    const breakdown = JSON.parse(record.getString("price_breakdown") || "null");
    return breakdown && Array.isArray(breakdown.lines) ? breakdown.lines : [];
  } catch (_) {
    return [];
  }
}

/** One row per extra chosen, with what it added to the total (from the price PocketBase computed). */
function extraRows(app, record) {
  const ids = storedList(record, "extras");
  if (ids.length === 0) return [];
  const lines = priceLines(record);
  const currency = record.getString("currency");
  return ids.map((id) => {
    const line = lines.find((l) => l.kind === "extra" && l.extraId === id);
    const amount = line ? " (" + groupDigits(line.amount) + " " + currency + ")" : "";
    return ["Extra / خدمة إضافية", relatedTitle(app, "extras", String(id), "name") + amount];
  });
}

function bookingMail(app, record) {
  const reference = record.getString("reference");
  const others = storedList(record, "room_lines").length - 1;
  const room =
    relatedTitle(app, "room_types", record.getString("room_type"), "name") +
    (others > 0 ? " + " + plural(others, "more room type", "more room types") : "");
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
  ].concat(roomRows(app, record), [["Breakfast / الفطور", record.getBool("breakfast") ? "Yes / نعم" : "No / لا"]], extraRows(app, record));
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

// ---------------------------------------------------------------- guests' messages (their language)

// Iraq's names for the Gregorian months, as the site writes them (web/src/lib/date-format.ts, ar-IQ).
const MONTHS = {
  ar: ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني", "كانون الأول"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};
const WEEKDAYS = {
  ar: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** A stored day in words, as the site shows it: "الأربعاء، 18 شباط 2026", "Wednesday, February 18, 2026". */
function formatDay(value, locale) {
  const text = day(value);
  const date = new Date(text + "T00:00:00Z");
  if (isNaN(date.getTime())) return text;
  const weekday = WEEKDAYS[locale][date.getUTCDay()];
  const month = MONTHS[locale][date.getUTCMonth()];
  return locale === "ar"
    ? weekday + "، " + date.getUTCDate() + " " + month + " " + date.getUTCFullYear()
    : weekday + ", " + month + " " + date.getUTCDate() + ", " + date.getUTCFullYear();
}

const GUEST = {
  ar: {
    received: {
      subject: "طلب الحجز {reference}",
      intro: "شكرًا لكم. استلمنا طلب الحجز {reference}. سنتصل بكم لتأكيده. تابعوا حالته أو ألغوه من هذا الرابط الخاص بكم:",
    },
    confirmed: { subject: "تم تأكيد حجزكم {reference}", intro: "يسعدنا إبلاغكم بتأكيد طلب الحجز {reference}. نتطلع إلى استقبالكم." },
    declined: {
      subject: "طلب الحجز {reference}",
      intro: "نعتذر، لا نستطيع تأكيد طلب الحجز {reference}. اتصلوا بنا ويسعدنا أن نبحث معكم عن تواريخ أو غرف أخرى.",
    },
    cancelledByGuest: { subject: "تم إلغاء طلب الحجز {reference}", intro: "بناءً على طلبكم، تم إلغاء طلب الحجز {reference}." },
    cancelled: {
      subject: "تم إلغاء طلب الحجز {reference}",
      intro: "تم إلغاء طلب الحجز {reference}. إن لم تكونوا تتوقعون ذلك، يرجى الاتصال بنا.",
    },
    changed: { subject: "تم تعديل طلب الحجز {reference}", intro: "عدّلنا طلب الحجز {reference}، وهذه تفاصيله الآن:" },
    reminder: { subject: "نراكم غدًا: الحجز {reference}", intro: "نتطلع إلى استقبالكم غدًا. هذه تفاصيل إقامتكم:" },
    comma: "، ",
    reason: "السبب",
    reference: "المرجع",
    checkIn: "الوصول",
    checkOut: "المغادرة",
    checkInTime: "تسجيل الوصول من الساعة",
    nights: "الليالي",
    rooms: "الغرف",
    guests: "الضيوف",
    breakfast: "الفطور",
    yes: "نعم",
    no: "لا",
    total: "المجموع",
    privateLink: "صفحة طلبكم (احتفظوا بهذا الرابط لأنفسكم: من يملكه يرى طلبكم ويستطيع إلغاءه):",
    keep: "احتفظوا بهذا الرابط لأنفسكم: من يملكه يرى طلبكم ويستطيع إلغاءه.",
    findPage: "اعثروا على طلبكم برقمه المرجعي ورقم هاتفكم:",
    address: "العنوان",
    map: "موقعنا على الخريطة",
    phone: "الهاتف",
    whatsapp: "واتساب",
  },
  en: {
    received: {
      subject: "Your booking request {reference}",
      intro:
        "Thank you. We received booking request {reference} and will call you to confirm it. Follow its status, or cancel it, from your private link:",
    },
    confirmed: {
      subject: "Your booking {reference} is confirmed",
      intro: "Good news: we have confirmed booking request {reference}. We look forward to welcoming you.",
    },
    declined: {
      subject: "Your booking request {reference}",
      intro: "We are sorry: we cannot confirm booking request {reference}. Call us and we will gladly look for other dates or rooms.",
    },
    cancelledByGuest: {
      subject: "Booking request {reference} is cancelled",
      intro: "As you asked, booking request {reference} is cancelled.",
    },
    cancelled: {
      subject: "Booking request {reference} is cancelled",
      intro: "Booking request {reference} has been cancelled. If you did not expect this, please call us.",
    },
    changed: {
      subject: "Your booking request {reference} has changed",
      intro: "We have changed booking request {reference}. Here it is as it stands now:",
    },
    reminder: { subject: "See you tomorrow: booking {reference}", intro: "We look forward to welcoming you tomorrow. Your stay:" },
    comma: ", ",
    reason: "Reason",
    reference: "Reference",
    checkIn: "Check-in",
    checkOut: "Check-out",
    checkInTime: "Check-in from",
    nights: "Nights",
    rooms: "Rooms",
    guests: "Guests",
    breakfast: "Breakfast",
    yes: "Yes",
    no: "No",
    total: "Total",
    privateLink: "Your request's page (keep this link to yourself: whoever has it can see your request and cancel it):",
    keep: "Keep this link to yourself: whoever has it can see your request and cancel it.",
    findPage: "Find your request with its reference and your phone number:",
    address: "Address",
    map: "Find us on the map",
    phone: "Phone",
    whatsapp: "WhatsApp",
  },
};

function guestLocale(record) {
  return record.getString("locale") === "en" ? "en" : "ar";
}

/** The stay as the guest reads it, in their language: [label, value] rows. */
function stayRows(app, record, t, locale) {
  const rows = [
    [t.reference, record.getString("reference")],
    [t.checkIn, formatDay(record.getString("check_in"), locale)],
    [t.checkOut, formatDay(record.getString("check_out"), locale)],
    [t.nights, String(record.getInt("nights"))],
  ];
  const lines = storedList(record, "room_lines");
  const roomName = (id) => {
    const found = names(app, "room_types", String(id), "name");
    return found ? found[locale] || found.en : "";
  };
  if (lines.length === 0) rows.push([t.rooms, record.getInt("rooms") + " × " + roomName(record.getString("room_type"))]);
  else rows.push([t.rooms, lines.map((line) => line.rooms + " × " + roomName(line.room_type)).join(t.comma)]);
  rows.push([t.guests, String(record.getInt("guests"))]);
  rows.push([t.breakfast, record.getBool("breakfast") ? t.yes : t.no]);
  rows.push([t.total, groupDigits(record.getInt("total_price")) + " " + record.getString("currency")]);
  return rows;
}

/** The hotel's address and numbers, from the settings staff keep. */
function contactRows(settings, t, locale, withMap) {
  if (!settings) return [];
  const rows = [];
  const name = settings.getString("hotel_name_" + locale);
  const address = settings.getString("address_" + locale);
  if (address) rows.push([t.address, (name ? name + t.comma : "") + address]);
  if (withMap) {
    const lat = settings.getFloat("map_lat");
    const lng = settings.getFloat("map_lng");
    if (lat || lng) rows.push([t.map, "https://www.google.com/maps/search/?api=1&query=" + lat + "," + lng, "url"]);
  }
  const phone = settings.getString("phone");
  if (phone) rows.push([t.phone, phone, "tel"]);
  const whatsapp = whatsAppNumber(settings.getString("whatsapp"));
  if (whatsapp) rows.push([t.whatsapp, "https://wa.me/" + whatsapp, "url"]);
  return rows;
}

/** A number as wa.me wants it: the country code and digits (an Iraqi 07… number gets 964). */
function whatsAppNumber(number) {
  let digits = String(number || "").replace(/\D/g, "");
  if (digits.indexOf("00") === 0) digits = digits.slice(2);
  else if (digits.indexOf("0") === 0) digits = "964" + digits.slice(1);
  return digits.length >= 8 ? digits : "";
}

function rowsText(rows) {
  return rows.map((row) => row[0] + ": " + row[1]);
}

function rowsHtml(rows) {
  return (
    '<table cellpadding="4" style="border-collapse:collapse">' +
    rows
      .map((row) => {
        const value = escapeHtml(row[1]);
        const shown =
          row[2] === "tel"
            ? '<a href="tel:' + value + '" dir="ltr">' + value + "</a>"
            : row[2] === "url"
              ? '<a href="' + value + '">' + value + "</a>"
              : value;
        return '<tr><th style="text-align:start;padding-inline-end:12px">' + escapeHtml(row[0]) + "</th><td>" + shown + "</td></tr>";
      })
      .join("") +
    "</table>"
  );
}

/**
 * A guest's message in their language: `what` (GUEST[locale] key), the
 * intro, `extra` paragraphs, the stay, the private link (or the page to find
 * the request), and how to reach the hotel. The link is LINK, filled in by the
 * sender from link_sealed.
 */
function guestMail(app, record, what, opts) {
  const locale = guestLocale(record);
  const t = GUEST[locale];
  const fill = (text) => text.replace("{reference}", record.getString("reference"));
  const settings = latestSettings(app);
  const paragraphs = [fill(t[what].intro)].concat(opts.extra || []);
  const linkLabel = what === "received" ? "" : opts.sealed ? t.privateLink : t.findPage;
  const stay = stayRows(app, record, t, locale);
  if (opts.checkInTime && settings && settings.getString("check_in_time"))
    stay.splice(3, 0, [t.checkInTime, settings.getString("check_in_time")]);
  const contact = contactRows(settings, t, locale, opts.map);
  const hasLink = opts.sealed || opts.fallback;
  const text = paragraphs
    .concat(what === "received" && hasLink ? [LINK, t.keep] : [])
    .concat([""], rowsText(stay))
    .concat(hasLink && linkLabel ? ["", linkLabel, LINK] : [])
    .concat(contact.length ? [""].concat(rowsText(contact)) : [])
    .join("\n");
  const linkHtml = '<p><a href="' + LINK + '">' + LINK + "</a></p>";
  const html =
    '<div dir="' +
    (locale === "ar" ? "rtl" : "ltr") +
    '" lang="' +
    locale +
    '">' +
    paragraphs.map((p) => "<p>" + escapeHtml(p) + "</p>").join("") +
    (what === "received" && hasLink ? linkHtml + "<p>" + escapeHtml(t.keep) + "</p>" : "") +
    rowsHtml(stay) +
    (hasLink && linkLabel ? "<p>" + escapeHtml(linkLabel) + "</p>" + linkHtml : "") +
    (contact.length ? rowsHtml(contact) : "") +
    "</div>";
  return { subject: fill(t[what].subject), text: text, html: html };
}

// ---------------------------------------------------------------- writing to the outbox

/**
 * The rest of a record's save (`e.next()`) in a transaction, then `queueIn(txApp)`
 * in the same one: the change and its messages commit together, or neither.
 */
function saveThenQueue(e, queueIn) {
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      // The save itself (the handlers after this one, and the write) joins the transaction.
      e.app = txApp;
      e.next();
      queueIn(txApp);
    });
  } finally {
    // After the commit PocketBase runs the after-save hooks and the realtime broadcast with e.app: a
    // finished transaction there fails every member's rule check, so no desk hears of the change.
    e.app = app;
  }
}

/** Writes one message; `app` is the transaction's, so it commits with the change or not at all. */
function queue(app, fields) {
  const record = new Record(app.findCachedCollectionByNameOrId(OUTBOX));
  record.load(fields);
  record.set("status", "queued");
  app.save(record);
  return record;
}

function queueStaff(app, kind, relation, record, mail) {
  const to = staffRecipient(app);
  if (!to) {
    app.logger().warn("staff message not queued: no recipient (STAFF_NOTIFY_EMAIL or settings.email)", "kind", kind, "id", record.id);
    return null;
  }
  const fields = { kind: kind, to: to, subject: mail.subject, text: mail.text, html: mail.html };
  fields[relation] = record.id;
  try {
    return queue(app, fields);
  } catch (error) {
    // A mistyped STAFF_NOTIFY_EMAIL must not turn guests' requests away; it is refused before anything is written.
    app.logger().error("staff message not queued", "kind", kind, "to", to, "id", record.id, "error", String(error));
    return null;
  }
}

/**
 * A guest's message, when they gave an address. `link` is their private link
 * when known (it is stored sealed); without it, the page where they find
 * their request by reference and phone.
 */
function queueGuest(app, kind, what, record, link, opts) {
  const to = record.getString("email");
  if (!to) return null;
  const locale = guestLocale(record);
  const sealed = seal(link);
  const fallback = findPage(locale);
  if (what === "received" && !sealed) return null;
  const mail = guestMail(app, record, what, Object.assign({ sealed: !!sealed, fallback: fallback }, opts || {}));
  return queue(app, {
    kind: kind,
    to: to,
    locale: locale,
    booking_request: record.id,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link_sealed: sealed,
    link_fallback: fallback,
  });
}

/** A new booking request: staff are told; the guest gets their private link (or, when staff saved it confirmed, the confirmation). */
function queueForNewRequest(app, record) {
  queueStaff(app, "staff_new_request", "booking_request", record, bookingMail(app, record));
  const link = currentLink(record);
  if (record.getString("status") === "confirmed") queueGuest(app, "guest_confirmed", "confirmed", record, link);
  else if (link) queueGuest(app, "guest_received", "received", record, link);
}

/** A guest sent the same form again (idempotency.pb.js): the request now has the resend's link, which they are sent. */
function queueForResentRequest(app, record) {
  const link = currentLink(record);
  if (link) queueGuest(app, "guest_received", "received", record, link);
}

function declineReason(record, locale) {
  const own = record.getString("decline_reason_" + locale);
  return own || record.getString("decline_reason_" + (locale === "ar" ? "en" : "ar"));
}

/** A booking request changed (`before` as it was): its status, or its stay. */
function queueForChange(app, before, record) {
  const status = record.getString("status");
  const link = currentLink(record);
  if (status !== before.status) {
    if (status === "confirmed") queueGuest(app, "guest_confirmed", "confirmed", record, link);
    else if (status === "declined") {
      const locale = guestLocale(record);
      const reason = declineReason(record, locale);
      queueGuest(app, "guest_declined", "declined", record, link, { extra: reason ? [GUEST[locale].reason + ": " + reason] : [] });
    } else if (status === "cancelled") {
      const byGuest = record.getString("decided_by") === "guest";
      queueGuest(app, "guest_cancelled", byGuest ? "cancelledByGuest" : "cancelled", record, link);
      if (byGuest) queueStaff(app, "staff_guest_cancelled", "booking_request", record, cancellationMail(app, record));
    }
    return;
  }
  if (status !== "new" && status !== "confirmed") return;
  for (const field of STAY_FIELDS) {
    if (before.fields[field] !== record.getString(field)) {
      queueGuest(app, "guest_changed", "changed", record, link);
      return;
    }
  }
}

/** What queueForChange compares, read before the save (a record's original is replaced once it is saved). */
function snapshot(record) {
  const fields = {};
  for (const field of STAY_FIELDS) fields[field] = record.getString(field);
  return { status: record.getString("status"), fields: fields };
}

function queueForContact(app, record) {
  queueStaff(app, "staff_new_contact", "contact_message", record, contactMail(app, record));
}

// ---------------------------------------------------------------- the reminder

/** The day `offset` days from `ms`'s day in Basra (UTC+3, no daylight saving), as YYYY-MM-DD. */
function basraDay(ms, offset) {
  return rules.addDays(rules.hotelDayAt(ms), offset || 0);
}

/** The hour of the day-before reminder staff chose in the settings: 0–23, or -1 for none. */
function reminderHour(app) {
  const settings = latestSettings(app);
  const value = settings ? settings.getString("reminder_time") : "";
  if (value === "off") return -1;
  const hour = parseInt(value, 10);
  return hour >= 0 && hour <= 23 ? hour : DEFAULT_REMINDER_HOUR;
}

/**
 * Queues the reminder of every confirmed request with an e-mail whose guests
 * arrive tomorrow (Basra's tomorrow, at `nowMs`), once its hour has come, and
 * returns how many. Once per request: the outbox's unique index refuses a
 * second, whatever runs twice or restarts.
 */
function queueReminders(app, nowMs) {
  const hour = reminderHour(app);
  if (hour < 0 || new Date(nowMs + BASRA_OFFSET_MS).getUTCHours() < hour) return 0;
  const tomorrow = basraDay(nowMs, 1);
  const due = app.findRecordsByFilter(
    "booking_requests",
    "status = 'confirmed' && email != '' && check_in >= {:from} && check_in < {:to}",
    "check_in",
    0,
    0,
    { from: tomorrow + " 00:00:00.000Z", to: basraDay(nowMs, 2) + " 00:00:00.000Z" },
  );
  let queued = 0;
  for (const record of due) {
    try {
      app.findFirstRecordByFilter(OUTBOX, "booking_request = {:id} && kind = 'guest_reminder'", { id: record.id });
      continue;
    } catch (_) {
      // none yet
    }
    try {
      if (queueGuest(app, "guest_reminder", "reminder", record, currentLink(record), { checkInTime: true, map: true })) queued++;
    } catch (error) {
      // Another pass queued it a moment ago (the unique index), or the record is gone.
      app.logger().warn("reminder not queued", "id", record.id, "error", String(error));
    }
  }
  return queued;
}

module.exports = {
  applySmtpFromEnv,
  seal,
  saveThenQueue,
  queueForNewRequest,
  queueForResentRequest,
  queueForChange,
  queueForContact,
  queueReminders,
  snapshot,
  basraDay,
  formatDay,
  whatsAppNumber,
  escapeHtml,
};
