// The browser's realtime client (lib/realtime/pocketbase-realtime.ts) against a
// real PocketBase, with the EventSource Node ships (undici's, the same API as
// browsers'): a staff save reaches the page, topics share one connection, a
// restart of PocketBase is survived, and a PocketBase that cannot be reached
// is reported so the page polls instead.
import type PocketBase from "pocketbase";
import { createServer, request, type Server } from "node:http";
import { EventSource as NodeEventSource } from "undici";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { connectAsSuperuser, settings } from "@hotel/seed";

let server: PocketBaseServer;
let admin: PocketBase;
let settingsId: string;
let opened = 0;

/** Counts the connections the client opens. */
class CountingEventSource extends NodeEventSource {
  constructor(...args: ConstructorParameters<typeof NodeEventSource>) {
    super(...args);
    opened++;
  }
}

beforeAll(async () => {
  vi.stubGlobal("EventSource", CountingEventSource);
  server = await startPocketBase({ port: await freePort() });
  admin = await connectAsSuperuser(server.url, server.superuser.email, server.superuser.password);
  settingsId = (await admin.collection("settings").create({ ...settings })).id;
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.stop();
});

/** A listener that counts its calls. */
function counter() {
  const calls = { count: 0 };
  return { calls, listener: () => void calls.count++ };
}

/** A stand-in for the front door: passes everything to PocketBase, or answers 502 as nginx does while PocketBase is down. */
async function startDoor(target: () => string) {
  const state = { down: false };
  const open = new Set<import("node:http").ServerResponse>();
  const server: Server = createServer((req, res) => {
    if (state.down) return void res.writeHead(502).end("Bad Gateway");
    open.add(res);
    res.on("close", () => open.delete(res));
    const upstream = request(new URL(req.url ?? "/", target()), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.headersSent || res.writeHead(502).end());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Drops every open stream and answers 502 until `up()`. */
    down() {
      state.down = true;
      for (const res of open) res.destroy();
    },
    up: () => void (state.down = false),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const saveBreakfast = (cost: number) => admin.collection("settings").update(settingsId, { breakfast_cost: cost });

describe("PocketBase realtime without the SDK", () => {
  it("hears a staff save on its topic, on one connection for every topic of the page, and nothing once unsubscribed", async () => {
    vi.resetModules();
    const { subscribeRealtime } = await import("@/lib/realtime/pocketbase-realtime");
    const before = opened;
    const settingsChanges = counter();
    const availabilityChanges = counter();
    const offSettings = await subscribeRealtime(server.url, "settings/*", settingsChanges.listener);
    const offAvailability = await subscribeRealtime(server.url, "availability", availabilityChanges.listener);
    expect(opened - before).toBe(1);
    // Each hears "changed" once when its subscription is in place (the page may have missed a save meanwhile).
    expect(settingsChanges.calls.count).toBe(1);
    expect(availabilityChanges.calls.count).toBe(1);

    await saveBreakfast(11_000);
    await vi.waitFor(() => expect(settingsChanges.calls.count).toBe(2), { timeout: 5_000 });
    expect(availabilityChanges.calls.count).toBe(1);

    offSettings();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the new topic list reaches PocketBase
    await saveBreakfast(12_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(settingsChanges.calls.count).toBe(2);
    offAvailability();
  });

  it("after PocketBase restarts, subscribes again on the new connection, tells the page, and hears the next save", async () => {
    vi.resetModules();
    const { subscribeRealtime } = await import("@/lib/realtime/pocketbase-realtime");
    const changes = counter();
    const off = await subscribeRealtime(server.url, "settings/*", changes.listener);
    expect(changes.calls.count).toBe(1);

    const { dataDir, port } = server;
    await server.stop({ keepData: true });
    server = await startPocketBase({ dataDir, port });
    admin = await connectAsSuperuser(server.url, server.superuser.email, server.superuser.password);
    await vi.waitFor(() => expect(changes.calls.count).toBe(2), { timeout: 20_000 });

    await saveBreakfast(13_000);
    await vi.waitFor(() => expect(changes.calls.count).toBe(3), { timeout: 5_000 });
    off();
  });

  it("behind a door that answers 502 while PocketBase is away, connects again when it is back (the browser gives up on a 502 by itself)", async () => {
    vi.resetModules();
    const { subscribeRealtime } = await import("@/lib/realtime/pocketbase-realtime");
    const door = await startDoor(() => server.url);
    try {
      const changes = counter();
      const off = await subscribeRealtime(door.url, "settings/*", changes.listener);
      expect(changes.calls.count).toBe(1);
      door.down();
      // Longer than the EventSource's own wait before it retries (3 s), so its retry meets the 502.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      door.up();
      await vi.waitFor(() => expect(changes.calls.count).toBe(2), { timeout: 15_000 });
      await saveBreakfast(15_000);
      await vi.waitFor(() => expect(changes.calls.count).toBe(3), { timeout: 5_000 });
      off();
    } finally {
      await door.stop();
    }
  });

  it("rejects when PocketBase cannot be reached, so the page polls instead", async () => {
    vi.resetModules();
    const { subscribeRealtime } = await import("@/lib/realtime/pocketbase-realtime");
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const changes = counter();
    await expect(subscribeRealtime(nobody, "settings/*", changes.listener)).rejects.toThrow(/realtime/);
    expect(changes.calls.count).toBe(0);
  });
});
