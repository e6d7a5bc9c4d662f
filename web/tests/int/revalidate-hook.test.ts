import { createServer, type IncomingMessage, type Server } from "node:http";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { roomTypeBody } from "@hotel/pocketbase/testing/booking-fixtures";

// pocketbase/pb_hooks/revalidate.pb.js against a real PocketBase: after a
// content save succeeds it POSTs the collection to the site's
// /api/revalidate with the shared secret; a site that is down or refuses
// never fails the save.

interface Received {
  path: string;
  secret: string | undefined;
  body: { collection?: string; id?: string };
}

const SECRET = "hook-test-secret-123";

function listen(server: Server, port: number) {
  return new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

describe("revalidate hook", () => {
  let pb: PocketBaseServer;
  let client: PocketBase;
  let site: Server;
  const received: Received[] = [];
  let status = 200;

  beforeAll(async () => {
    const sitePort = await freePort();
    site = createServer(async (req, res) => {
      received.push({
        path: req.url ?? "",
        secret: req.headers["x-revalidate-secret"] as string | undefined,
        body: JSON.parse((await readBody(req)) || "{}"),
      });
      res.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
    await listen(site, sitePort);
    pb = await startPocketBase({ env: { WEB_URL: `http://127.0.0.1:${sitePort}`, REVALIDATE_SECRET: SECRET } });
    client = new PocketBase(pb.url);
    client.autoCancellation(false);
    await client.collection("_superusers").authWithPassword(pb.superuser.email, pb.superuser.password);
  });

  afterAll(async () => {
    await pb?.stop();
    await new Promise((resolve) => site?.close(resolve));
  });

  async function waitFor(count: number) {
    const deadline = Date.now() + 5_000;
    while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  }

  it("calls the site after create, update and delete, with the secret and the collection", async () => {
    received.length = 0;
    const record = await client.collection("ui_texts").create({ key: "Header.contact", value_ar: "تواصل", value_en: "Get in touch" });
    await waitFor(1);
    await client.collection("ui_texts").update(record.id, { value_en: "Write to us" });
    await waitFor(2);
    await client.collection("ui_texts").delete(record.id);
    await waitFor(3);

    expect(received).toEqual([
      { path: "/api/revalidate", secret: SECRET, body: { collection: "ui_texts", id: record.id } },
      { path: "/api/revalidate", secret: SECRET, body: { collection: "ui_texts", id: record.id } },
      { path: "/api/revalidate", secret: SECRET, body: { collection: "ui_texts", id: record.id } },
    ]);
  });

  it("tells the site the availability changed when a request is confirmed or cancelled, never when a new one comes in", async () => {
    received.length = 0;
    const room = await client
      .collection("room_types")
      .create(roomTypeBody("availability-hook", { children: 0, room_count: 2, published: false }));
    await waitFor(1);
    received.length = 0;
    const roomId = room.id;
    const request = await client.collection("booking_requests").create({
      reference: "PHONE-AVAIL-1",
      status: "new",
      locale: "en",
      check_in: "2031-01-10 00:00:00.000Z",
      check_out: "2031-01-11 00:00:00.000Z",
      nights: 1,
      guests: 1,
      rooms: 1,
      first_name: "Staff",
      last_name: "Phone",
      phone: "+9647801234567",
      room_type: roomId,
      total_price: 1,
      currency: "IQD",
    });
    await client.collection("booking_requests").update(request.id, { staff_notes: "Called" });
    await client.collection("booking_requests").update(request.id, { status: "confirmed" });
    await waitFor(1);
    await client.collection("booking_requests").update(request.id, { status: "cancelled" });
    await waitFor(2);
    expect(received.map((r) => r.body)).toEqual([{ collection: "availability" }, { collection: "availability" }]);
  });

  it("calls the site for seasonal rates and closures too, and not again for the overlaps text it keeps", async () => {
    received.length = 0;
    const nights = { first_night: "2031-01-09 21:00:00.000Z", last_night: "2031-01-11 21:00:00.000Z", published: true };
    const season = await client.collection("seasonal_rates").create({ name_ar: "موسم", name_en: "Season", percent_change: 20, ...nights });
    await waitFor(1);
    const closure = await client.collection("closures").create({ reason_ar: "مغلق", reason_en: "Closed", ...nights });
    await waitFor(2);
    // The second closure changes the first one's overlaps text: not a staff edit, so no second call for it.
    await client.collection("closures").create({ reason_ar: "مغلق ٢", reason_en: "Closed 2", ...nights });
    await waitFor(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(received.map((r) => r.body.collection)).toEqual(["seasonal_rates", "closures", "closures"]);
    expect(received[1]?.body.id).toBe(closure.id);
    expect(received[0]?.body.id).toBe(season.id);
  });

  it("leaves guests' submissions alone (they are not cached content)", async () => {
    received.length = 0;
    await client
      .collection("contact_messages")
      .create({ name: "Guest", email: "guest@example.com", message: "Hello there", locale: "en", status: "new" })
      .catch(() => null);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((r) => r.body.collection === "contact_messages")).toEqual([]);
  });

  it("does not fail the save when the site refuses or is down", async () => {
    status = 500;
    const record = await client.collection("ui_texts").create({ key: "Footer.rights", value_ar: "", value_en: "Rights reserved" });
    expect(record.id).toBeTruthy();
    status = 200;

    await new Promise((resolve) => site.close(resolve));
    const updated = await client.collection("ui_texts").update(record.id, { value_en: "All rights reserved" });
    expect(updated.value_en).toBe("All rights reserved");
    // Both failures are logged (PocketBase writes its log in batches).
    const deadline = Date.now() + 10_000;
    let messages: string[] = [];
    while (Date.now() < deadline) {
      const logs = await client.logs.getList(1, 20, { filter: 'message ~ "revalidate:"' });
      messages = logs.items.map((log) => log.message);
      if (messages.some((m) => m.includes("refused")) && messages.some((m) => m.includes("unreachable"))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(messages).toEqual(expect.arrayContaining([expect.stringContaining("refused"), expect.stringContaining("unreachable")]));
  });
});
