/// <reference path="../pb_data/types.d.ts" />
// The outbox: every e-mail the hotel sends, one record each, written by the
// hooks in the same transaction as the change it tells of (pb_hooks/outbox.pb.js),
// and sent after the commit by PocketBase's sender (pocketbase/outbox), which
// retries until it is delivered or marks it failed. Staff only: they see
// failed messages here and send one again by setting its status back to
// queued (docs/staff.md). The desk's roles can be given that with an update
// rule; the sender lets anyone but a superuser change nothing but the status.
//
// Also: guests' private links sealed on their request (guest_token_sealed,
// GUEST_LINK_SECRET), so later messages can carry the link while the database
// still holds nothing that opens a guest's page; and the hour reminders go out.

const KINDS = [
  "staff_new_request",
  "staff_new_contact",
  "staff_guest_cancelled",
  "guest_received",
  "guest_confirmed",
  "guest_declined",
  "guest_cancelled",
  "guest_changed",
  "guest_reminder",
];
const HOURS = Array.from({ length: 24 }, (_, h) => (h < 10 ? "0" : "") + h + ":00");

migrate(
  (app) => {
    const bookings = app.findCollectionByNameOrId("booking_requests");
    const contacts = app.findCollectionByNameOrId("contact_messages");
    app.save(
      new Collection({
        type: "base",
        name: "outbox",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: "status",
            type: "select",
            required: true,
            maxSelect: 1,
            values: ["queued", "sent", "failed"],
            presentable: true,
            help: "failed: it was never delivered (see last_error). Set it back to queued to send it again.",
          },
          { name: "kind", type: "select", required: true, maxSelect: 1, values: KINDS, help: "Who it is for and why" },
          { name: "to", type: "email", required: true, help: "Correct a wrong address here, then set the status to queued" },
          { name: "subject", type: "text", required: true, max: 998 },
          {
            name: "booking_request",
            type: "relation",
            collectionId: bookings.id,
            maxSelect: 1,
            cascadeDelete: true,
            help: "The request it is about",
          },
          {
            name: "contact_message",
            type: "relation",
            collectionId: contacts.id,
            maxSelect: 1,
            cascadeDelete: true,
            help: "The contact message it is about",
          },
          { name: "locale", type: "select", maxSelect: 1, values: ["ar", "en"], help: "The guest's language" },
          { name: "attempts", type: "number", onlyInt: true, min: 0, help: "Times the mail server was asked to take it" },
          { name: "last_error", type: "text", max: 1000, help: "What the mail server said the last time it failed" },
          { name: "sent_at", type: "date", help: "When the mail server took it" },
          { name: "next_attempt_at", type: "date", help: "When it is tried again while queued" },
          { name: "queued_at", type: "date", help: "When it was queued (again)" },
          { name: "message_id", type: "text", max: 300, help: "Its Message-ID header, the same on every attempt" },
          { name: "text", type: "text", max: 100000, help: "The message as plain text" },
          { name: "html", type: "text", max: 200000, help: "The message as HTML" },
          { name: "link_sealed", type: "text", max: 2000, hidden: true, help: "The guest's private link, sealed" },
          { name: "link_fallback", type: "url", help: "Sent instead of the private link when it cannot be unsealed" },
          { name: "created", type: "autodate", onCreate: true, onUpdate: false },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX `idx_outbox_due` ON `outbox` (`status`, `next_attempt_at`)",
          "CREATE INDEX `idx_outbox_booking_request` ON `outbox` (`booking_request`)",
          "CREATE INDEX `idx_outbox_contact_message` ON `outbox` (`contact_message`)",
          // One reminder per request, whatever runs twice or restarts.
          "CREATE UNIQUE INDEX `idx_outbox_one_reminder` ON `outbox` (`booking_request`) WHERE `kind` = 'guest_reminder'",
        ],
      }),
    );

    bookings.fields.add(
      new TextField({ name: "guest_token_sealed", max: 500, hidden: true, help: "The guest's private link, sealed (GUEST_LINK_SECRET)" }),
    );
    app.save(bookings);

    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.add(
      new SelectField({
        name: "reminder_time",
        maxSelect: 1,
        values: ["off"].concat(HOURS),
        help: "When guests with a confirmed request get their reminder, the day before arrival (Basra time). Empty: 18:00. off: none.",
      }),
    );
    app.save(settings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("outbox"));
    const bookings = app.findCollectionByNameOrId("booking_requests");
    bookings.fields.removeByName("guest_token_sealed");
    app.save(bookings);
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("reminder_time");
    app.save(settings);
  },
);
