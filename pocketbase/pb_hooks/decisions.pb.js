/// <reference path="../pb_data/types.d.ts" />
// Who changed a booking request's status, and when: set here from the
// request's own sign-in, never from what was typed, so the record says who
// decided even when staff edit it in the admin UI. A change that leaves the
// status alone keeps the last decision as it was.
onRecordUpdateRequest((e) => {
  const before = e.record.original();
  for (const field of ["decided_by", "decided_at"]) {
    e.record.set(field, before.get(field));
  }
  if (e.record.getString("status") !== before.getString("status")) {
    const who = e.auth ? e.auth.email() || e.auth.id : "";
    e.record.set("decided_by", who);
    e.record.set("decided_at", new DateTime());
  }
  e.next();
}, "booking_requests");
