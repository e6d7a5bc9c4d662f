// Who may do what, checked cell by cell against a real PocketBase: every
// collection × list/view/create/update/delete, for an anonymous visitor, for
// a signed-in record of the built-in `users` collection, and for the website's
// own service account (which may create guests' requests and nothing else). Each cell is its own
// test, so a failure names the actor, collection, action and record.
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { settingsBody } from "../../testing/booking-fixtures";

type Action = "list" | "view" | "create" | "update" | "delete";
type ActorName = "anonymous" | "users record" | "site service";
type Body = Record<string, unknown>;

interface Subject {
  label: string;
  /** Whether a visitor may see it (published, and for offers also current). */
  public: boolean;
  body: (ctx: Context) => Body;
}

interface CollectionSpec {
  name: string;
  kind: "content" | "staff-only" | "staff-read" | "auth";
  subjects: Subject[];
  /** A valid new record, so a refusal proves the rule and not a validation error. */
  fresh: (ctx: Context, tag: string) => Body;
  /** What an attacker would change. */
  tamper: Body;
}

interface Context {
  ids: Map<string, string>;
}

// Values that exist only in guests' records and the user account; no answer
// to anyone but a superuser may contain them.
const SECRETS = {
  guestName: "Canary-Guest-7391",
  guestPhone: "+964 780 739 1739",
  contactMessage: "canary message 7391: please call me back",
  userEmail: "canary-member-7391@example.com",
} as const;
const USER_PASSWORD = "member-password-7391";

const DAY = 24 * 60 * 60 * 1000;
function pbDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY).toISOString().replace("T", " ");
}

const settings = (tag: string): Body =>
  settingsBody({
    hotel_name_ar: `فندق ${tag}`,
    hotel_name_en: `Hotel ${tag}`,
    address_ar: "العراق، البصرة، شارع السعدي",
    address_en: "Al-saadi Street, Basra, Iraq",
  });
// Published content must be complete in Arabic and English (pb_hooks/publishing.pb.js).
const texts = {
  summary_ar: "ملخص قصير.",
  summary_en: "A short summary.",
  body_ar: "<p>النص.</p>",
  body_en: "<p>The text.</p>",
  description_ar: "<p>الوصف.</p>",
  description_en: "<p>The description.</p>",
};
const roomTypeBody = (tag: string, published: boolean): Body => ({
  slug: tag,
  name_ar: `غرفة ${tag}`,
  name_en: `Room ${tag}`,
  ...texts,
  category: "deluxe",
  beds_ar: "سرير كبير",
  beds_en: "One king-size bed",
  bathroom_ar: "حمام خاص",
  bathroom_en: "Private bathroom",
  adults: 2,
  area_m2: 32,
  price_per_night: 150000,
  published,
});
const titled = (tag: string, published: boolean): Body => ({
  slug: tag,
  title_ar: `عنوان ${tag}`,
  title_en: `Title ${tag}`,
  ...texts,
  published,
});
const named = (tag: string, published: boolean): Body => ({
  slug: tag,
  name_ar: `مرفق ${tag}`,
  name_en: `Facility ${tag}`,
  ...texts,
  published,
});
const offerBody = (tag: string, published: boolean, from: string, through: string): Body => ({
  ...titled(tag, published),
  valid_from: from,
  valid_through: through,
});
// Overrides must name a real message key (pb_hooks/publishing.pb.js); a fresh one is only ever refused by the rules.
const uiTextBody = (key: string): Body => ({ key, value_ar: "نص", value_en: "Text" });
const bookingBody = (ctx: Context, tag: string): Body => ({
  reference: tag.slice(0, 20),
  status: "new",
  locale: "en",
  check_in: pbDate(10),
  check_out: pbDate(12),
  nights: 2,
  guests: 2,
  rooms: 1,
  first_name: SECRETS.guestName,
  last_name: "Tester",
  phone: SECRETS.guestPhone,
  room_type: ctx.ids.get("room_types/published"),
  room_lines: [{ room_type: ctx.ids.get("room_types/published"), rooms: 1, adults: 2, children: 0 }],
  total_price: 300000,
  currency: "IQD",
});
const contactBody = (tag: string): Body => ({
  name: `${SECRETS.guestName} ${tag}`,
  phone: SECRETS.guestPhone,
  message: SECRETS.contactMessage,
  locale: "ar",
  status: "new",
});

