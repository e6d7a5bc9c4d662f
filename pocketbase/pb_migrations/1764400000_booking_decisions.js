/// <reference path="../pb_data/types.d.ts" />
// A booking request's staff decision: new → confirmed or declined, and
// cancelled (by staff, or by the guest from the request's own page). Who
// decided and when is kept on the record (pb_hooks/decisions.pb.js fills
// them in; staff cannot type them), and a decline may carry a reason in both
// languages for the guest.

const STATUS_VALUES = ["new", "confirmed", "declined", "cancelled"];

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId("booking_requests");
    const status = collection.fields.getByName("status");
    status.values = STATUS_VALUES;
    status.help = "new → confirmed (after the phone call) or declined; cancelled by staff or by the guest";
    collection.fields.add(
      new TextField({ name: "decided_by", max: 200, help: "Filled in on each change of status: the staff e-mail, or guest" }),
    );
    collection.fields.add(new DateField({ name: "decided_at", help: "When the status last changed" }));
    collection.fields.add(
      new TextField({ name: "decline_reason_ar", max: 500, help: "Optional, shown to the guest when declined (Arabic)" }),
    );
    collection.fields.add(
      new TextField({ name: "decline_reason_en", max: 500, help: "Optional, shown to the guest when declined (English)" }),
    );
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId("booking_requests");
    for (const name of ["decided_by", "decided_at", "decline_reason_ar", "decline_reason_en"]) {
      collection.fields.removeByName(name);
    }
    const status = collection.fields.getByName("status");
    status.values = ["new", "confirmed", "cancelled"];
    app.save(collection);
  },
);
