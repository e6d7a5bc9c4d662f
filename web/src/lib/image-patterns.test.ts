import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern";
import { describe, expect, it } from "vitest";
import { pocketBaseImagePatterns } from "./image-patterns";

const allows = (env: Record<string, string | undefined>, url: string) => hasRemoteMatch([], pocketBaseImagePatterns(env), new URL(url));

describe("next/image remote patterns (issue 12, item 10)", () => {
  const local = { PB_URL: "http://127.0.0.1:8090", PB_PUBLIC_URL: "" };

  it("allows PocketBase's file endpoint at its configured origin, at the thumbs the site shows", () => {
    for (const thumb of ["480x320", "960x640", "1600x0"])
      expect(allows(local, `http://127.0.0.1:8090/api/files/offers/abc/photo.jpg?thumb=${thumb}`), thumb).toBe(true);
  });

  it("refuses any other query, so a new one cannot make each request a fresh encode and cache file", () => {
    for (const query of [
      "?thumb=480x320&anything=1",
      "?anything=1",
      "?thumb=0x600",
      "?thumb=960x641",
      "?thumb=480x320&thumb=960x640",
      "?",
      "",
    ]) {
      expect(allows(local, `http://127.0.0.1:8090/api/files/offers/abc/photo.jpg${query}`), query).toBe(false);
    }
  });

  it("refuses another port, another loopback name, another protocol and other paths", () => {
    for (const url of [
      "http://127.0.0.1:3000/api/files/x/y/z.png?thumb=480x320",
      "http://127.0.0.1:6379/api/files/x/y/z.png?thumb=480x320",
      "http://127.0.0.1/api/files/x/y/z.png?thumb=480x320",
      "http://localhost:8090/api/files/x/y/z.png?thumb=480x320",
      "http://localhost:9999/api/files/x/y/z.png?thumb=480x320",
      "https://127.0.0.1:8090/api/files/x/y/z.png?thumb=480x320",
      "http://127.0.0.1:8090/api/collections/_superusers/records?thumb=480x320",
      "http://169.254.169.254:8090/api/files/x/y/z.png?thumb=480x320",
    ]) {
      expect(allows(local, url), url).toBe(false);
    }
  });

  it("adds the public origin when it differs, with its own port or the default one only", () => {
    const compose = { PB_URL: "http://pocketbase:8090", PB_PUBLIC_URL: "https://cms.hotel.example" };
    expect(pocketBaseImagePatterns(compose).filter((p) => p.search === "?thumb=960x640")).toEqual([
      { protocol: "http", hostname: "pocketbase", port: "8090", pathname: "/api/files/**", search: "?thumb=960x640" },
      { protocol: "https", hostname: "cms.hotel.example", port: "", pathname: "/api/files/**", search: "?thumb=960x640" },
    ]);
    expect(allows(compose, "https://cms.hotel.example/api/files/a/b/c.jpg?thumb=960x640")).toBe(true);
    expect(allows(compose, "https://cms.hotel.example:8443/api/files/a/b/c.jpg?thumb=960x640")).toBe(false);
    expect(allows(compose, "http://pocketbase:8091/api/files/a/b/c.jpg?thumb=960x640")).toBe(false);
  });

  it("follows a PocketBase served under a path, and defaults like the site (127.0.0.1, PB_PORT or 8090)", () => {
    expect(allows({ PB_URL: "https://hotel.example/cms/" }, "https://hotel.example/cms/api/files/a/b/c.jpg?thumb=1600x0")).toBe(true);
    expect(allows({ PB_URL: "https://hotel.example/cms/" }, "https://hotel.example/api/files/a/b/c.jpg?thumb=1600x0")).toBe(false);
    expect(pocketBaseImagePatterns({})[0]).toEqual({
      protocol: "http",
      hostname: "127.0.0.1",
      port: "8090",
      pathname: "/api/files/**",
      search: "?thumb=960x640",
    });
    expect(pocketBaseImagePatterns({ PB_PORT: "8190", PB_URL: " " })[0]!.port).toBe("8190");
  });
});
