/// <reference path="../pb_data/types.d.ts" />
// The reservations desk (accounts in `staff`, see the 1765030000 migration).
// Rules say who may read and write; these hooks say what a member may change:
// on a request only its status (by the desk's moves), the decline reasons and
// the staff notes; on a contact message its status; on an account its name,
// role and active flag (a manager, not on their own), or their own password.
// Every change to a request or an account is written to its history
// (request_events, account_events) in the save's own transaction, with who
// made it and from where. A handler that opens the transaction gives the
// event its app back once it is over: the save's after-success hooks run with
// e.app, and PocketBase's realtime checks each subscriber's rules through it
// (with the finished transaction, no member would hear of the change).
// Handlers run in isolated contexts: each requires what it uses.

// --- booking requests ---

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  lib.stampActor(e.record, lib.actorOf(e));
  e.next();
}, "booking_requests");

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  const actor = lib.actorOf(e);
  if (actor.kind === "staff") {
    const before = e.record.original();
    // What was sent, not what differs: other hooks fill in fields of their own (decided_by, decided_at).
    const locked = Object.keys(e.requestInfo().body || {}).filter((name) => lib.MEMBER_FIELDS.indexOf(name) < 0);
    if (locked.length > 0) {
      const data = {};
      locked.forEach((name) => (data[name] = new ValidationError("desk_field_locked", "The desk cannot change " + name + ".")));
      throw new BadRequestError("The desk may change a request's status, decline reasons and notes only.", data);
    }
    const from = before.getString("status");
    const to = e.record.getString("status");
    const problem = lib.moveProblem(
      from,
      to,
      lib.dayOf(before.getString("check_in")),
      lib.dayOf(before.getString("check_out")),
      lib.basraDay(Date.now()),
    );
    if (problem) {
      throw new BadRequestError("A request that is " + from + " cannot become " + to + " now (" + problem + ").", {
        status: new ValidationError("desk_" + problem, "Cannot move from " + from + " to " + to + "."),
      });
    }
  }
  lib.stampActor(e.record, actor);
  e.next();
}, "booking_requests");

onRecordCreate((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  lib.setSearchKeys(e.record);
  const app = e.app;
  app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    lib.saveEvent(
      txApp,
      e.record,
      { action: "created", from: "", to: e.record.getString("status"), fields: [] },
      lib.stampedActor(e.record),
    );
  });
  e.app = app;
}, "booking_requests");

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  lib.setSearchKeys(e.record);
  const before = e.record.original();
  const status = e.record.getString("status");
  // A no-show frees its nights from the day it is marked (availability-lib.js counts up to it).
  if (status === "no_show" && before.getString("status") !== "no_show") {
    e.record.set("released_from", lib.releasedFrom(lib.dayOf(e.record.getString("check_in")), lib.basraDay(Date.now())) + " 00:00:00.000Z");
  } else if (status !== "no_show") {
    e.record.set("released_from", "");
  }
  const change = lib.describeChange(lib.plainRequest(before), lib.plainRequest(e.record));
  if (!change) return e.next();
  change.note = lib.declineNote(e.record) || require(`${__hooks}/desk-change-lib.js`).stayNote(before, e.record);
  const app = e.app;
  app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    lib.saveEvent(txApp, e.record, change, lib.stampedActor(e.record));
  });
  e.app = app;
}, "booking_requests");

// --- contact messages: a member marks one handled, or new again ---

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  if (lib.actorOf(e).kind === "staff") {
    const locked = Object.keys(e.requestInfo().body || {}).filter((name) => name !== "status");
    if (locked.length > 0) throw new BadRequestError("The desk may change a message's status only.");
  }
  e.next();
}, "contact_messages");

// --- staff accounts ---

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  const actor = lib.actorOf(e);
  if (actor.kind === "staff") {
    const body = e.requestInfo().body || {};
    const extra = Object.keys(body).filter((name) => lib.ACCOUNT_FIELDS_ON_CREATE.indexOf(name) < 0);
    if (extra.length > 0) throw new BadRequestError("A manager sets an account's e-mail, password, name, role and active flag only.");
  }
  lib.stampActor(e.record, actor);
  e.next();
}, "staff");

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  const actor = lib.actorOf(e);
  if (actor.kind === "staff") {
    const body = e.requestInfo().body || {};
    const own = e.auth.id === e.record.id;
    const allowed = own ? lib.OWN_PASSWORD_FIELDS : lib.ACCOUNT_FIELDS_BY_MANAGER;
    const extra = Object.keys(body).filter((name) => allowed.indexOf(name) < 0);
    if (extra.length > 0) {
      throw new BadRequestError(
        own ? "Members change their own password only." : "A manager changes another account's name, role and active flag only.",
      );
    }
  }
  lib.stampActor(e.record, actor);
  e.next();
}, "staff");

onRecordCreate((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  const app = e.app;
  app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    lib.saveAccountEvent(txApp, e.record, "created", e.record.getString("role"), lib.stampedActor(e.record));
  });
  e.app = app;
}, "staff");

// A disabled account's sessions end at once: a new token key invalidates every
// token PocketBase gave it, and realtime drops its subscriptions (the API
// rules also ask for active = true on every request).
onRecordUpdate((e) => {
  const lib = require(`${__hooks}/desk-lib.js`);
  const before = e.record.original();
  const changes = [];
  if (before.getBool("active") !== e.record.getBool("active"))
    changes.push(e.record.getBool("active") ? ["enabled", ""] : ["disabled", ""]);
  if (before.getString("role") !== e.record.getString("role"))
    changes.push(["role", before.getString("role") + " → " + e.record.getString("role")]);
  if (before.getString("name") !== e.record.getString("name")) changes.push(["renamed", e.record.getString("name")]);
  if (before.getString("email") !== e.record.getString("email")) changes.push(["email", e.record.getString("email")]);
  if (before.getBool("active") && !e.record.getBool("active")) e.record.refreshTokenKey();
  if (changes.length === 0) return e.next();
  const app = e.app;
  app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    const actor = lib.stampedActor(e.record);
    changes.forEach((change) => lib.saveAccountEvent(txApp, e.record, change[0], change[1], actor));
  });
  e.app = app;
}, "staff");

// Signing out of the desk ends every session of the account: a new token key
// (members cannot change that hidden field through the records API).
routerAdd(
  "POST",
  "/api/desk/sign-out",
  (e) => {
    e.auth.refreshTokenKey();
    e.app.save(e.auth);
    return e.noContent(204);
  },
  $apis.requireAuth("staff"),
);