// Published and draft rows on nights of their own: a row that overlaps another
// has its `overlaps` text rewritten when the other is saved, which is not a change by the actor.
const seasonBody = (tag: string, published: boolean): Body => ({
  name_ar: `موسم ${tag}`,
  name_en: `Season ${tag}`,
  published,
  first_night: pbDate(published ? 20 : 30),
  last_night: pbDate(published ? 25 : 35),
  percent_change: 20,
});
const closureBody = (tag: string, published: boolean): Body => ({
  reason_ar: `مغلق ${tag}`,
  reason_en: `Closed ${tag}`,
  published,
  first_night: pbDate(published ? 40 : 50),
  last_night: pbDate(published ? 41 : 51),
});

const extraBody = (tag: string, published: boolean): Body => ({
  slug: tag,
  name_ar: `خدمة ${tag}`,
  name_en: `Extra ${tag}`,
  pricing: "per_stay",
  price: 35000,
  published,
});
function publishedPair(make: (tag: string, published: boolean) => Body, prefix: string): Subject[] {
  return [
    { label: "published", public: true, body: () => make(`${prefix}-published`, true) },
    { label: "unpublished", public: false, body: () => make(`${prefix}-unpublished`, false) },
  ];
}

const COLLECTIONS: CollectionSpec[] = [
  {
    // No `published` field: the whole collection is public by design.
    name: "settings",
    kind: "content",
    subjects: [
      { label: "first", public: true, body: () => settings("first") },
      { label: "second", public: true, body: () => settings("second") },
    ],
    fresh: (_ctx, tag) => settings(tag),
    tamper: { phone: "+1 555 0100", reservation_state: "closed" },
  },
  {
    name: "room_types",
    kind: "content",
    subjects: publishedPair(roomTypeBody, "room"),
    fresh: (_ctx, tag) => roomTypeBody(tag, true),
    tamper: { price_per_night: 1, published: true },
  },
  {
    name: "facilities",
    kind: "content",
    subjects: publishedPair(named, "facility"),
    fresh: (_ctx, tag) => named(tag, true),
    tamper: { name_en: "Tampered", published: true },
  },
  {
    name: "offers",
    kind: "content",
    subjects: [
      { label: "published", public: true, body: () => offerBody("offer-open-ended", true, "", "") },
      { label: "current", public: true, body: () => offerBody("offer-current", true, pbDate(-5), pbDate(5)) },
      { label: "unpublished", public: false, body: () => offerBody("offer-unpublished", false, pbDate(-5), pbDate(5)) },
      { label: "expired", public: false, body: () => offerBody("offer-expired", true, pbDate(-30), pbDate(-2)) },
      { label: "not yet valid", public: false, body: () => offerBody("offer-future", true, pbDate(2), pbDate(30)) },
    ],
    fresh: (_ctx, tag) => offerBody(tag, true, "", ""),
    tamper: { discount_percent: 100, published: true, valid_through: pbDate(365) },
  },
  {
    name: "catering",
    kind: "content",
    subjects: publishedPair(titled, "catering"),
    fresh: (_ctx, tag) => titled(tag, true),
    tamper: { title_en: "Tampered", published: true },
  },
  {
    name: "pages",
    kind: "content",
    subjects: publishedPair(titled, "page"),
    fresh: (_ctx, tag) => titled(tag, true),
    tamper: { title_en: "Tampered", published: true },
  },
  {
    name: "tour_scenes",
    kind: "content",
    subjects: publishedPair(titled, "scene"),
    fresh: (_ctx, tag) => titled(tag, true),
    tamper: { title_en: "Tampered", published: true },
  },
  {
    name: "seasonal_rates",
    kind: "content",
    subjects: publishedPair(seasonBody, "season"),
    fresh: (_ctx, tag) => seasonBody(tag, true),
    tamper: { nightly_price: 1, published: true },
  },
  {
    name: "closures",
    kind: "content",
    subjects: publishedPair(closureBody, "closure"),
    fresh: (_ctx, tag) => closureBody(tag, true),
    tamper: { reason_en: "Tampered", published: true },
  },
  {
    name: "extras",
    kind: "content",
    subjects: publishedPair(extraBody, "extra"),
    fresh: (_ctx, tag) => extraBody(tag, true),
    tamper: { price: 0, published: true },
  },
  {
    // No `published` field: interface texts are public by design.
    name: "ui_texts",
    kind: "content",
    subjects: [
      { label: "first", public: true, body: () => uiTextBody("Footer.about") },
      { label: "second", public: true, body: () => uiTextBody("Footer.help") },
    ],
    fresh: (_ctx, tag) => uiTextBody(`Rules.${tag.replace(/-/g, "_")}`),
    tamper: { value_en: "Tampered" },
  },
  {
    name: "booking_requests",
    kind: "staff-only",
    subjects: [{ label: "guest's", public: false, body: (ctx) => bookingBody(ctx, "BR-GUEST") }],
    fresh: bookingBody,
    tamper: { status: "cancelled", total_price: 1 },
  },
  {
    name: "contact_messages",
    kind: "staff-only",
    subjects: [{ label: "guest's", public: false, body: () => contactBody("guest") }],
    fresh: (_ctx, tag) => contactBody(tag),
    tamper: { status: "handled" },
  },
  {
    // The hotel's e-mails (guests' addresses and links among them): the desk's staff read them and send one
    // again (desk-outbox in web/tests/int/outbox.test.ts); nobody else reads or writes any.
    name: "outbox",
    kind: "staff-read",
    subjects: [{ label: "staff's", public: false, body: () => ({ kind: "staff_new_request", to: "desk@example.com", subject: "Rules" }) }],
    fresh: (_ctx, tag) => ({ kind: "staff_new_request", to: "desk@example.com", subject: tag }),
    tamper: { status: "queued", to: "attacker@example.com" },
  },
];

