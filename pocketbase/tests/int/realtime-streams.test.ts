// Realtime streams as PocketBase serves them (pb_hooks/realtime.pb.js, main.go):
// CORS only for the site's own origin, so no other website's visitors can be
// made to hold streams here; an idle stream closed after
// PB_REALTIME_IDLE_SECONDS; and the check the front door makes before it
// counts a stream against the staff's budget. A real PocketBase.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";

const SITE = "https://hotel.example";
let server: PocketBaseServer;

beforeAll(async () => {
  server = await startPocketBase({ env: { SITE_URL: `${SITE}/`, PB_REALTIME_IDLE_SECONDS: "2" } });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** Opens GET /api/realtime; resolves with its headers once PB_CONNECT arrived, and with when the stream ended. */
async function openStream(origin?: string) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/realtime`, { headers: origin ? { origin } : {}, signal: controller.signal });
  const reader = res.body!.getReader();
  let text = "";
  while (!text.includes("PB_CONNECT")) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += new TextDecoder().decode(chunk.value);
  }
  const opened = Date.now();
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return Date.now() - opened;
  })().catch(() => Number.NaN);
  return { res, ended, close: () => controller.abort() };
}

describe("realtime streams", () => {
  it("answer CORS for the site's own origin only", async () => {
    const own = await openStream(SITE);
    expect(own.res.headers.get("access-control-allow-origin")).toBe(SITE);
    own.close();
    for (const origin of ["https://attacker.example", "http://hotel.example", "https://hotel.example.attacker.example"]) {
      const foreign = await openStream(origin);
      expect(foreign.res.headers.get("access-control-allow-origin"), origin).toBeNull();
      foreign.close();
    }
    const preflight = await fetch(`${server.url}/api/availability`, {
      method: "OPTIONS",
      headers: { origin: "https://attacker.example", "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("are closed by PocketBase once idle", async () => {
    const stream = await openStream();
    const lasted = await Promise.race([stream.ended, new Promise<number>((r) => setTimeout(() => r(Number.POSITIVE_INFINITY), 15_000))]);
    stream.close();
    expect(lasted).toBeGreaterThanOrEqual(1_500);
    expect(lasted).toBeLessThan(10_000);
  }, 20_000);

  it("count against the staff's budget only for a member of staff (the front door asks)", async () => {
    const lane = (token?: string) => fetch(`${server.url}/api/site/realtime-lane`, { headers: token ? { authorization: token } : {} });
    expect((await lane()).status).toBe(401);
    expect((await lane("eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImZvcmdlZCJ9.Zm9yZ2Vk")).status).toBe(401);
    expect((await lane((await siteAccountClient(server)).authStore.token)).status).toBe(403);
    expect((await lane((await superuserClient(server)).authStore.token)).status).toBe(204);
  });
});

describe("CORS without a configured site", () => {
  it("answers a list of origins when PB_ALLOWED_ORIGINS names them, and any origin when neither it nor SITE_URL is set (tests, a bare binary)", async () => {
    const listed = await startPocketBase({
      env: { PB_ALLOWED_ORIGINS: "https://a.example,https://b.example", SITE_URL: "https://c.example" },
    });
    const bare = await startPocketBase({ env: { SITE_URL: "" } });
    try {
      const origin = async (url: string, from: string) =>
        (await fetch(`${url}/api/health`, { headers: { origin: from } })).headers.get("access-control-allow-origin");
      expect(await origin(listed.url, "https://b.example")).toBe("https://b.example");
      expect(await origin(listed.url, "https://c.example")).toBeNull();
      expect(await origin(bare.url, "https://anything.example")).toBe("*");
    } finally {
      await listed.stop();
      await bare.stop();
    }
  }, 60_000);
});
