/// <reference path="../pb_data/types.d.ts" />
// Payments and refunds on a booking request, as records of their own: the
// desk records them (an active member of staff), nobody edits or deletes one
// (the rules, and pb_hooks/desk-payments.pb.js for superusers too); a mistake
// is corrected by a refund line. PocketBase sets who, when, from where, and
// what the line counts in the request's currency (a dollar payment at the
// settings' usd_rate of that moment). payment_totals sums them per request;
// desk_export is a manager's spreadsheet of requests (the desk's CSV).

const STAFF = '@request.auth.collectionName = "staff" && @request.auth.active = true';
const MANAGER = STAFF + ' && @request.auth.role = "manager"';

const TOTALS_QUERY =
  "SELECT request AS id, SUM(CASE WHEN kind = 'refund' THEN -counted ELSE counted END) AS paid, COUNT(*) AS lines" +
  " FROM payments GROUP BY request";

const EXPORT_QUERY =
  "SELECT r.id, r.reference, r.status, r.created, r.check_in, r.check_out, r.nights, r.guests, r.rooms, r.room_type," +
  " r.room_lines, r.first_name, r.last_name, r.phone, r.email, r.locale, r.source, r.total_price, r.currency," +
  " COALESCE((SELECT SUM(CASE WHEN p.kind = 'refund' THEN -p.counted ELSE p.counted END) FROM payments p WHERE p.request = r.id), 0) AS paid" +
  " FROM booking_requests r";

const EVENT_ACTIONS = ["payment", "refund"];

migrate(
  (app) => {
    const requests = app.findCollectionByNameOrId("booking_requests");
    const staff = app.findCollectionByNameOrId("staff");
    const payments = new Collection({
      type: "base",
      name: "payments",
      listRule: STAFF,
      viewRule: STAFF,
      createRule: STAFF,
      updateRule: null,
      deleteRule: null,
      fields: [
        // Not cascaded: a request with money recorded against it is not deleted.
        { name: "request", type: "relation", required: true, maxSelect: 1, collectionId: requests.id, cascadeDelete: false },
        { name: "kind", type: "select", required: true, maxSelect: 1, values: ["payment", "refund"], help: "A refund corrects a payment" },
        { name: "amount", type: "number", required: true, min: 0.01, max: 10000000000, help: "In `currency`, as the guest paid it" },
        { name: "currency", type: "select", required: true, maxSelect: 1, values: ["IQD", "USD"] },
        {
          name: "method",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["cash", "card", "zaincash", "qi_card", "bank_transfer"],
        },
        { name: "note", type: "text", max: 500, help: "Staff's own; the guest never sees it" },
        { name: "counted", type: "number", help: "Set by PocketBase: the amount in the request's currency" },
        { name: "usd_rate", type: "number", help: "Set by PocketBase: dinars per dollar used, for a dollar line" },
        { name: "actor_kind", type: "select", maxSelect: 1, values: ["staff", "superuser", "site", "guest", "system"] },
        { name: "actor", type: "relation", maxSelect: 1, collectionId: staff.id, help: "Set by PocketBase: the member" },
        { name: "actor_label", type: "text", max: 300, help: "Set by PocketBase: who recorded it" },
        { name: "client", type: "text", max: 64, help: "Set by PocketBase: where from" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX `idx_payments_request` ON `payments` (`request`, `created`)"],
    });
    app.save(payments);

    const events = app.findCollectionByNameOrId("request_events");
    const action = events.fields.getByName("action");
    action.values = action.values.concat(EVENT_ACTIONS.filter((value) => action.values.indexOf(value) < 0));
    events.fields.add(new RelationField({ name: "payment", maxSelect: 1, collectionId: payments.id, help: "The payment or refund" }));
    app.save(events);

    app.save(new Collection({ type: "view", name: "payment_totals", viewQuery: TOTALS_QUERY, listRule: STAFF, viewRule: STAFF }));
    app.save(new Collection({ type: "view", name: "desk_export", viewQuery: EXPORT_QUERY, listRule: MANAGER, viewRule: MANAGER }));
  },
  (app) => {
    for (const name of ["desk_export", "payment_totals"]) app.delete(app.findCollectionByNameOrId(name));
    const events = app.findCollectionByNameOrId("request_events");
    app.db().newQuery("DELETE FROM request_events WHERE action IN ('payment', 'refund')").execute();
    events.fields.removeByName("payment");
    const action = events.fields.getByName("action");
    action.values = action.values.filter((value) => EVENT_ACTIONS.indexOf(value) < 0);
    app.save(events);
    app.delete(app.findCollectionByNameOrId("payments"));
  },
);
