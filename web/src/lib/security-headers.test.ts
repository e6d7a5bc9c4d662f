import { describe, expect, it } from "vitest";
import { baselineSecurityHeaders, contentSecurityPolicy } from "./security-headers";

const parse = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows PocketBase's origin for images and connections only", () => {
    const csp = parse(contentSecurityPolicy({ pocketBaseOrigin: "https://cms.example.com/some/path", https: true }));
    expect(csp.get("img-src")).toContain("https://cms.example.com");
    expect(csp.get("connect-src")).toEqual(["'self'", "https://cms.example.com"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
  });

  it("lets the site's own service worker and manifest load, and no other origin's", () => {
    const csp = parse(contentSecurityPolicy({ pocketBaseOrigin: "https://cms.example.com", https: true }));
    // worker-src governs service workers (src/sw, /serwist/sw.js); blob: is the flood challenge's solver workers.
    expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
  });

  it("leaves requests un-upgraded on plain http and ignores a malformed PocketBase address", () => {
    const csp = parse(contentSecurityPolicy({ pocketBaseOrigin: "not a url", https: false }));
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });
});

describe("baselineSecurityHeaders", () => {
  it("sends HSTS only in production", () => {
    const names = (production: boolean) => baselineSecurityHeaders(production).map((h) => h.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]));
  });
});
