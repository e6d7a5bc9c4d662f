// The mail of bookings.pb.js and guest-requests.pb.js (their checks are
// booking-rules-lib.js). PocketBase runs every hook handler in its own
// isolated VM, so handlers `require()` this file instead of sharing top-level
// functions. Plain ES2015 + CommonJS (goja).

function env(name, fallback) {
  const value = ($os.getenv(name) || "").trim();
  return value === "" ? fallback : value;
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

/** One row per extra chosen, with what it added to the total (from the price PocketBase computed). */
function extraRows(app, record) {
  const ids = storedList(record, "extras");
  if (ids.length === 0) return [];
  let breakdown = null;
  try {
    breakdown = JSON.parse(record.getString("price_breakdown") || "null");
  } catch (_) {
    breakdown = null;
  }
  const lines = breakdown && Array.isArray(breakdown.lines) ? breakdown.lines : [];
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
  applySmtpFromEnv,
  notifyStaff,
  bookingMail,
  contactMail,
  cancellationMail,
  mailGuestLink,
  escapeHtml,
};
