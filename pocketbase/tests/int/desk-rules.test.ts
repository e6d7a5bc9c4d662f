// What each desk role may do, cell by cell against a real PocketBase: a
// reservations member, a manager, and a member whose account is no longer
// active (their token otherwise good) × every collection × list / view /
// create / update / delete; and what everyone else (a visitor, the site's
// service account) may do with the desk's own collections. rules.test.ts has
// the other actors on the other collections. Each cell is its own test, and
// a refused write must leave the record as it was.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, bookingRecord, nextReference, roomTypeBody, ruleNights, settingsBody } from "../../testing/booking-fixtures";
import { callAs, deskActors, type DeskMember } from "../../testing/desk-fixtures";

type Action = "list" | "view" | "create" | "update" | "delete";
type Actor = "reservations" | "manager" | "inactive member" | "anonymous" | "site service" | "forged member";
type Body = Record<string, unknown>;

/** Only staff may ever see these. */
const SECRETS = {
  guestName: "Canary-Desk-4821",
  guestPhone: "+964 781 482 1482",
  message: "desk canary message 4821",
  guestEmail: "canary-desk-4821@example.com",
} as const;

interface Subject {
  label: string;
  body: () => Body;
}

interface Spec {
  name: string;
  subjects: Subject[];
  fresh: (tag: string) => Body;
  tamper: (subject: string) => Body;
}

/** What an actor gets: a status (or several allowed), and for a list exactly which subjects. */
interface Expected {
  status: number | readonly number[];
  listed?: readonly string[];
}

const today = basraToday();
const ids = new Map<string, string>();
const key = (collection: string, subject: string) => `${collection}/${subject}`;
let members: Record<"reservations" | "manager" | "inactive", DeskMember>;

const titled = (tag: string, published: boolean): Body => ({
  slug: tag,
  title_ar: `عنوان ${tag}`,
  title_en: `Title ${tag}`,
  summary_ar: "ملخص.",
  summary_en: "Summary.",
  body_ar: "<p>نص.</p>",
  body_en: "<p>Text.</p>",
  description_ar: "<p>وصف.</p>",
  description_en: "<p>Description.</p>",
  published,
});
const facility = (tag: string, published: boolean): Body => ({
  slug: tag,
  name_ar: `مرفق ${tag}`,
  name_en: `Facility ${tag}`,
  summary_ar: "ملخص.",
  summary_en: "Summary.",
  body_ar: "<p>نص.</p>",
  body_en: "<p>Text.</p>",
  description_ar: "<p>وصف.</p>",
  description_en: "<p>Description.</p>",
  published,
});
const extra = (tag: string, published: boolean): Body => ({
  slug: tag,
  name_ar: `خدمة ${tag}`,
  name_en: `Extra ${tag}`,
  pricing: "per_stay",
  price: 1000,
  published,
});
const season = (tag: string, published: boolean): Body => ({
  name_ar: `موسم ${tag}`,
  name_en: `Season ${tag}`,
  percent_change: 10,
  ...ruleNights(addDays(today, published ? 200 : 210), addDays(today, published ? 201 : 211), published),
});
let nights = 300;
/** A closure on nights no other shares (an overlap rewrites the other rows' `overlaps`). */
const closure = (tag: string, published: boolean): Body => {
  nights += 3;
  return {
    reason_ar: `مغلق ${tag}`,
    reason_en: `Closed ${tag}`,
    ...ruleNights(addDays(today, nights), addDays(today, nights + 1), published),
  };
};
const pair = (make: (tag: string, published: boolean) => Body, prefix: string): Subject[] => [
  { label: "published", body: () => make(`${prefix}-published`, true) },
  { label: "draft", body: () => make(`${prefix}-draft`, false) },
];
const booking = (tag: string): Body =>
  bookingRecord(addDays(today, 30), {
    reference: nextReference(),
    first_name: SECRETS.guestName,
    last_name: tag,
    phone: SECRETS.guestPhone,
    room_type: ids.get("room_types/published"),
  });

