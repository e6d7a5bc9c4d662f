/// <reference path="../pb_data/types.d.ts" />
// A desk member changes a request's stay (dates, room lines, extras,
// breakfast, offer): PocketBase derives nights, rooms and guests, judges and
// prices the stay by the site's rules (booking-rules-lib.js's judgeStay, the
// request's own rooms counted as free), and saves it, in one transaction that
// the inventory guard (inventory.pb.js) and the held nights' recount join: no
// other confirmation slips in between the count and the save. A full night is
// refused with the types and nights in the error's params, for the desk to
// word in the member's language. The guest's "changed" e-mail (outbox.pb.js)
// and the history (desk.pb.js) come with the save.
onRecordUpdateRequest((e) => {
  if (!e.auth || e.auth.collection().name !== "staff") return e.next();
  const lib = require(`${__hooks}/desk-change-lib.js`);
  if (!lib.changesStay(e.requestInfo().body)) return e.next();
  const problem = lib.changeProblem(e.record.original(), e.record);
  if (problem) {
    throw new BadRequestError("The desk changes the stay of a new or confirmed request only, and not with its status.", {
      status: new ValidationError(problem, "Only a new or confirmed request's stay can change, on its own."),
    });
  }
  lib.deriveStay(e.record);
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      const rules = require(`${__hooks}/booking-rules-lib.js`);
      const result = rules.judgeStay(txApp, e.requestInfo(), e.record, Date.now(), {}, { staff: true, exceptId: e.record.id });
      if (result.formError) throw new BadRequestError(result.formError);
      rules.refuseIfInvalid(Object.assign(rules.bookingErrors(e.record), result.errors), "change of stay");
      // No price without a refusal: the dates were missing or unreadable (a stay is never saved unpriced).
      if (!result.price) throw new BadRequestError("The new stay could not be priced: check its dates.");
      e.record.set("price_breakdown", result.price);
      e.next();
    });
  } finally {
    // The after-success hooks run with e.app (see inventory.pb.js).
    e.app = app;
  }
}, "booking_requests");
