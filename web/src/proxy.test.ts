import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The proxy as a server started with SITE_URL `siteUrl` runs it (the environment is read once per process). */
async function proxyFor(siteUrl: string) {
  vi.resetModules();
  vi.stubEnv("SITE_URL", siteUrl);
  return (await import("./proxy")).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

// A first visit that names no language: the home page answers in Arabic and remembers it.
const home = (origin: string) => new NextRequest(`${origin}/`);

describe("the language cookie the home page writes", () => {
  it("is Secure when the site is on https", async () => {
    const response = await (await proxyFor("https://hotel.example"))(home("https://hotel.example"));
    expect(response.headers.get("set-cookie")).toMatch(/^i18n_redirected=ar;.*; Secure/i);
  });

  it("is not Secure on a plain-http site (npm start), where the browser would drop it", async () => {
    const response = await (await proxyFor("http://localhost:3000"))(home("http://localhost:3000"));
    const cookie = response.headers.get("set-cookie");
    expect(cookie).toMatch(/^i18n_redirected=ar;/);
    expect(cookie).not.toMatch(/secure/i);
  });
});

describe("/test", () => {
  const rewrite = async (path: string, cookie?: string) => {
    const request = new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
    const response = await (await proxyFor("http://localhost:3000"))(request);
    return response.headers.get("x-middleware-rewrite") ?? (response.headers.has("x-middleware-next") ? path : null);
  };

  it("is the cached test page for guests, in both languages", async () => {
    expect(await rewrite("/test")).toBe("http://localhost:3000/ar/test");
    expect(await rewrite("/en/test")).toMatch(/^(http:\/\/localhost:3000)?\/en\/test$/);
  });

  it("is not the live diagnostics for a staff cookie that is not a session (it is cleared first)", async () => {
    expect(await rewrite("/en/test", "pb_auth=not-a-session")).not.toMatch(/diagnostics/);
  });

  it("answers 404 at the diagnostics folder's own path, whoever asks", async () => {
    expect(await rewrite("/diagnostics")).toBe("http://localhost:3000/ar/404");
    expect(await rewrite("/en/diagnostics", "pb_auth=not-a-session")).toBe("http://localhost:3000/en/404");
  });
});
