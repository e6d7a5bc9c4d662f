import { describe, expect, it } from "vitest";
import { FACILITY_PATHS, isFolderPath, PATHNAMES, publicPath, ROUTES } from "./site";

describe("the public paths and the folders that serve them", () => {
  it("maps every facility key and renamed folder to its public path, same letter case", () => {
    expect(PATHNAMES).toEqual({
      "/rooms": "/OurRooms",
      "/offers/[id]": "/offerDetails-[id]",
      "/facilities/gym": "/gymfacility",
      "/facilities/lobby": "/lobbyfacility",
      "/facilities/meeting-room": "/MeetingRoomFacility",
      "/facilities/restaurant": "/ResturantFacility",
      "/facilities/sauna": "/saunafacility",
      "/facilities/services": "/facilitiesdetails",
    });
    expect(Object.values(FACILITY_PATHS).every((path) => Object.values(ROUTES).includes(path as never))).toBe(true);
  });

  it("turns a folder's path into its public path, and leaves public paths alone", () => {
    expect(publicPath("/facilities/restaurant")).toBe("/ResturantFacility");
    expect(publicPath("/offers/abc123")).toBe("/offerDetails-abc123");
    expect(publicPath("/diagnostics")).toBe("/test");
    for (const path of ["/", "/offers", "/facilities", "/OurRooms", "/offerDetails-abc123", "/offers/a/b", "/rooms/x"]) {
      expect(publicPath(path), path).toBe(path);
    }
  });

  it("knows a folder's own path (answered with 404) from a public one", () => {
    for (const path of ["/rooms", "/diagnostics", "/offers/abc123", "/facilities/gym", "/facilities/no-such-key"]) {
      expect(isFolderPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/OurRooms",
      "/test",
      "/offers",
      "/facilities",
      "/offerDetails-abc123",
      "/gymfacility",
      "/offer-details/abc",
    ]) {
      expect(isFolderPath(path), path).toBe(false);
    }
  });
});
