import { describe, expect, it } from "vitest";
import type { OffersResponse, RoomTypesResponse, SettingsResponse } from "./pocketbase-types";
import { reshapeOffer, reshapeRoomType, reshapeSettings } from "./reshape";

const bases = { server: "http://pb:8090", public: "https://cms.example.com" };

function room(overrides: Partial<RoomTypesResponse> = {}): RoomTypesResponse {
  return {
    id: "room1",
    collectionId: "col_rooms",
    collectionName: "room_types",
    slug: "deluxe",
    name_ar: "غرفة ديلوكس",
    name_en: "Deluxe Room",
    summary_ar: "",
    summary_en: "Calm",
    description_ar: "",
    description_en: "<p>Big</p>",
    category: "deluxe",
    beds_ar: "سرير",
    beds_en: "King bed",
    bathroom_ar: "حمام",
    bathroom_en: "Shower",
    adults: 2,
    children: 1,
    area_m2: 32,
    price_per_night: 150000,
    room_count: 29,
    images: ["a b.jpg", "c.jpg"],
    image_alt_ar: "",
    image_alt_en: "A deluxe room",
    sort_order: 1,
    published: true,
    created: "",
    updated: "",
    ...overrides,
  } as RoomTypesResponse;
}

describe("reshape", () => {
  it("maps a room type to one locale with thumb URLs of known size", () => {
    const en = reshapeRoomType(bases.server, room(), "en");
    expect(en).toMatchObject({ name: "Deluxe Room", beds: "King bed", adults: 2, children: 1, areaM2: 32, pricePerNight: 150000 });
    expect(en.cover?.card).toEqual({
      src: "http://pb:8090/api/files/col_rooms/room1/a%20b.jpg?thumb=960x640",
      width: 960,
      height: 640,
      alt: "A deluxe room",
    });
    expect(en.images).toHaveLength(2);
    // No Arabic alt text: the name describes the photo.
    expect(reshapeRoomType(bases.server, room(), "ar").cover?.alt).toBe("غرفة ديلوكس");
  });

  it("links downloads to PocketBase's public address", () => {
    const settings = reshapeSettings(bases, {
      id: "s1",
      collectionId: "col_settings",
      company_profile: "profile.pdf",
      hotel_name_ar: "فندق",
      hotel_name_en: "Hotel",
      facebook_url: "https://facebook.com/h",
      instagram_url: "",
      x_url: "https://x.com/h",
      map_lat: 30.5,
      map_lng: 47.8,
      map_zoom: 0,
      currency: "IQD",
      reservation_state: "open",
    } as unknown as SettingsResponse);
    expect(settings.companyProfileUrl).toBe("https://cms.example.com/api/files/col_settings/s1/profile.pdf");
    expect(settings.social.map((s) => s.network)).toEqual(["facebook", "x"]);
    expect(settings.map.zoom).toBe(16);
  });

  it("keeps the staff's Hijri shift of -1, 0 or 1, and reads any other value (or none) as 0", () => {
    const shift = (hijri_shift: unknown) =>
      reshapeSettings(bases, { id: "s1", currency: "IQD", reservation_state: "open", hijri_shift } as unknown as SettingsResponse)
        .hijriShift;
    expect([-1, 0, 1].map(shift)).toEqual([-1, 0, 1]);
    expect([2, -30, 0.5, undefined].map(shift)).toEqual([0, 0, 0, 0]);
  });

  it("turns PocketBase dates into calendar days", () => {
    const offer = reshapeOffer(
      bases.server,
      {
        id: "o1",
        collectionId: "c",
        title_en: "Wedding",
        valid_from: "",
        valid_through: "2027-12-31 20:59:59.000Z",
        room_type: "",
      } as unknown as OffersResponse,
      "en",
    );
    expect(offer).toMatchObject({ title: "Wedding", validFrom: null, validThrough: "2027-12-31", roomTypeId: null, image: null });
  });
});