const SPECS: Spec[] = [
  {
    name: "settings",
    subjects: [{ label: "only", body: () => settingsBody() }],
    fresh: () => settingsBody(),
    tamper: () => ({ reservation_state: "closed" }),
  },
  {
    name: "room_types",
    subjects: [
      { label: "published", body: () => roomTypeBody("desk-room-published") },
      { label: "draft", body: () => roomTypeBody("desk-room-draft", { published: false }) },
    ],
    fresh: (tag) => roomTypeBody(tag),
    tamper: () => ({ price_per_night: 1 }),
  },
  {
    name: "facilities",
    subjects: pair(facility, "desk-facility"),
    fresh: (tag) => facility(tag, true),
    tamper: () => ({ name_en: "Tampered" }),
  },
  { name: "offers", subjects: pair(titled, "desk-offer"), fresh: (tag) => titled(tag, true), tamper: () => ({ discount_percent: 100 }) },
  {
    name: "catering",
    subjects: pair(titled, "desk-catering"),
    fresh: (tag) => titled(tag, true),
    tamper: () => ({ title_en: "Tampered" }),
  },
  { name: "pages", subjects: pair(titled, "desk-page"), fresh: (tag) => titled(tag, true), tamper: () => ({ title_en: "Tampered" }) },
  {
    name: "tour_scenes",
    subjects: pair(titled, "desk-scene"),
    fresh: (tag) => titled(tag, true),
    tamper: () => ({ title_en: "Tampered" }),
  },
  { name: "extras", subjects: pair(extra, "desk-extra"), fresh: (tag) => extra(tag, true), tamper: () => ({ price: 0 }) },
  {
    name: "seasonal_rates",
    subjects: pair(season, "desk-season"),
    fresh: (tag) => season(tag, true),
    tamper: () => ({ percent_change: -90 }),
  },
  {
    name: "closures",
    subjects: pair(closure, "desk-closure"),
    fresh: (tag) => closure(tag, true),
    tamper: () => ({ reason_en: "Reopened" }),
  },
  {
    name: "ui_texts",
    subjects: [{ label: "only", body: () => ({ key: "Footer.about", value_ar: "نص", value_en: "Text" }) }],
    fresh: () => ({ key: "Footer.help", value_ar: "نص", value_en: "Text" }),
    tamper: () => ({ value_en: "Tampered" }),
  },
  {
    name: "booking_requests",
    subjects: [
      { label: "new", body: () => booking("new") },
      { label: "confirmed", body: () => ({ ...booking("confirmed"), status: "confirmed" }) },
    ],
    fresh: (tag) => booking(tag),
    // What only the stay's own edits (issue 48) or a superuser may change.
    tamper: () => ({ total_price: 1, first_name: "Tampered" }),
  },
  {
    name: "contact_messages",
    subjects: [
      {
        label: "new",
        body: () => ({ name: SECRETS.guestName, phone: SECRETS.guestPhone, message: SECRETS.message, locale: "ar", status: "new" }),
      },
    ],
    fresh: (tag) => ({ name: tag, message: "hello there, a question", locale: "en", status: "new" }),
    tamper: () => ({ message: "Tampered", status: "handled" }),
  },
];

// The desk's own collections, their records made in beforeAll (members, history).
const STAFF_SUBJECTS = ["reservations", "manager", "inactive"] as const;

function listOf(collection: string, labels: readonly string[]): Expected {
  return { status: 200, listed: labels.map((label) => key(collection, label)) };
}

