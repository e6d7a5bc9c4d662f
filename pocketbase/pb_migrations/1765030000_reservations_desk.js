/// <reference path="../pb_data/types.d.ts" />
// The reservations desk (/desk on the site): staff who decide on requests
// without being superusers. `staff` is an auth collection of its own, each
// account a `role` (reservations, or manager: also accounts, closed nights and
// every account's actions) and an `active` flag; sign-in is a password and
// then a one-time code by e-mail (PocketBase's MFA with OTP), and only active
// accounts may sign in or act. The API rules below are the whole of what a
// member may do; pb_hooks/desk.pb.js says which fields and status moves.
//
// booking_requests gains the statuses arrived and no_show, `released_from`
// (the first night a no-show no longer holds), and the keys the desk searches
// by (search_name, search_phone, filled by the hooks). request_events and
// account_events are the histories, written by the hooks only. desk_catalog
// names every room type, extra and offer, drafts too, for the desk.

const STAFF = '@request.auth.collectionName = "staff" && @request.auth.active = true';
const MANAGER = STAFF + ' && @request.auth.role = "manager"';

const REQUEST_STATUSES = ["new", "confirmed", "declined", "cancelled", "arrived", "no_show"];
const OLD_REQUEST_STATUSES = ["new", "confirmed", "declined", "cancelled"];

const OTP_TEMPLATE = {
  subject: "رمز الدخول إلى مكتب الحجوزات · Reservations desk sign-in code",
  body:
    '<div dir="rtl" lang="ar"><p>رمز الدخول إلى مكتب الحجوزات: <strong>{OTP}</strong></p>' +
    "<p>الرمز صالح خمس دقائق. إن لم تطلبه فتجاهل هذه الرسالة وأخبر المدير.</p></div>" +
    '<hr><div dir="ltr" lang="en"><p>Your reservations desk sign-in code: <strong>{OTP}</strong></p>' +
    "<p>It works for five minutes. If you did not ask for it, ignore this e-mail and tell your manager.</p></div>",
};

const CATALOG_COLUMNS = ["id", "kind", "name_ar", "name_en", "room_count", "sort_order"];
const CATALOG_UNION =
  "SELECT id, 'room_type' AS kind, name_ar, name_en, room_count, sort_order FROM room_types" +
  " UNION ALL SELECT id, 'extra' AS kind, name_ar, name_en, 0 AS room_count, sort_order FROM extras" +
  " UNION ALL SELECT id, 'offer' AS kind, title_ar AS name_ar, title_en AS name_en, 0 AS room_count, 0 AS sort_order FROM offers";
const CATALOG_QUERY = "SELECT " + CATALOG_COLUMNS.map((c) => "u." + c).join(", ") + " FROM (" + CATALOG_UNION + ") u";

// What the desk's lists read by (lib/cms/desk.ts): today's arrivals, departures and stays by status and day (with
// a status index alone SQLite walked every confirmed request), the newest first, the stay dates, and the search
// keys (a search counts its matches from these small indexes instead of every row).
const REQUEST_INDEXES = [
  "CREATE INDEX `idx_booking_requests_status_check_in` ON `booking_requests` (`status`, `check_in`)",
  "CREATE INDEX `idx_booking_requests_status_check_out` ON `booking_requests` (`status`, `check_out`)",
  "CREATE INDEX `idx_booking_requests_check_in` ON `booking_requests` (`check_in`)",
  "CREATE INDEX `idx_booking_requests_check_out` ON `booking_requests` (`check_out`)",
  "CREATE INDEX `idx_booking_requests_created` ON `booking_requests` (`created`)",
  "CREATE INDEX `idx_booking_requests_search_phone` ON `booking_requests` (`search_phone`)",
  "CREATE INDEX `idx_booking_requests_search_name` ON `booking_requests` (`search_name`)",
];

