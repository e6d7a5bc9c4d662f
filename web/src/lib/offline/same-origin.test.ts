import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const h = (init: Record<string, string>) => new Headers(init);

describe("isSameOrigin (who may send to /outbox.json)", () => {
  it("takes the site's own pages and worker", () => {
    expect(isSameOrigin(h({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(h({ origin: "https://hotel.example", host: "hotel.example" }))).toBe(true);
  });

  it("refuses another site, whatever else the request says", () => {
    expect(isSameOrigin(h({ "sec-fetch-site": "cross-site", origin: "https://hotel.example", host: "hotel.example" }))).toBe(false);
    expect(isSameOrigin(h({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOrigin(h({ "sec-fetch-site": "none" }))).toBe(false);
    expect(isSameOrigin(h({ origin: "https://evil.example", host: "hotel.example" }))).toBe(false);
    expect(isSameOrigin(h({ origin: "null", host: "hotel.example" }))).toBe(false);
    expect(isSameOrigin(h({ host: "hotel.example" }))).toBe(false);
  });
});