// The built-in auth collection: a visitor must not see its accounts nor sign
// up (a public sign-up would be an anonymous write).
const USERS: CollectionSpec = {
  name: "users",
  kind: "auth",
  subjects: [
    {
      label: "member",
      public: false,
      body: () => ({ email: SECRETS.userEmail, password: USER_PASSWORD, passwordConfirm: USER_PASSWORD }),
    },
  ],
  fresh: (_ctx, tag) => ({ email: `${tag}@example.com`, password: USER_PASSWORD, passwordConfirm: USER_PASSWORD }),
  tamper: { name: "Tampered", emailVisibility: true },
};

interface Expected {
  /** Exact HTTP status, or the set a refusal may use (e.g. 403 locked rule, 404 rule mismatch). */
  status: number | readonly number[];
  /** For a list: exactly these subjects' ids come back. */
  listed?: readonly string[];
  /** For a view: this subject comes back. */
  viewed?: string;
}

interface Cell {
  actor: ActorName;
  collection: CollectionSpec;
  action: Action;
  subject?: Subject;
  /** Extra query for list probes. */
  filterOn?: Subject;
  expected: Expected;
}

const key = (collection: CollectionSpec, subject: Subject) => `${collection.name}/${subject.label}`;

function cellsFor(actor: ActorName, collection: CollectionSpec): Cell[] {
  const cells: Cell[] = [];
  // A null (locked) rule answers 403 to everyone but superusers; a rule that
  // does not match answers 404 for one record and leaves it out of lists.
  const locked = { status: 403 } as const;
  const hidden = { status: 404 } as const;

  // Guests' requests and messages are the reservations desk's (desk-rules.test.ts): a rule anyone
  // else fails, so lists come back empty and a record is not found.
  if (collection.kind === "staff-only" || collection.kind === "staff-read") {
    cells.push({ actor, collection, action: "list", expected: { status: 200, listed: [] } });
  } else {
    const listed = collection.subjects.filter((s) => s.public).map((s) => key(collection, s));
    cells.push({ actor, collection, action: "list", expected: { status: 200, listed } });
    for (const subject of collection.subjects.filter((s) => !s.public)) {
      cells.push({ actor, collection, action: "list", filterOn: subject, expected: { status: 200, listed: [] } });
    }
  }
  for (const subject of collection.subjects) {
    const expected = subject.public ? { status: 200, viewed: key(collection, subject) } : hidden;
    cells.push({ actor, collection, action: "view", subject, expected });
  }
  // Auth collections may answer 403 (locked) or 404 (collection removed or
  // rule mismatch); either way nothing may be written. Closures take writes
  // from a desk manager only: a rule anyone else fails (400 to create, 404 to change).
  const managersOnly = collection.name === "closures";
  const refused = collection.kind === "auth" ? { status: [403, 404] } : locked;
  // Guests' collections take creates from the site's account only (tested on
  // their own below); anyone else fails the create rule: 400, nothing saved.
  if (collection.kind === "staff-only" || managersOnly) {
    if (actor !== "site service" || managersOnly) cells.push({ actor, collection, action: "create", expected: { status: 400 } });
  } else cells.push({ actor, collection, action: "create", expected: refused });
  for (const subject of collection.subjects) {
    const update = collection.kind === "staff-only" || collection.kind === "staff-read" || managersOnly ? hidden : refused;
    cells.push({ actor, collection, action: "update", subject, expected: update });
    cells.push({ actor, collection, action: "delete", subject, expected: refused });
  }
  return cells;
}

