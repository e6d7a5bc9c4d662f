import { describe, expect, it } from "vitest";
import { clientAddressFrom, clientKeyFor } from "./client-key";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddressFrom", () => {
  it("takes the right-most X-Forwarded-For entry (the one the nearest proxy added)", () => {
    expect(clientAddressFrom(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientAddressFrom(headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to one shared bucket", () => {
    expect(clientAddressFrom(headers({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddressFrom(headers({}))).toBe("unknown");
    expect(clientAddressFrom(headers({ "x-forwarded-for": " , " }))).toBe("unknown");
  });
});

describe("clientKeyFor", () => {
  it("is stable per address, differs between addresses and does not contain the address", () => {
    const a = clientKeyFor("203.0.113.7");
    expect(clientKeyFor("203.0.113.7")).toBe(a);
    expect(clientKeyFor("203.0.113.8")).not.toBe(a);
    expect(a).not.toContain("203");
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