/** The expected answer for one cell. */
function expected(actor: Actor, collection: string, action: Action, subject?: string): Expected {
  const staff = actor === "reservations" || actor === "manager";
  const manager = actor === "manager";
  const spec = SPECS.find((s) => s.name === collection);
  // Content: what a visitor sees, for everyone.
  const publicOnly = (published: readonly string[]) => {
    if (action === "list") return listOf(collection, published);
    if (action === "view") return { status: published.includes(subject ?? "") ? 200 : 404 };
    return { status: 403 };
  };
  switch (collection) {
    case "settings":
    case "ui_texts":
      return publicOnly(["only"]);
    case "room_types":
    case "facilities":
    case "offers":
    case "catering":
    case "pages":
    case "tour_scenes":
    case "extras":
    case "seasonal_rates":
      return publicOnly(["published"]);
    case "closures":
      if (manager) {
        if (action === "list") return listOf(collection, ["published", "draft"]);
        if (action === "delete") return { status: 403 };
        return { status: 200 };
      }
      if (action === "create") return { status: 400 };
      if (action === "update") return { status: 404 };
      return publicOnly(["published"]);
    case "booking_requests":
    case "contact_messages": {
      const all = spec!.subjects.map((s) => s.label);
      if (action === "delete") return { status: 403 };
      // The site's own creates are tested in rules.test.ts; a member's (by phone, with a `source`) in web/tests/int/desk-change.test.ts.
      if (action === "create") return { status: 400 };
      if (staff) {
        if (action === "list") return listOf(collection, all);
        if (action === "view") return { status: 200 };
        // The hooks refuse every field but the status, reasons and notes.
        return { status: 400 };
      }
      if (action === "list") return listOf(collection, []);
      return { status: 404 };
    }
    case "staff": {
      if (action === "delete") return { status: 403 };
      if (manager) {
        if (action === "list") return listOf(collection, STAFF_SUBJECTS);
        // Their own record: a manager too changes only their password there.
        if (action === "update" && subject === "manager") return { status: 400 };
        return { status: 200 };
      }
      if (action === "create") return { status: 400 };
      if (actor === "reservations") {
        if (action === "list") return listOf(collection, ["reservations"]);
        if (action === "view") return { status: subject === "reservations" ? 200 : 404 };
        // Their own record: the hook refuses anything but their password; another's: hidden.
        return { status: subject === "reservations" ? 400 : 404 };
      }
      if (action === "list") return listOf(collection, []);
      return { status: 404 };
    }
    case "request_events":
      if (action === "create" || action === "update" || action === "delete") return { status: 403 };
      if (staff) return action === "list" ? { status: 200 } : { status: 200 };
      return action === "list" ? listOf(collection, []) : { status: 404 };
    case "account_events":
      if (action === "create" || action === "update" || action === "delete") return { status: 403 };
      if (manager) return { status: 200 };
      return action === "list" ? listOf(collection, []) : { status: 404 };
    case "outbox":
      if (action === "create" || action === "delete") return { status: 403 };
      // Staff send a message again (the status back to queued, outbox.test.ts); pocketbase/outbox refuses any other change.
      if (staff) return action === "list" ? listOf(collection, ["first"]) : { status: action === "update" ? 403 : 200 };
      return action === "list" ? listOf(collection, []) : { status: 404 };
    case "desk_catalog":
      if (action !== "list" && action !== "view") return { status: [400, 403, 404, 405] };
      // Drafts too: a request may name a room type no longer published.
      if (staff) return action === "list" ? listOf(collection, ["room draft"]) : { status: 200 };
      return action === "list" ? listOf(collection, []) : { status: 404 };
  }
  throw new Error(`no expectation for ${collection}`);
}

interface Cell {
  actor: Actor;
  collection: string;
  action: Action;
  subject?: string;
}

const DESK_COLLECTIONS = ["staff", "request_events", "account_events", "desk_catalog", "outbox"];
const subjectsOf = (collection: string): string[] => {
  const spec = SPECS.find((s) => s.name === collection);
  if (spec) return spec.subjects.map((s) => s.label);
  if (collection === "staff") return [...STAFF_SUBJECTS];
  if (collection === "desk_catalog") return ["room draft"];
  return ["first"];
};

