// A guest's own request through PocketBase's routes for the site's account
// (pb_hooks/guest-requests.pb.js): one request's guest-facing fields for the
// token of its link, and nothing for any other token; cancelling by token;
// finding by reference and phone. The account still cannot list or view
// requests, and no one else can call the routes.
import { createHash, randomBytes } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, bookingRecord, nextReference, roomTypeBody } from "../../testing/booking-fixtures";

type Body = Record<string, unknown>;

let server: PocketBaseServer;
let admin: PocketBase;
let siteToken = "";
let roomId = "";

const today = basraToday();
const newToken = () => randomBytes(32).toString("base64url");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const GUEST_FIELDS = [
  "reference",
  "status",
  "locale",
  "check_in",
  "check_out",
  "nights",
  "guests",
  "rooms",
  "room_type",
  "breakfast",
  "total_price",
  "paid",
  "currency",
  "price_breakdown",
  "room_lines",
  "extras",
  "extra_names",
  "offer",
  "room_types",
  "decline_reason_ar",
  "decline_reason_en",
  "decided_at",
].sort();
const PRIVATE = { first_name: "Canary-Guest-5521", phone: "+9647805521552", email: "canary-5521@example.com" };

/** A request as staff would hold it, with the hash of `token` (made by a superuser: the rules of a guest's create are not the subject here). */
async function request(token: string, extra: Body = {}) {
  const checkIn = (extra.checkIn as string | undefined) ?? addDays(today, 10);
  delete extra.checkIn;
  return admin
    .collection("booking_requests")
    .create(bookingRecord(checkIn, { ...PRIVATE, last_name: "Tester", room_type: roomId, guest_token_hash: sha256(token), ...extra }));
}

async function call(method: string, path: string, body?: Body, auth: string | null = siteToken) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (auth) headers.authorization = auth;
  const res = await fetch(server.url + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json: json as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
  await admin.settings.update({ rateLimits: { enabled: false } });
  const room = await admin
    .collection("room_types")
    .create(
      roomTypeBody("guest-room", { name_ar: "غرفة ديلوكس", name_en: "Deluxe Room", children: 0, price_per_night: 150_000, room_count: 10 }),
    );
  roomId = room.id;
  siteToken = (await siteAccountClient(server)).authStore.token;
});

afterAll(async () => {
  await server?.stop();
});

describe("reading a request by its token", () => {
  it("gives the site's account that request's guest-facing fields and nothing of the guest's identity", async () => {
    const token = newToken();
    const saved = await request(token, { decline_reason_en: "Full that week", decline_reason_ar: "محجوز" });
    const reply = await call("POST", "/api/site/guest-request", { token });
    expect(reply.status, reply.text).toBe(200);
    expect(Object.keys(reply.json).sort()).toEqual(GUEST_FIELDS);
    expect(reply.json.reference).toBe(saved.reference);
    expect(reply.json.room_types).toEqual({ [roomId]: { ar: "غرفة ديلوكس", en: "Deluxe Room" } });
    for (const value of [...Object.values(PRIVATE), sha256(token), token, saved.id]) expect(reply.text).not.toContain(value);
  });

  it("answers the same 404 to random, tampered and malformed tokens, and to a token's hash", async () => {
    const token = newToken();
    await request(token);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const probes: unknown[] = [
      ...Array.from({ length: 40 }, newToken),
      flipped,
      token.slice(1),
      token + "A",
      "",
      "x",
      "../" + token,
      sha256(token),
      "A".repeat(10_000),
      42,
      null,
      [token],
      { $ne: "" },
    ];
    const bodies = new Set<string>();
    for (const probe of probes) {
      const reply = await call("POST", "/api/site/guest-request", { token: probe });
      expect(reply.status, `${JSON.stringify(probe).slice(0, 60)}: ${reply.text}`).toBe(404);
      bodies.add(reply.text);
    }
    expect(bodies.size, [...bodies].join(" | ")).toBe(1);
    expect((await call("POST", "/api/site/guest-request", { token })).status).toBe(200);
  });

  it("is refused to anyone but the site's account, with no data", async () => {
    const token = newToken();
    await request(token);
    const member = await admin
      .collection("users")
      .create({ email: "member-5521@example.com", password: "member-pass-5521", passwordConfirm: "member-pass-5521" });
    const memberClient = new PocketBase(server.url);
    await memberClient.collection("users").authWithPassword("member-5521@example.com", "member-pass-5521");
    for (const auth of [null, memberClient.authStore.token, "Bearer forged"]) {
      for (const path of ["/api/site/guest-request", "/api/site/guest-request/cancel"]) {
        const reply = await call("POST", path, { token }, auth);
        expect([401, 403], `${path} as ${auth ? auth.slice(0, 12) : "anonymous"}: ${reply.text}`).toContain(reply.status);
        expect(reply.text).not.toContain(PRIVATE.first_name);
      }
    }
    expect((await admin.collection("booking_requests").getFirstListItem(`guest_token_hash = "${sha256(token)}"`)).status).toBe("new");
    await admin.collection("users").delete(member.id);
  });

  it("leaves the site's account unable to list or view requests, or to filter on the hash", async () => {
    const token = newToken();
    const saved = await request(token);
    const base = "/api/collections/booking_requests/records";
    // The list rule names the desk's staff only: lists come back empty whatever the filter, one request is not found.
    for (const [path, status] of [
      [base, 200],
      [`${base}/${saved.id}`, 404],
      [`${base}?filter=${encodeURIComponent(`guest_token_hash="${sha256(token)}"`)}`, 200],
    ] as const) {
      const reply = await call("GET", path);
      expect(reply.status, `${path}: ${reply.text}`).toBe(status);
      if (status === 200) expect(reply.json.totalItems).toBe(0);
      expect(reply.text).not.toContain(saved.reference);
    }
  });
});

