import { describe, expect, it } from "vitest";
import { mayKeepPage, NEVER_CACHED, OFFLINE_PAGES, WARM_PAGES } from "./policy";

describe("what the service worker may keep", () => {
  it("never keeps /book, the request's own page, the staff pages or the reservations desk, in either language", () => {
    for (const path of ["/book", "/en/book", "/request/abc", "/en/request/abc", "/request", "/staff", "/en/staff", "/staff/x"])
      expect(NEVER_CACHED.test(path), path).toBe(true);
    for (const path of ["/desk", "/en/desk", "/desk/requests", "/desk/requests/abcdefghijklmno", "/en/desk/sign-in", "/desk/live"])
      expect(NEVER_CACHED.test(path), path).toBe(true);
  });

  it("keeps the other pages (network first)", () => {
    for (const path of [
      "/",
      "/en",
      "/contact",
      "/en/contact",
      "/OurRooms",
      "/about",
      "/bookings",
      "/en/requests-info",
      "/offerDetails-x",
      "/desks",
      "/en/desktop",
    ])
      expect(NEVER_CACHED.test(path), path).toBe(false);
  });

  it("never keeps a search, or any address with a query string", () => {
    const page = (path: string) => new URL(path, "https://hotel.example");
    for (const path of ["/search", "/en/search", "/search?q=suite", "/OurRooms?utm_source=x", "/?x=1", "/book", "/en/request/abc"])
      expect(mayKeepPage(page(path)), path).toBe(false);
    // An empty query is no query.
    for (const path of ["/", "/en", "/OurRooms", "/en/contact", "/en/contact?", "/searching", "/en/search-tips"])
      expect(mayKeepPage(page(path)), path).toBe(true);
  });

  it("saves the contact and rooms pages in both languages at install, and has an offline page per language", () => {
    expect([...WARM_PAGES].sort()).toEqual(["/OurRooms", "/contact", "/en/OurRooms", "/en/contact"]);
    expect(OFFLINE_PAGES).toEqual({ ar: "/offline", en: "/en/offline" });
  });
});
