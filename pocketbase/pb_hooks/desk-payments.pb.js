/// <reference path="../pb_data/types.d.ts" />
// Payments and refunds on a request (the 1765075000 migration): a member sends
// the request, kind, amount, currency, method and a note; PocketBase checks the
// line against the request, sets who, when, from where and what it counts,
// and writes it to the request's history in the same transaction. No line is
// ever changed or deleted, not even by a superuser: a refund corrects one.
// Handlers run in isolated contexts: each requires what it uses.

onRecordCreateRequest((e) => {
  const desk = require(`${__hooks}/desk-lib.js`);
  const lib = require(`${__hooks}/desk-payments-lib.js`);
  const actor = desk.actorOf(e);
  if (actor.kind !== "superuser") {
    const extra = Object.keys(e.requestInfo().body || {}).filter((name) => lib.PAYMENT_FIELDS.indexOf(name) < 0);
    if (extra.length > 0) {
      const data = {};
      extra.forEach((name) => (data[name] = new ValidationError("payment_field_locked", "PocketBase sets " + name + ".")));
      throw new BadRequestError("A payment is its request, kind, amount, currency, method and note; PocketBase sets the rest.", data);
    }
  }
  desk.stampActor(e.record, actor);
  e.next();
}, "payments");

onRecordCreate((e) => {
  const desk = require(`${__hooks}/desk-lib.js`);
  const lib = require(`${__hooks}/desk-payments-lib.js`);
  const actor = desk.stampedActor(e.record);
  const app = e.app;
  app.runInTransaction((txApp) => {
    e.app = txApp;
    const request = lib.prepareLine(txApp, e.record, actor);
    e.next();
    const status = request.getString("status");
    const kind = e.record.getString("kind");
    desk.saveEvent(
      txApp,
      request,
      { action: kind, from: status, to: status, fields: [], note: e.record.getString("note"), payment: e.record.id },
      actor,
    );
  });
  e.app = app;
}, "payments");

onRecordUpdate((e) => {
  throw new BadRequestError("A payment is never changed: record a refund to correct it.");
}, "payments");

onRecordDelete((e) => {
  throw new BadRequestError("A payment is never deleted: record a refund to correct it.");
}, "payments");

// A manager's export of the requests arriving from `from` to `to` (days, both
// included, a year at most): the desk_export view's rows in one answer, as
// arrays: paging a year of records through the records API was far slower
// (docs/benchmarks.md, bench:desk-export). Anyone but an active manager is refused.
routerAdd(
  "GET",
  "/api/desk/export",
  (e) => {
    const lib = require(`${__hooks}/desk-payments-lib.js`);
    const auth = e.auth;
    if (!auth || !auth.getBool("active") || auth.getString("role") !== "manager") {
      throw new ForbiddenError("Only a manager may export requests.");
    }
    const range = lib.exportRange(e.request.url.query().get("from"), e.request.url.query().get("to"));
    if (!range) throw new BadRequestError("from and to must be days (YYYY-MM-DD), from first, at most a year apart.");
    return e.json(200, { columns: lib.EXPORT_COLUMNS, rows: lib.exportRows(e.app, range.from, range.to) });
  },
  $apis.requireAuth("staff"),
);