const MATRIX: Cell[] = [
  ...COLLECTIONS.flatMap((c) => cellsFor("anonymous", c)),
  ...cellsFor("anonymous", USERS),
  ...COLLECTIONS.flatMap((c) => cellsFor("users record", c)),
  ...COLLECTIONS.flatMap((c) => cellsFor("site service", c)),
];

const SUPERUSER_ENDPOINTS = [
  { path: "/api/collections", anonymous: 401, user: 403 },
  { path: "/api/settings", anonymous: 401, user: 403 },
  { path: "/api/collections/_superusers/records", anonymous: 403, user: 403 },
  { path: "/api/logs", anonymous: 401, user: 403 },
  { path: "/api/backups", anonymous: 401, user: 403 },
  { path: "/api/collections/services/records", anonymous: 403, user: 403 },
] as const;

const cellName = (cell: Cell) => {
  const target = cell.subject ? `${cell.collection.name} (${cell.subject.label})` : cell.collection.name;
  const probe = cell.filterOn ? ` filtered to the ${cell.filterOn.label} record's id` : "";
  const outcome = cell.expected.listed
    ? cell.expected.listed.length
      ? `200 with only ${cell.expected.listed.join(", ")}`
      : "200 with no items"
    : cell.expected.viewed
      ? "200"
      : `refused ${[cell.expected.status].flat().join("/")}, no data`;
  return `${cell.actor} ${cell.action} ${target}${probe} → ${outcome}`;
};

let server: PocketBaseServer;
let superuser: PocketBase;
let userToken = "";
let siteToken = "";
const ctx: Context = { ids: new Map() };
const snapshots = new Map<string, unknown>();

async function call(actor: ActorName, method: string, path: string, body?: Body) {
  const headers: Record<string, string> = {};
  if (body) headers["content-type"] = "application/json";
  if (actor === "users record") headers.authorization = userToken;
  if (actor === "site service") headers.authorization = siteToken;
  const res = await fetch(server.url + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // 204 or non-JSON; kept as text
  }
  return { status: res.status, text, json };
}

function expectNoLeak(text: string, actor: ActorName) {
  for (const [name, value] of Object.entries(SECRETS)) {
    // The member may of course see their own e-mail; nothing else.
    if (actor === "users record" && name === "userEmail") continue;
    expect(text, `response leaks ${name}`).not.toContain(value);
  }
}

function expectErrorOnly(json: unknown) {
  expect(json, "refusal body").toMatchObject({ data: {}, message: expect.any(String) });
  expect(Object.keys(json as object).sort()).toEqual(["data", "message", "status"]);
}

async function countAsSuperuser(collection: string) {
  return (await superuser.collection(collection).getList(1, 1)).totalItems;
}

beforeAll(async () => {
  server = await startPocketBase();
  superuser = await superuserClient(server);
  // This matrix fires a few hundred requests from one address in seconds; a
  // 429 from the rate limiter would hide what the rules themselves answer.
  await superuser.settings.update({ rateLimits: { enabled: false } });

  for (const collection of [...COLLECTIONS, USERS]) {
    for (const subject of collection.subjects) {
      const record = await superuser.collection(collection.name).create(subject.body(ctx));
      ctx.ids.set(key(collection, subject), record.id);
      snapshots.set(key(collection, subject), await superuser.collection(collection.name).getOne(record.id));
    }
  }

  const member = new PocketBase(server.url);
  member.autoCancellation(false);
  await member.collection("users").authWithPassword(SECRETS.userEmail, USER_PASSWORD);
  userToken = member.authStore.token;

  siteToken = (await siteAccountClient(server)).authStore.token;
});

