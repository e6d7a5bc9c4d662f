import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, clientKeyFor, trustedClientAddress } from "./client-key";
import { stamp } from "./stamp-client-address";

describe("trustedClientAddress", () => {
  it("with no proxy (npm start) uses the socket and ignores X-Forwarded-For, whatever it says", () => {
    expect(trustedClientAddress("198.51.100.4", undefined, 0)).toBe("198.51.100.4");
    expect(trustedClientAddress("198.51.100.4", "203.0.113.7", 0)).toBe("198.51.100.4");
    expect(trustedClientAddress("198.51.100.4", ["1.1.1.1", "2.2.2.2, 3.3.3.3"], 0)).toBe("198.51.100.4");
  });

  it("behind one proxy takes the entry that proxy appended, never one further left", () => {
    // The compose front door appends the address it saw; the socket is the proxy itself.
    expect(trustedClientAddress("172.18.0.5", "203.0.113.7", 1)).toBe("203.0.113.7");
    expect(trustedClientAddress("172.18.0.5", "6.6.6.6, 7.7.7.7, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(trustedClientAddress("172.18.0.5", ["6.6.6.6", "203.0.113.7"], 1)).toBe("203.0.113.7");
  });

  it("behind two proxies (a CDN, then the front door) takes the CDN's entry", () => {
    expect(trustedClientAddress("172.18.0.5", "6.6.6.6, 203.0.113.7, 192.0.2.10", 2)).toBe("203.0.113.7");
  });

  it("falls back to the left-most link when a request skipped a proxy, and to one shared bucket with nothing", () => {
    expect(trustedClientAddress("192.0.2.1", undefined, 1)).toBe("192.0.2.1");
    expect(trustedClientAddress("192.0.2.1", " , ", 2)).toBe("192.0.2.1");
    expect(trustedClientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("stamp", () => {
  function request(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
    const socket = new Socket();
    Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
    const req = new IncomingMessage(socket);
    Object.assign(req.headers, headers);
    return req;
  }

  it("replaces a client-supplied address header and a rotated X-Forwarded-For with the socket's address", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const req = request("203.0.113.7", { "x-forwarded-for": `10.0.0.${i}`, [CLIENT_ADDRESS_HEADER]: `10.1.1.${i}` });
      stamp(req, 0);
      seen.add(clientAddressFrom(new Headers(req.headers as Record<string, string>)));
    }
    expect([...seen]).toEqual(["203.0.113.7"]);
  });
});

describe("clientAddressFrom", () => {
  it("reads only the address this server stamped, never X-Forwarded-For or X-Real-IP", () => {
    expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientAddressFrom(new Headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7" }))).toBe("unknown");
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