function cellsFor(actor: Actor, collections: string[]): Cell[] {
  return collections.flatMap((collection) => [
    { actor, collection, action: "list" as const },
    ...subjectsOf(collection).flatMap((subject) =>
      (["view", "update", "delete"] as const).map((action) => ({ actor, collection, action, subject })),
    ),
    { actor, collection, action: "create" as const },
  ]);
}

const ALL = [...SPECS.map((s) => s.name), ...DESK_COLLECTIONS];
const MATRIX: Cell[] = [
  ...cellsFor("reservations", ALL),
  ...cellsFor("manager", ALL),
  ...cellsFor("inactive member", ALL),
  ...cellsFor("anonymous", DESK_COLLECTIONS),
  ...cellsFor("site service", DESK_COLLECTIONS),
  ...cellsFor("forged member", DESK_COLLECTIONS),
];

let server: PocketBaseServer;
let admin: PocketBase;
let tokens: Map<string, string>;
const snapshots = new Map<string, unknown>();

const call = (actor: Actor, method: string, path: string, body?: Body) => callAs(server.url, tokens.get(actor), method, path, body);

function freshBody(collection: string, tag: string): Body {
  const spec = SPECS.find((s) => s.name === collection);
  if (spec) return spec.fresh(tag);
  if (collection === "staff")
    return {
      email: `${tag}@desk.example.com`,
      password: "a-long-password-1",
      passwordConfirm: "a-long-password-1",
      name: tag,
      role: "manager",
      active: true,
    };
  if (collection === "request_events")
    return { request: ids.get("booking_requests/new"), action: "confirmed", actor_kind: "staff", via: "desk" };
  if (collection === "account_events") return { account: ids.get("staff/manager"), action: "disabled", actor_kind: "staff" };
  if (collection === "outbox") return { kind: "staff_new_request", to: "someone@example.com", subject: "Forged", text: "Forged" };
  return { name_en: "x" };
}

function tamperBody(collection: string, subject: string): Body {
  const spec = SPECS.find((s) => s.name === collection);
  if (spec) return spec.tamper(subject);
  if (collection === "staff") return { name: "Tampered" };
  if (collection === "request_events") return { note: "Tampered", actor_label: "someone else" };
  if (collection === "account_events") return { detail: "Tampered" };
  if (collection === "outbox") return { to: "attacker@example.com", status: "queued" };
  return { name_en: "Tampered" };
}

const snapshotOf = async (collection: string, id: string) => {
  const record = await admin.collection(collection).getOne(id);
  // The staff list is sorted by name in the desk; "updated" of a member changes with every sign-in alert: compare what a member could change.
  return collection === "staff" ? { name: record.name, role: record.role, active: record.active, email: record.email } : record;
};

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
  await admin.settings.update({ rateLimits: { enabled: false } });
  for (const spec of SPECS) {
    for (const subject of spec.subjects) {
      const record = await admin.collection(spec.name).create(subject.body());
      ids.set(key(spec.name, subject.label), record.id);
    }
  }
  ({ members, tokens } = await deskActors(server, admin));
  for (const label of STAFF_SUBJECTS) ids.set(key("staff", label), members[label].id);

  ids.set(
    "request_events/first",
    (await admin.collection("request_events").getFirstListItem(admin.filter("request = {:id}", { id: ids.get("booking_requests/new") })))
      .id,
  );
  ids.set(
    "account_events/first",
    (await admin.collection("account_events").getFirstListItem(admin.filter("account = {:id}", { id: members.manager.id }))).id,
  );
  ids.set("desk_catalog/room draft", ids.get("room_types/draft")!);
  const message = await admin.collection("outbox").create({
    kind: "guest_confirmed",
    to: SECRETS.guestEmail,
    subject: "Your stay is confirmed",
    text: `Dear ${SECRETS.guestName}`,
    booking_request: ids.get("booking_requests/confirmed"),
    locale: "en",
    status: "sent",
  });
  ids.set("outbox/first", message.id);

  for (const collection of ALL.filter((c) => c !== "desk_catalog")) {
    for (const subject of subjectsOf(collection)) {
      const id = ids.get(key(collection, subject))!;
      snapshots.set(key(collection, subject), await snapshotOf(collection, id));
    }
  }
});