afterAll(async () => {
  await server?.stop();
});

describe("access rules matrix", () => {
  let freshCounter = 0;

  it.each(MATRIX.map((cell) => [cellName(cell), cell] as const))("%s", async (_name, cell) => {
    const { actor, collection, action, subject, expected } = cell;
    const base = `/api/collections/${collection.name}/records`;
    const id = subject ? ctx.ids.get(key(collection, subject)) : undefined;
    if (subject) expect(id, "fixture record exists").toBeTruthy();

    let reply: Awaited<ReturnType<typeof call>>;
    let countBefore = 0;
    switch (action) {
      case "list": {
        const filterId = cell.filterOn ? ctx.ids.get(key(collection, cell.filterOn)) : undefined;
        const query = filterId ? `?filter=${encodeURIComponent(`id="${filterId}"`)}&perPage=500` : "?perPage=500";
        reply = await call(actor, "GET", base + query);
        break;
      }
      case "view":
        reply = await call(actor, "GET", `${base}/${id}`);
        break;
      case "create":
        countBefore = await countAsSuperuser(collection.name);
        reply = await call(actor, "POST", base, collection.fresh(ctx, `rules-new-${actor[0]}-${++freshCounter}`));
        break;
      case "update":
        reply = await call(actor, "PATCH", `${base}/${id}`, collection.tamper);
        break;
      case "delete":
        reply = await call(actor, "DELETE", `${base}/${id}`);
        break;
    }

    expectNoLeak(reply.text, actor);
    const allowed = [expected.status].flat();
    expect(allowed, `status ${reply.status}: ${reply.text.slice(0, 200)}`).toContain(reply.status);

    if (expected.listed) {
      const page = reply.json as { items: { id: string }[]; totalItems: number };
      const want = expected.listed.map((label) => ctx.ids.get(label)).sort();
      expect(page.items.map((item) => item.id).sort()).toEqual(want);
      expect(page.totalItems, "totalItems must not count hidden records").toBe(want.length);
    } else if (expected.viewed) {
      expect((reply.json as { id?: string }).id).toBe(ctx.ids.get(expected.viewed));
    } else {
      expectErrorOnly(reply.json);
    }

    // A refused write must have changed nothing, whatever the status said.
    if (action === "create") expect(await countAsSuperuser(collection.name), "record count after create").toBe(countBefore);
    if ((action === "update" || action === "delete") && subject) {
      const now = await superuser.collection(collection.name).getOne(id!);
      expect(now, `${collection.name} (${subject.label}) after ${action}`).toEqual(snapshots.get(key(collection, subject)));
    }
  });

  it.each(
    (["anonymous", "users record", "site service"] as const).flatMap((actor) =>
      SUPERUSER_ENDPOINTS.map((endpoint) => {
        const status = actor === "anonymous" ? endpoint.anonymous : endpoint.user;
        return [`${actor} GET ${endpoint.path} → refused ${status}, no data`, actor, endpoint.path, status] as const;
      }),
    ),
  )("%s", async (_name, actor, path, status) => {
    const reply = await call(actor, "GET", path);
    expectNoLeak(reply.text, actor);
    expect(reply.status, reply.text.slice(0, 200)).toBe(status);
    expectErrorOnly(reply.json);
  });

  it.each(["anonymous", "users record"] as const)("%s batch request creating a booking → refused 403, nothing saved", async (actor) => {
    const before = await countAsSuperuser("booking_requests");
    const reply = await call(actor, "POST", "/api/batch", {
      requests: [{ method: "POST", url: "/api/collections/booking_requests/records", body: bookingBody(ctx, `BR-BATCH-${actor[0]}`) }],
    });
    expect(reply.status, reply.text.slice(0, 200)).toBe(403);
    expectErrorOnly(reply.json);
    expect(await countAsSuperuser("booking_requests")).toBe(before);
  });
});

