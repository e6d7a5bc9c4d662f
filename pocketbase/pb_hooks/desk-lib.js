// The reservations desk's rules in PocketBase (desk.pb.js): what a member of
// staff may change on a booking request, the status moves they may make, the
// request's history records, and the keys the desk searches by. Pure functions
// first (no PocketBase globals), plain ES2015 + CommonJS (goja). goja has no
// Unicode property escapes (/\p{M}/u matches the text "p{M}"), so the
// characters are named by their ranges.

// The site's day helpers (web/src/lib/booking/rules/dates.ts, bundled): Basra's day at an instant, a stay day from a date field.
function basraDay(nowMs) {
  return require(`${__hooks}/booking-rules.gen.js`).hotelDayAt(nowMs);
}

function dayOf(value) {
  return require(`${__hooks}/booking-rules.gen.js`).stayDay(value);
}

// --- Search keys: the same forms web/src/lib/search/normalize.ts makes ---

const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
// Combining marks: Latin accents, Arabic tashkeel, the hamza and madda NFKD splits off, Quranic marks.
const MARKS = /[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/g;
const TATWEEL = /\u0640/g;
const LETTERS = { "\u0671": "\u0627", "\u0629": "\u0647", "\u0649": "\u064A" };
const FOLDED_LETTERS = /[\u0671\u0629\u0649]/g;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function latinDigits(text) {
  return String(text).replace(EASTERN_DIGITS, function (digit) {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** normalizeSearchText of the site: one alef, ه for ة, ي for ى, no tashkeel or tatweel, Latin digits, lower case. */
function normalizeText(text) {
  return latinDigits(
    String(text || "")
      .normalize("NFKD")
      .replace(INVISIBLE, "")
      .replace(MARKS, "")
      .replace(TATWEEL, "")
      .replace(FOLDED_LETTERS, function (letter) {
        return LETTERS[letter] || letter;
      }),
  ).toLowerCase();
}

// Anything but a Latin or Arabic letter or a digit separates words (explicit ranges, see above).
const SEPARATOR = /[^0-9a-z\u00DF-\u00FF\u0100-\u024F\u0621-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF]+/;

function words(text) {
  return normalizeText(text)
    .split(SEPARATOR)
    .filter(function (word) {
      return word.length > 0;
    });
}

/** What the desk finds a guest's name by: the normalised words of first and last name, space-separated. */
function nameKey(first, last) {
  return words(String(first || "") + " " + String(last || "")).join(" ");
}

/** A phone number's digits, Latin (what the desk finds it by: "+964 780 123 4567" → "9647801234567"). */
function phoneKey(phone) {
  return latinDigits(phone).replace(/[^0-9]/g, "");
}

// --- Who may change what ---

/** The fields a member of staff may change on a request: its status, reasons and notes, and its stay (desk-change.pb.js). */
const MEMBER_FIELDS = ["status", "decline_reason_ar", "decline_reason_en", "staff_notes"].concat(
  require(`${__hooks}/booking-rules.gen.js`).STAY_CHANGE_FIELDS,
);

/** What a manager sends to create an account, what they may change on another's, and on their own. */
const ACCOUNT_FIELDS_ON_CREATE = ["email", "password", "passwordConfirm", "name", "role", "active"];
const ACCOUNT_FIELDS_BY_MANAGER = ["name", "role", "active"];
const OWN_PASSWORD_FIELDS = ["password", "passwordConfirm", "oldPassword"];

/** Where a member may move a request's status from each status. */
const MOVES = {
  new: ["confirmed", "declined", "cancelled"],
  confirmed: ["cancelled", "arrived", "no_show"],
  arrived: [],
  declined: [],
  cancelled: [],
  no_show: [],
};

/**
 * Why a member may not move a request from `from` to `to` on Basra day
 * `today` (null when they may): "not_allowed", "not_yet" (arrival or
 * no-show before the day of arrival), "stay_over" (arrival after the stay).
 */
function moveProblem(from, to, checkIn, checkOut, today) {
  if (from === to) return null;
  if ((MOVES[from] || []).indexOf(to) < 0) return "not_allowed";
  if ((to === "arrived" || to === "no_show") && today < checkIn) return "not_yet";
  if (to === "arrived" && today >= checkOut) return "stay_over";
  return null;
}

/** The first night a no-show frees: the day it is marked, or the arrival day if marked before it. */
function releasedFrom(checkIn, today) {
  return today > checkIn ? today : checkIn;
}

/** The fields whose value differs between two plain objects, among `names`. */
function changedFields(before, after, names) {
  return names.filter(function (name) {
    return (
      JSON.stringify(before[name] === undefined ? null : before[name]) !== JSON.stringify(after[name] === undefined ? null : after[name])
    );
  });
}

// What a change to a request is called in its history.
const TRACKED_FIELDS = [
  "check_in",
  "check_out",
  "nights",
  "guests",
  "rooms",
  "room_type",
  "room_lines",
  "extras",
  "offer",
  "breakfast",
  "total_price",
  "first_name",
  "last_name",
  "phone",
  "email",
  "decline_reason_ar",
  "decline_reason_en",
  "staff_notes",
];

/**
 * A history entry for a change from `before` to `after` (plain values), or
 * null when nothing worth a line changed: the new status's name when the
 * status moved, else "edited" with the fields.
 */
function describeChange(before, after) {
  const fields = changedFields(before, after, TRACKED_FIELDS);
  if (before.status !== after.status) return { action: after.status, from: before.status, to: after.status, fields: fields };
  if (fields.length === 0) return null;
  return { action: "edited", from: before.status, to: after.status, fields: fields };
}

// --- PocketBase parts ---

const ACTOR_KEY = "__desk_actor";

/** Who made a request's save, from the request's own sign-in: kept on the record for the model hooks. */
function actorOf(e) {
  const auth = e.auth;
  const client = String(e.realIP() || "").slice(0, 64);
  if (!auth) return { kind: "guest", id: "", label: "", via: "website", client: client };
  const collection = auth.collection().name;
  if (collection === "staff") {
    return { kind: "staff", id: auth.id, label: (auth.getString("name") + " <" + auth.email() + ">").trim(), via: "desk", client: client };
  }
  if (collection === "_superusers") return { kind: "superuser", id: "", label: auth.email(), via: "admin", client: client };
  if (collection === "services") return { kind: "site", id: "", label: "website", via: "website", client: client };
  return { kind: "system", id: "", label: collection + ":" + auth.id, via: "system", client: client };
}

function stampActor(record, actor) {
  record.set(ACTOR_KEY, JSON.stringify(actor));
}

/** The actor a request hook stamped on the record; otherwise the guest (their page's cancel) or PocketBase itself. */
function stampedActor(record) {
  const raw = record.get(ACTOR_KEY);
  if (typeof raw === "string" && raw) {
    try {
      return JSON.parse(raw);
    } catch (_) {
      // fall through
    }
  }
  if (record.getString("decided_by") === "guest") return { kind: "guest", id: "", label: "guest", via: "guest_page", client: "" };
  return { kind: "system", id: "", label: "", via: "system", client: "" };
}

/** A request record's tracked values, plainly. */
function plainRequest(record) {
  const jsonField = require(`${__hooks}/availability-lib.js`).jsonField;
  const out = { status: record.getString("status") };
  TRACKED_FIELDS.forEach(function (name) {
    const field = record.collection().fields.getByName(name);
    if (!field) return;
    const type = field.type();
    out[name] =
      type === "json"
        ? jsonField(record, name)
        : type === "number"
          ? record.getFloat(name)
          : type === "bool"
            ? record.getBool(name)
            : record.getString(name);
  });
  return out;
}

/** Writes one history record for `request` (with `app`: the save's own transaction). */
function saveEvent(app, request, change, actor) {
  const collection = app.findCachedCollectionByNameOrId("request_events");
  const event = new Record(collection);
  event.set("request", request.id);
  event.set("action", change.action);
  event.set("from_status", change.from || "");
  event.set("to_status", change.to || "");
  event.set("fields", change.fields || []);
  event.set("note", String(change.note || "").slice(0, 500));
  event.set("actor_kind", actor.kind);
  event.set("actor", actor.kind === "staff" ? actor.id : "");
  event.set("actor_label", String(actor.label || "").slice(0, 300));
  event.set("via", actor.via);
  event.set("client", String(actor.client || "").slice(0, 64));
  if (change.payment) event.set("payment", change.payment);
  app.save(event);
}

/** The reason a decline gave the guest, in either language. */
function declineNote(record) {
  if (record.getString("status") !== "declined") return "";
  return (
    record.getString("decline_reason_" + (record.getString("locale") === "en" ? "en" : "ar")) ||
    record.getString("decline_reason_ar") ||
    record.getString("decline_reason_en")
  );
}

/** Writes one account_events record for `account` (with `app`: the save's own transaction). */
function saveAccountEvent(app, account, action, detail, actor) {
  const event = new Record(app.findCachedCollectionByNameOrId("account_events"));
  event.set("account", account.id);
  event.set("action", action);
  event.set("detail", String(detail || "").slice(0, 300));
  event.set("actor_kind", actor.kind);
  event.set("actor", actor.kind === "staff" ? actor.id : "");
  event.set("actor_label", String(actor.label || "").slice(0, 300));
  event.set("client", String(actor.client || "").slice(0, 64));
  app.save(event);
}

/** Sets the desk's search keys from the record's name and phone. */
function setSearchKeys(record) {
  record.set("search_name", nameKey(record.getString("first_name"), record.getString("last_name")));
  record.set("search_phone", phoneKey(record.getString("phone")));
}

module.exports = {
  ACTOR_KEY,
  MEMBER_FIELDS,
  ACCOUNT_FIELDS_ON_CREATE,
  ACCOUNT_FIELDS_BY_MANAGER,
  OWN_PASSWORD_FIELDS,
  MOVES,
  TRACKED_FIELDS,
  basraDay,
  dayOf,
  normalizeText,
  words,
  nameKey,
  phoneKey,
  moveProblem,
  releasedFrom,
  changedFields,
  describeChange,
  actorOf,
  stampActor,
  stampedActor,
  plainRequest,
  saveEvent,
  saveAccountEvent,
  declineNote,
  setSearchKeys,
};