describe("cancelling by token", { tags: ["calendar"] }, () => {
  it("cancels only the request whose token it is, as the guest, and a second time says it already was", async () => {
    const [tokenA, tokenB] = [newToken(), newToken()];
    const a = await request(tokenA);
    const b = await request(tokenB, { status: "confirmed" });
    const first = await call("POST", "/api/site/guest-request/cancel", { token: tokenA });
    expect(first.status, first.text).toBe(200);
    expect(first.json.outcome).toBe("cancelled");
    const cancelled = await admin.collection("booking_requests").getOne(a.id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.decided_by).toBe("guest");
    expect(cancelled.decided_at).not.toBe("");
    expect((await admin.collection("booking_requests").getOne(b.id)).status).toBe("confirmed");

    const again = await call("POST", "/api/site/guest-request/cancel", { token: tokenA });
    expect(again.status).toBe(200);
    expect(again.json.outcome).toBe("already_cancelled");
    expect(await admin.collection("booking_requests").getOne(a.id)).toEqual(cancelled);
  });

  it("cannot cancel with an unknown or tampered token, nor by naming the request", async () => {
    const token = newToken();
    const saved = await request(token);
    for (const body of [{ token: newToken() }, { token: token.slice(0, -1) + "_" }, { id: saved.id }, { reference: saved.reference }]) {
      const reply = await call("POST", "/api/site/guest-request/cancel", body);
      expect(reply.status, reply.text).toBe(404);
    }
    expect((await admin.collection("booking_requests").getOne(saved.id)).status).toBe("new");
  });

  it("refuses after the day of arrival (Basra), and for a declined request, changing nothing", async () => {
    const [late, declined, arrivalDay] = [newToken(), newToken(), newToken()];
    const a = await request(late, { status: "confirmed", checkIn: addDays(today, -1) });
    const b = await request(declined, { status: "declined" });
    const c = await request(arrivalDay, { checkIn: today });
    expect((await call("POST", "/api/site/guest-request/cancel", { token: late })).json.outcome).toBe("too_late");
    expect((await call("POST", "/api/site/guest-request/cancel", { token: declined })).json.outcome).toBe("declined");
    expect((await admin.collection("booking_requests").getOne(a.id)).status).toBe("confirmed");
    expect((await admin.collection("booking_requests").getOne(b.id)).status).toBe("declined");
    // On the day of arrival itself the guest may still cancel.
    expect((await call("POST", "/api/site/guest-request/cancel", { token: arrivalDay })).json.outcome).toBe("cancelled");
    expect((await admin.collection("booking_requests").getOne(c.id)).status).toBe("cancelled");
  });
});

describe("finding a request by reference and phone", () => {
  it("gives the request a new link when both match; the old link stops opening it", async () => {
    const old = newToken();
    const saved = await request(old);
    const fresh = newToken();
    const reply = await call("POST", "/api/site/guest-request/find", {
      reference: saved.reference,
      phone: PRIVATE.phone,
      token_hash: sha256(fresh),
    });
    expect(reply.status, reply.text).toBe(204);
    expect((await call("POST", "/api/site/guest-request", { token: fresh })).json.reference).toBe(saved.reference);
    expect((await call("POST", "/api/site/guest-request", { token: old })).status).toBe(404);
  });

  it("answers a wrong phone and an unknown reference alike, and changes nothing", async () => {
    const token = newToken();
    const saved = await request(token);
    const answers = new Set<string>();
    for (const [ref, phone] of [
      [saved.reference, "+9647800000000"],
      ["BK-ZZZZZZ", PRIVATE.phone],
      ["BK-ZZZZZZ", "+9647800000000"],
      [saved.reference, ""],
      ["", ""],
    ]) {
      const reply = await call("POST", "/api/site/guest-request/find", { reference: ref, phone, token_hash: sha256(newToken()) });
      expect(reply.status, reply.text).toBe(404);
      answers.add(reply.text);
    }
    expect(answers.size).toBe(1);
    expect((await call("POST", "/api/site/guest-request", { token })).status).toBe(200);
  });

  it("refuses a token_hash that is not a SHA-256, and anyone but the site's account", async () => {
    const saved = await request(newToken());
    const bad = await call("POST", "/api/site/guest-request/find", { reference: saved.reference, phone: PRIVATE.phone, token_hash: "0" });
    expect(bad.status).toBe(400);
    const anonymous = await call(
      "POST",
      "/api/site/guest-request/find",
      { reference: saved.reference, phone: PRIVATE.phone, token_hash: sha256(newToken()) },
      null,
    );
    expect([401, 403]).toContain(anonymous.status);
  });
});

describe("the link's hash on the record", () => {
  it("is unique, and only a SHA-256 in hex", async () => {
    const token = newToken();
    const saved = await request(token);
    const again = await admin
      .collection("booking_requests")
      .create({ ...saved, id: undefined, reference: nextReference(), guest_token_hash: sha256(token) })
      .then(
        () => null,
        (error: { status: number; response: { data: Record<string, { code: string }> } }) => error,
      );
    expect(again?.status).toBe(400);
    expect(again?.response.data.guest_token_hash?.code).toBe("validation_not_unique");
    const malformed = await request(newToken(), { guest_token_hash: "not-a-hash" }).then(
      () => null,
      (error: { status: number }) => error,
    );
    expect(malformed?.status).toBe(400);
  });
});