describe("the website's service account", () => {
  it("creates a booking request and a contact message as new, and cannot read back, change or delete either", async () => {
    const created: { collection: string; id: string }[] = [];
    for (const [collection, body] of [
      // A reference of the site's making: PocketBase refuses others from the account (site-account-guard.test.ts).
      ["booking_requests", { ...bookingBody(ctx, "BR-SITE-1"), reference: "BK-2345AB" }],
      ["contact_messages", contactBody("site")],
    ] as const) {
      const before = await countAsSuperuser(collection);
      const reply = await call("site service", "POST", `/api/collections/${collection}/records`, body);
      expect(reply.status, reply.text.slice(0, 200)).toBe(200);
      expect(await countAsSuperuser(collection)).toBe(before + 1);
      created.push({ collection, id: (reply.json as { id: string }).id });
    }
    for (const { collection, id } of created) {
      const snapshot = await superuser.collection(collection).getOne(id);
      const base = `/api/collections/${collection}/records`;
      // Lists come back empty, the record is not found, and deleting is locked (the desk's rules name staff only).
      const attempts: [string, string, Body | undefined, number][] = [
        ["GET", base, undefined, 200],
        ["GET", `${base}?filter=${encodeURIComponent(`id="${id}"`)}`, undefined, 200],
        ["GET", `${base}/${id}`, undefined, 404],
        ["PATCH", `${base}/${id}`, { status: collection === "booking_requests" ? "confirmed" : "handled" }, 404],
        ["DELETE", `${base}/${id}`, undefined, 403],
      ];
      for (const [method, path, body, status] of attempts) {
        const reply = await call("site service", method, path, body);
        expect(reply.status, `${method} ${path}: ${reply.text.slice(0, 200)}`).toBe(status);
        expectNoLeak(reply.text, "site service");
        if (status === 200) expect((reply.json as { totalItems: number }).totalItems).toBe(0);
        else expectErrorOnly(reply.json);
      }
      expect(await superuser.collection(collection).getOne(id)).toEqual(snapshot);
    }
  });

  it("cannot create a booking request that is already confirmed, nor a handled contact message", async () => {
    for (const [collection, body] of [
      ["booking_requests", { ...bookingBody(ctx, "BR-SITE-2"), status: "confirmed" }],
      ["contact_messages", { ...contactBody("site-2"), status: "handled" }],
    ] as const) {
      const before = await countAsSuperuser(collection);
      const reply = await call("site service", "POST", `/api/collections/${collection}/records`, body);
      expect(reply.status, reply.text.slice(0, 200)).toBe(400);
      expect(await countAsSuperuser(collection)).toBe(before);
    }
  });

  it("is not a superuser and cannot sign in as one", async () => {
    const reply = await call("anonymous", "POST", "/api/collections/_superusers/auth-with-password", {
      identity: server.site.email,
      password: server.site.password,
    });
    expect(reply.status).toBe(400);
  });
});

describe("bad data is refused with a clear message", () => {
  async function createRoomTypeError(body: Body) {
    const before = await countAsSuperuser("room_types");
    const error = await superuser
      .collection("room_types")
      .create(body)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(await countAsSuperuser("room_types"), "nothing saved").toBe(before);
    expect(error).toBeInstanceOf(ClientResponseError);
    return error as ClientResponseError;
  }

  it("a room type with a negative price is rejected (400) naming price_per_night", async () => {
    const error = await createRoomTypeError({ ...roomTypeBody("negative-price", true), price_per_night: -5 });
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toEqual(["price_per_night"]);
    expect(error.response.data.price_per_night).toMatchObject({
      code: "validation_min_number_constraint",
      message: expect.stringMatching(/\S/),
    });
  });

  // /book writes the settings' currency into an inline script (web/src/lib/forms/intl-warm-up.ts).
  it("a settings currency other than IQD or USD, such as markup, is rejected (400) naming currency, and nothing changes", async () => {
    const settings = (await superuser.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
    const error = await superuser
      .collection("settings")
      .update(settings.id, { currency: "</script><script>alert(1)</script>" })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    expect(Object.keys((error as ClientResponseError).response.data)).toEqual(["currency"]);
    expect((await superuser.collection("settings").getOne(settings.id)).currency).toBe(settings.currency);
  });

  it("a room type without name_ar is rejected (400) naming name_ar", async () => {
    const { name_ar: _omitted, ...withoutArabicName } = roomTypeBody("no-arabic-name", true);
    const error = await createRoomTypeError(withoutArabicName);
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toEqual(["name_ar"]);
    expect(error.response.data.name_ar).toMatchObject({ code: "validation_required", message: expect.stringMatching(/\S/) });
  });
});
