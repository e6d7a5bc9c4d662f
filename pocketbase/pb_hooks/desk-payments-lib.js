// Payments and refunds on a request (desk-payments.pb.js, the 1765075000
// migration): what a line may hold, what it counts in the request's currency,
// and what has been paid. Pure functions first, plain ES2015 + CommonJS (goja).

/** What a member sends to record a line; PocketBase sets the rest. */
const PAYMENT_FIELDS = ["request", "kind", "amount", "currency", "method", "note"];

const MAX_AMOUNT = 10000000000;

/** Why an amount cannot be recorded in `currency` (null when it can): dinars are whole, dollars have cents. */
function amountProblem(amount, currency) {
  if (typeof amount !== "number" || !isFinite(amount) || amount <= 0 || amount > MAX_AMOUNT) return "payment_amount";
  const cents = currency === "USD" ? 100 : 1;
  if (Math.abs(Math.round(amount * cents) - amount * cents) > 1e-6) return "payment_amount";
  return null;
}

/**
 * What `amount` in `currency` counts in the request's currency, with the
 * settings' dinars per dollar (`usdRate`), or null when it cannot be counted
 * (a dollar line with no rate set).
 */
function countedIn(amount, currency, requestCurrency, usdRate) {
  if (currency === requestCurrency) return amount;
  if (!(usdRate > 0)) return null;
  if (currency === "USD" && requestCurrency === "IQD") return Math.round(amount * usdRate);
  if (currency === "IQD" && requestCurrency === "USD") return Math.round((amount / usdRate) * 100) / 100;
  return null;
}

/** Net amount paid in one currency (what a refund in it may give back). */
function heldIn(lines, currency) {
  let held = 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].currency === currency) held += (lines[i].kind === "refund" ? -1 : 1) * Number(lines[i].amount || 0);
  }
  return Math.round(held * 100) / 100;
}

/**
 * Why a line cannot be recorded on a request (null when it can):
 * payment_declined (a declined request took no stay), payment_refund_too_large
 * (a refund gives back more of a currency than was paid in it).
 */
function lineProblem(line, status, lines) {
  if (line.kind === "payment" && status === "declined") return "payment_declined";
  if (line.kind === "refund" && line.amount > heldIn(lines, line.currency) + 1e-9) return "payment_refund_too_large";
  return null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_EXPORT_DAYS = 366;

function dayMs(text) {
  const m = DAY.exec(typeof text === "string" ? text : "");
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : NaN;
}

/** The days from … to of an export (both included, at most a year), or null. */
function exportRange(from, to) {
  const a = dayMs(from);
  const b = dayMs(to);
  if (!isFinite(a) || !isFinite(b)) return null;
  const days = (b - a) / 86400000 + 1;
  if (days < 1 || days > MAX_EXPORT_DAYS) return null;
  return { from: from, to: to, end: new Date(b + 86400000).toISOString().slice(0, 10) };
}

/** The desk_export view's columns, in the order of each exported row. */
const EXPORT_COLUMNS = [
  "id",
  "reference",
  "status",
  "created",
  "check_in",
  "check_out",
  "nights",
  "guests",
  "rooms",
  "room_type",
  "room_lines",
  "first_name",
  "last_name",
  "phone",
  "email",
  "locale",
  "source",
  "total_price",
  "currency",
  "paid",
];

// --- PocketBase parts ---

/** The requests arriving from range.from to range.to, by arrival then reference: rows of EXPORT_COLUMNS. */
function exportRows(app, from, to) {
  const range = exportRange(from, to);
  const numeric = ["nights", "guests", "rooms", "total_price", "paid"];
  const shape = {};
  EXPORT_COLUMNS.forEach((name) => (shape[name] = numeric.indexOf(name) >= 0 ? 0 : ""));
  // An empty field may be NULL in SQLite (a request stored before the field existed): read as "" or 0.
  const select = EXPORT_COLUMNS.map((name) => "COALESCE(" + name + ", " + (numeric.indexOf(name) >= 0 ? "0" : "''") + ") AS " + name);
  const rows = arrayOf(new DynamicModel(shape));
  app
    .db()
    .newQuery(
      "SELECT " + select.join(", ") + " FROM desk_export WHERE check_in >= {:from} AND check_in < {:end} ORDER BY check_in, reference",
    )
    .bind({ from: range.from + " 00:00:00.000Z", end: range.end + " 00:00:00.000Z" })
    .all(rows);
  return rows.map((row) => EXPORT_COLUMNS.map((name) => row[name]));
}

function linesOf(app, requestId) {
  const rows = arrayOf(new DynamicModel({ kind: "", amount: 0, currency: "", counted: 0 }));
  app.db().newQuery("SELECT kind, amount, currency, counted FROM payments WHERE request = {:id}").bind({ id: requestId }).all(rows);
  return rows.map((row) => ({ kind: row.kind, amount: row.amount, currency: row.currency, counted: row.counted }));
}

/** What has been paid on a request, in its currency: the payment_totals view's sum (the desk reads the same). */
function paidOn(app, requestId) {
  const row = new DynamicModel({ paid: 0 });
  try {
    app.db().newQuery("SELECT COALESCE(paid, 0) AS paid FROM payment_totals WHERE id = {:id}").bind({ id: requestId }).one(row);
  } catch (_) {
    return 0;
  }
  return Number(row.paid) || 0;
}

function usdRate(app) {
  try {
    return app.findFirstRecordByFilter("settings", "id != ''").getFloat("usd_rate");
  } catch (_) {
    return 0;
  }
}

function refuse(code, message) {
  const data = {};
  data[code === "payment_amount" ? "amount" : "kind"] = new ValidationError(code, message);
  throw new BadRequestError(message, data);
}

/**
 * Checks a new line against its request, inside the save's transaction
 * (`app`), and sets what PocketBase decides: what it counts, the rate, who.
 */
function prepareLine(app, record, actor) {
  const kind = record.getString("kind");
  const amount = record.getFloat("amount");
  const currency = record.getString("currency");
  const problem = amountProblem(amount, currency);
  if (problem) refuse(problem, "The amount must be above zero: whole dinars, or dollars and cents.");
  const request = app.findRecordById("booking_requests", record.getString("request"));
  const requestCurrency = request.getString("currency") || "IQD";
  const rate = currency === requestCurrency ? 0 : usdRate(app);
  const counted = countedIn(amount, currency, requestCurrency, rate);
  if (counted === null) refuse("payment_no_rate", "No dollar rate is set: record the line in dinars, or set the rate first.");
  const lineIssue = lineProblem({ kind: kind, amount: amount, currency: currency }, request.getString("status"), linesOf(app, request.id));
  if (lineIssue === "payment_declined") refuse(lineIssue, "A declined request takes no payment.");
  if (lineIssue) refuse(lineIssue, "A refund cannot give back more than was paid in " + currency + ".");
  record.set("counted", counted);
  record.set("usd_rate", rate);
  record.set("actor_kind", actor.kind);
  record.set("actor", actor.kind === "staff" ? actor.id : "");
  record.set("actor_label", String(actor.label || "").slice(0, 300));
  record.set("client", String(actor.client || "").slice(0, 64));
  return request;
}

module.exports = {
  EXPORT_COLUMNS,
  exportRange,
  exportRows,
  PAYMENT_FIELDS,
  amountProblem,
  countedIn,
  heldIn,
  lineProblem,
  linesOf,
  paidOn,
  prepareLine,
};
