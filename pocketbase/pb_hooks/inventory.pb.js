/// <reference path="../pb_data/types.d.ts" />
// Confirmed rooms never exceed a room type's room_count on any night,
// whatever the save comes from (admin UI, API, another hook). The count and
// the save run in one write transaction: PocketBase has one writer at a time,
// so of two staff confirming the last room at the same moment the second
// counts the first's confirmation and is refused. The counting is
// availability-lib.js's.

// Handlers run in isolated contexts (see revalidate.pb.js): each is self-contained.
const guardBooking = (e) => {
  const lib = require(`${__hooks}/availability-lib.js`);
  if (e.record.getString("status") !== "confirmed") return e.next();
  const app = e.app;
  app.runInTransaction((txApp) => {
    // The rest of the save (other handlers, the write) joins this transaction.
    e.app = txApp;
    lib.refuseOverbooking(txApp, e.record);
    e.next();
  });
  // The after-success hooks run with e.app: realtime checks each subscriber's rules through it, which a finished transaction cannot.
  e.app = app;
};
onRecordCreate(guardBooking, "booking_requests");
onRecordUpdate(guardBooking, "booking_requests");

// Lowering a room type's room_count below what is confirmed is refused (same transaction reasoning).
onRecordUpdate((e) => {
  const lib = require(`${__hooks}/availability-lib.js`);
  const app = e.app;
  app.runInTransaction((txApp) => {
    e.app = txApp;
    const today = require(`${__hooks}/booking-rules.gen.js`).hotelDayAt(Date.now());
    lib.refuseInventoryBelowConfirmed(txApp, e.record, today);
    e.next();
  });
  e.app = app;
}, "room_types");