afterAll(async () => {
  await server?.stop();
});

const describeCell = (cell: Cell) => {
  const want = expected(cell.actor, cell.collection, cell.action, cell.subject);
  const outcome = want.listed
    ? `200 with ${want.listed.length ? want.listed.join(", ") : "no items"}`
    : `${[want.status].flat().join("/")}`;
  return `${cell.actor} ${cell.action} ${cell.collection}${cell.subject ? ` (${cell.subject})` : ""} → ${outcome}`;
};

describe("the desk's roles × collections × actions", () => {
  let counter = 0;
  it.each(MATRIX.map((cell) => [describeCell(cell), cell] as const))("%s", async (_name, cell) => {
    const { actor, collection, action, subject } = cell;
    const want = expected(actor, collection, action, subject);
    const base = `/api/collections/${collection}/records`;
    const id = subject ? ids.get(key(collection, subject)) : undefined;
    let before = 0;
    let reply: Awaited<ReturnType<typeof call>>;
    switch (action) {
      case "list":
        reply = await call(actor, "GET", `${base}?perPage=500`);
        break;
      case "view":
        reply = await call(actor, "GET", `${base}/${id}`);
        break;
      case "create":
        before = collection === "desk_catalog" ? 0 : (await admin.collection(collection).getList(1, 1)).totalItems;
        reply = await call(actor, "POST", base, freshBody(collection, `desk-${actor[0]}-${++counter}`));
        break;
      case "update":
        reply = await call(actor, "PATCH", `${base}/${id}`, tamperBody(collection, subject!));
        break;
      case "delete":
        reply = await call(actor, "DELETE", `${base}/${id}`);
        break;
    }
    expect([want.status].flat(), `status ${reply.status}: ${reply.text.slice(0, 300)}`).toContain(reply.status);
    const staff = actor === "reservations" || actor === "manager";
    if (!staff) for (const secret of Object.values(SECRETS)) expect(reply.text, "a guest's data").not.toContain(secret);

    if (want.listed) {
      const page = reply.json as { items: { id: string }[]; totalItems: number };
      const mine = new Set(want.listed.map((label) => ids.get(label)));
      const known = new Set(subjectsOf(collection).map((s) => ids.get(key(collection, s))));
      // Other cells create records (a manager's new closure or account); the subjects are what is judged.
      expect(
        page.items
          .map((item) => item.id)
          .filter((x) => known.has(x))
          .sort(),
      ).toEqual([...mine].sort());
      if (want.listed.length === 0) expect(page.totalItems).toBe(0);
    }
    if (action === "create" && collection !== "desk_catalog") {
      const after = (await admin.collection(collection).getList(1, 1)).totalItems;
      expect(after, "records after create").toBe(before + (reply.status === 200 ? 1 : 0));
    }
    if ((action === "update" || action === "delete") && subject && collection !== "desk_catalog") {
      if (reply.status === 200) snapshots.set(key(collection, subject), await snapshotOf(collection, id!));
      else
        expect(await snapshotOf(collection, id!), `${collection} (${subject}) after a refused ${action}`).toEqual(
          snapshots.get(key(collection, subject)),
        );
    }
  });

  it.each(["reservations", "manager", "inactive member"] as const)(
    "%s reaches no superuser endpoint (collections, settings, logs, backups, superusers)",
    async (actor) => {
      for (const path of [
        "/api/collections",
        "/api/settings",
        "/api/logs",
        "/api/backups",
        "/api/collections/_superusers/records",
        "/api/collections/services/records",
      ]) {
        const reply = await call(actor, "GET", path);
        expect([401, 403], `${path}: ${reply.status}`).toContain(reply.status);
      }
    },
  );
});
