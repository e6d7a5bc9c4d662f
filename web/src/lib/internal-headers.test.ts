import { readFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import * as nextConstants from "next/dist/lib/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "./forms/client-key";
import { stampClientAddresses } from "./forms/stamp-client-address";
import { dropInternalHeaders, isNextInternalHeader } from "./internal-headers";

/** What a client may send on its own and this site needs: never dropped. */
const CLIENT_HEADERS = {
  cookie: "pb_auth=x",
  "x-forwarded-for": "198.51.100.7",
  "x-revalidate-secret": "webhook-secret",
  "next-action": "40abc",
  "next-router-state-tree": "%5B%5D",
  rsc: "1",
  "content-type": "text/plain",
};

/** What an outsider who learned the draft secret sends (issue 36, item 1), and the rest of Next's internal headers. */
const HOSTILE_HEADERS = {
  "x-prerender-revalidate": "3dfa02233c7d583542de9340f81b00cd",
  "x-prerender-revalidate-if-generated": "1",
  "x-next-revalidated-tags": "cms:offers",
  "x-next-revalidate-tag-token": "3dfa02233c7d583542de9340f81b00cd",
  "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
  "x-middleware-rewrite": "/en/diagnostics",
  "x-middleware-override-headers": "cookie",
  "x-middleware-request-cookie": "pb_auth=forged",
  "x-invoke-path": "/en/diagnostics",
  "x-now-route-matches": "1",
  "x-matched-path": "/[locale]/diagnostics",
  "x-nextjs-data": "1",
  "next-resume": "1",
};

describe("Next's internal headers (issue 36, item 1)", () => {
  it("are dropped from a request, every one of them, and nothing a client may send", () => {
    const headers: IncomingHttpHeaders = { ...CLIENT_HEADERS, ...HOSTILE_HEADERS };
    dropInternalHeaders(headers);
    expect(headers).toEqual(CLIENT_HEADERS);
  });

  it("include every header Next itself refuses from outside, and those that carry its draft secret", () => {
    // Next's own list is not exported; read from its source, so an upgrade that adds one fails here.
    const source = readFileSync(createRequire(import.meta.url).resolve("next/dist/server/lib/server-ipc/utils.js"), "utf8");
    const list = /const INTERNAL_HEADERS = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
    const nextRefuses = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(nextRefuses).toContain("x-middleware-rewrite");
    const constants = nextConstants as unknown as Record<string, string>;
    const draftSecret = [
      constants.PRERENDER_REVALIDATE_HEADER,
      constants.PRERENDER_REVALIDATE_ONLY_GENERATED_HEADER,
      constants.NEXT_CACHE_REVALIDATED_TAGS_HEADER,
      constants.NEXT_CACHE_REVALIDATE_TAG_TOKEN_HEADER,
    ];
    expect(draftSecret).toContain("x-prerender-revalidate");
    for (const name of [...nextRefuses, ...draftSecret]) expect(isNextInternalHeader(name!), name).toBe(true);
    expect(isNextInternalHeader("X-Prerender-Revalidate")).toBe(true);
    expect(isNextInternalHeader("x-revalidate-secret")).toBe(false);
  });

  describe("on the site's HTTP server, before Next sees the request", () => {
    let url = "";
    let seen: IncomingHttpHeaders = {};
    const server = createServer((req, res) => {
      seen = req.headers;
      res.end();
    });
    beforeAll(async () => {
      stampClientAddresses(1);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/en/about`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("a request carrying them reaches the handler without them, its own headers and the stamped address intact", async () => {
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(url, { headers: { ...CLIENT_HEADERS, ...HOSTILE_HEADERS } }, (res) => res.resume().on("end", resolve));
        req.on("error", reject);
        req.end();
      });
      for (const name of Object.keys(HOSTILE_HEADERS)) expect(seen[name], name).toBeUndefined();
      expect(seen["x-revalidate-secret"]).toBe("webhook-secret");
      expect(seen.cookie).toBe("pb_auth=x");
      expect(seen[CLIENT_ADDRESS_HEADER]).toBe("198.51.100.7");
    });
  });
});
