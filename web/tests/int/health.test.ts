// The web container's health check (app/api/health) against a real PocketBase:
// in production it fails while the settings hold a seed placeholder, naming
// the fields in its log line, and passes once staff put in the hotel's own.
import type PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { connectAsSuperuser, settings } from "@hotel/seed";

let server: PocketBaseServer;
let admin: PocketBase;
let settingsId: string;

const REAL = {
  hotel_name_ar: "فندق السعدي البصرة",
  hotel_name_en: "Al-Saadi Hotel Basra",
  phone: "+964 780 123 4567",
  whatsapp: "+964 780 123 4567",
  email: "reservations@saadi-hotel.iq",
  facebook_url: "https://www.facebook.com/saadihotel",
  instagram_url: "https://www.instagram.com/saadihotel",
  x_url: "https://x.com/saadihotel",
};

/** The route's GET as the web container runs it, with this environment. */
async function healthCheck(deployEnv: string | undefined) {
  vi.resetModules();
  vi.stubEnv("PB_URL", server.url);
  vi.stubEnv("DEPLOY_ENV", deployEnv);
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const { GET } = await import("@/app/api/health/route");
  const response = await GET();
  const body = (await response.json()) as { status: string; placeholders: string[] | null };
  const logged = errors.mock.calls.map((args) => args.map(String).join(" "));
  errors.mockRestore();
  return { status: response.status, body, logged };
}

beforeAll(async () => {
  server = await startPocketBase();
  admin = await connectAsSuperuser(server.url, server.superuser.email, server.superuser.password);
  // The seed's settings, placeholders and all (the rest of the seed is not needed here).
  settingsId = (await admin.collection("settings").create({ ...settings })).id;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await server?.stop();
});

describe("the web health check", () => {
  it("fails in production while any placeholder is left, and its log line names the fields", async () => {
    const { status, body, logged } = await healthCheck("production");
    expect(status).toBe(503);
    const fields = ["hotel_name_ar", "hotel_name_en", "phone", "whatsapp", "email", "facebook_url", "instagram_url", "x_url"];
    expect(body).toEqual({ status: "placeholders", placeholders: fields });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`[health] unhealthy: the settings still hold the seed's placeholders in ${fields.join(", ")}.`);
  });

  it("still fails with one placeholder left, naming only it", async () => {
    await admin.collection("settings").update(settingsId, { ...REAL, email: "reservations@example.com" });
    const { status, body, logged } = await healthCheck("production");
    expect(status).toBe(503);
    expect(body.placeholders).toEqual(["email"]);
    expect(logged[0]).toMatch(/placeholders in email\. /);
  });

  it("passes in production once the hotel's own values are in, and logs nothing", async () => {
    await admin.collection("settings").update(settingsId, REAL);
    const { status, body, logged } = await healthCheck("production");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", placeholders: [] });
    expect(logged).toEqual([]);
  });

  it("passes outside production with placeholders (local development), listing them", async () => {
    await admin.collection("settings").update(settingsId, { phone: settings.phone });
    const { status, body } = await healthCheck(undefined);
    expect(status).toBe(200);
    expect(body.placeholders).toEqual(["phone"]);
  });
});
