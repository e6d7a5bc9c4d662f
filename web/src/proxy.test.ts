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
