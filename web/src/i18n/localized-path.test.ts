import { describe, expect, it } from "vitest";
import { localizedHref, localizedPath, stripLocale } from "./localized-path";

describe("localized paths", () => {
  it("strips a locale prefix, including the internal /ar one", () => {
    expect(stripLocale("/en/OurRooms")).toBe("/OurRooms");
    expect(stripLocale("/ar/OurRooms")).toBe("/OurRooms");
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/OurRooms")).toBe("/OurRooms");
    expect(stripLocale("/english")).toBe("/english");
  });

  it("keeps Arabic unprefixed and puts English under /en, same letter case", () => {
    expect(localizedPath("/MeetingRoomFacility", "ar")).toBe("/MeetingRoomFacility");
    expect(localizedPath("/MeetingRoomFacility", "en")).toBe("/en/MeetingRoomFacility");
    expect(localizedPath("/en/offerDetails-abc", "ar")).toBe("/offerDetails-abc");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/en", "ar")).toBe("/");
  });

  it("keeps a query or hash", () => {
    expect(localizedHref("/contact#map", "en")).toBe("/en/contact#map");
    expect(localizedHref("/book?room=deluxe", "ar")).toBe("/book?room=deluxe");
  });
});