function autodates() {
  return [
    { name: "created", type: "autodate", onCreate: true, onUpdate: false },
    { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
  ];
}

migrate(
  (app) => {
    const staff = new Collection({
      type: "auth",
      name: "staff",
      // A reservations member sees their own account; a manager every account.
      listRule: STAFF + ' && (@request.auth.role = "manager" || id = @request.auth.id)',
      viewRule: STAFF + ' && (@request.auth.role = "manager" || id = @request.auth.id)',
      createRule: MANAGER,
      // A manager changes others (never their own role or flag: no manager locks themselves out);
      // anyone changes their own password (the fields are the hook's to check).
      updateRule: "(" + MANAGER + " && id != @request.auth.id) || (" + STAFF + " && id = @request.auth.id)",
      // Accounts are disabled, never deleted: their history names them.
      deleteRule: null,
      manageRule: null,
      authRule: "active = true",
      passwordAuth: { enabled: true, identityFields: ["email"] },
      oauth2: { enabled: false },
      mfa: { enabled: true, duration: 600, rule: "" },
      otp: { enabled: true, duration: 300, length: 8, emailTemplate: OTP_TEMPLATE },
      // A working day; the site renews it while the member is active (web/src/lib/desk/session.ts).
      authToken: { duration: 43200 },
      fields: [
        { name: "name", type: "text", required: true, max: 80, presentable: true, help: "Shown on the desk and in the history" },
        {
          name: "role",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["reservations", "manager"],
          help: "reservations: requests, arrivals and messages. manager: also accounts, closed nights and every account's actions.",
        },
        { name: "active", type: "bool", help: "Untick to disable the account: its sessions end at once." },
        ...autodates(),
      ],
    });
    app.save(staff);

    const requests = app.findCollectionByNameOrId("booking_requests");
    requests.fields.getByName("status").values = REQUEST_STATUSES;
    requests.fields.getByName("status").help =
      "new → confirmed or declined; confirmed → arrived or no_show; cancelled by staff or by the guest";
    requests.fields.add(
      new DateField({ name: "released_from", help: "Set by PocketBase on a no-show: the nights from this day on are free again" }),
    );
    requests.fields.add(
      new TextField({ name: "search_name", max: 400, help: "Set by PocketBase: the guest's name as the desk searches it" }),
    );
    requests.fields.add(new TextField({ name: "search_phone", max: 40, help: "Set by PocketBase: the phone's digits" }));
    requests.listRule = STAFF;
    requests.viewRule = STAFF;
    requests.updateRule = STAFF;
    requests.indexes = requests.indexes.concat(REQUEST_INDEXES);
    app.save(requests);

    const messages = app.findCollectionByNameOrId("contact_messages");
    messages.listRule = STAFF;
    messages.viewRule = STAFF;
    messages.updateRule = STAFF;
    app.save(messages);

    const closures = app.findCollectionByNameOrId("closures");
    closures.listRule = "published = true || (" + MANAGER + ")";
    closures.viewRule = "published = true || (" + MANAGER + ")";
    closures.createRule = MANAGER;
    closures.updateRule = MANAGER;
    app.save(closures);

    app.save(
      new Collection({
        type: "base",
        name: "request_events",
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: "request", type: "relation", required: true, maxSelect: 1, collectionId: requests.id, cascadeDelete: true },
          {
            name: "action",
            type: "select",
            required: true,
            maxSelect: 1,
            values: ["created", "edited"].concat(REQUEST_STATUSES),
            help: "created, edited, or the status the request moved to",
          },
          { name: "from_status", type: "text", max: 20 },
          { name: "to_status", type: "text", max: 20 },
          { name: "fields", type: "json", maxSize: 2000, help: "The fields that changed" },
          { name: "note", type: "text", max: 500, help: "A decline's reason" },
          { name: "actor_kind", type: "select", required: true, maxSelect: 1, values: ["staff", "superuser", "site", "guest", "system"] },
          { name: "actor", type: "relation", maxSelect: 1, collectionId: staff.id, help: "The desk member, when it was one" },
          { name: "actor_label", type: "text", max: 300, help: "Who: a member's name and e-mail, a superuser's e-mail, website, guest" },
          { name: "via", type: "select", required: true, maxSelect: 1, values: ["desk", "admin", "website", "guest_page", "system"] },
          { name: "client", type: "text", max: 64, help: "The address the change came from, as the site established it" },
          ...autodates(),
        ],
        indexes: [
          "CREATE INDEX `idx_request_events_request` ON `request_events` (`request`, `created`)",
          "CREATE INDEX `idx_request_events_created` ON `request_events` (`created`)",
          "CREATE INDEX `idx_request_events_actor` ON `request_events` (`actor`, `created`)",
        ],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "account_events",
        listRule: MANAGER,
        viewRule: MANAGER,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: "account", type: "relation", required: true, maxSelect: 1, collectionId: staff.id, cascadeDelete: true },
          {
            name: "action",
            type: "select",
            required: true,
            maxSelect: 1,
            values: ["created", "disabled", "enabled", "role", "renamed", "email"],
          },
          { name: "detail", type: "text", max: 300 },
          { name: "actor_kind", type: "select", required: true, maxSelect: 1, values: ["staff", "superuser", "site", "guest", "system"] },
          { name: "actor", type: "relation", maxSelect: 1, collectionId: staff.id },
          { name: "actor_label", type: "text", max: 300 },
          { name: "client", type: "text", max: 64 },
          ...autodates(),
        ],
        indexes: ["CREATE INDEX `idx_account_events_created` ON `account_events` (`created`)"],
      }),
    );

    app.save(
      new Collection({
        type: "view",
        name: "desk_catalog",
        viewQuery: CATALOG_QUERY,
        listRule: STAFF,
        viewRule: STAFF,
      }),
    );

    // The search keys of the requests already stored.
    const lib = require(`${__hooks}/desk-lib.js`);
    const rows = arrayOf(new DynamicModel({ id: "", first_name: "", last_name: "", phone: "" }));
    app.db().newQuery("SELECT id, first_name, last_name, phone FROM booking_requests").all(rows);
    rows.forEach((row) => {
      app
        .db()
        .newQuery("UPDATE booking_requests SET search_name = {:name}, search_phone = {:phone} WHERE id = {:id}")
        .bind({ name: lib.nameKey(row.first_name, row.last_name), phone: lib.phoneKey(row.phone), id: row.id })
        .execute();
    });
  },
  (app) => {
    for (const name of ["desk_catalog", "account_events", "request_events"]) app.delete(app.findCollectionByNameOrId(name));

    const closures = app.findCollectionByNameOrId("closures");
    closures.listRule = "published = true";
    closures.viewRule = "published = true";
    closures.createRule = null;
    closures.updateRule = null;
    app.save(closures);

    const messages = app.findCollectionByNameOrId("contact_messages");
    messages.listRule = null;
    messages.viewRule = null;
    messages.updateRule = null;
    app.save(messages);

    const requests = app.findCollectionByNameOrId("booking_requests");
    app.db().newQuery("UPDATE booking_requests SET status = 'confirmed' WHERE status = 'arrived'").execute();
    app.db().newQuery("UPDATE booking_requests SET status = 'cancelled' WHERE status = 'no_show'").execute();
    requests.fields.getByName("status").values = OLD_REQUEST_STATUSES;
    for (const name of ["released_from", "search_name", "search_phone"]) requests.fields.removeByName(name);
    requests.indexes = requests.indexes.filter((index) => !REQUEST_INDEXES.includes(index));
    requests.listRule = null;
    requests.viewRule = null;
    requests.updateRule = null;
    app.save(requests);

    app.delete(app.findCollectionByNameOrId("staff"));
  },
);
