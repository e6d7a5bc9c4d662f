import { describe, expect, it } from "vitest";
import { guestRequestStatus, guestRequestView, type GuestRequestRecord } from "./guest-view";

// Records as PocketBase's route answers them (pb_hooks/guest-requests-lib.js, guestView), written by hand.
const legacy: GuestRequestRecord = {
  reference: "BK-7QH3KD",
  status: "new",
  locale: "ar",
  check_in: "2026-12-10 00:00:00.000Z",
  check_out: "2026-12-12 00:00:00.000Z",
  nights: 2,
  guests: 3,
  rooms: 2,
  room_type: "deluxe000000001",
  breakfast: true,
  total_price: 450000,
  currency: "IQD",
  price_breakdown: null,
  room_lines: null,
  extras: null,
  offer: { ar: "عرض الزفاف", en: "Wedding Offer" },
  room_types: { deluxe000000001: { ar: "غرفة ديلوكس", en: "Deluxe Room" } },
  decline_reason_ar: "",
  decline_reason_en: "",
  decided_at: "",
};

// Several rooms per request (the multiroom work): room_lines and extras beside the legacy fields, which stay filled.
const multiroom: GuestRequestRecord = {
  ...legacy,
  rooms: 3,
  guests: 5,
  breakfast: false,
  offer: null,
  room_lines: [
    { room_type: "deluxe000000001", rooms: 2, adults: 3, children: 1 },
    { room_type: "suite0000000001", rooms: 1, adults: 1, children: 0 },
  ],
  extras: [
    { key: "airport_transfer", name_ar: "نقل من المطار", name_en: "Airport transfer", quantity: 1, total: 40000 },
    { key: "extra_bed", name: { ar: "سرير إضافي", en: "Extra bed" }, quantity: 2 },
    { key: "late_checkout", quantity: 0 },
  ],
  room_types: {
    deluxe000000001: { ar: "غرفة ديلوكس", en: "Deluxe Room" },
    suite0000000001: { ar: "الجناح التنفيذي", en: "Executive Suite" },
  },
};

describe("guestRequestView", () => {
  it("shows what was paid and what is still due, from PocketBase's sum", () => {
    expect(guestRequestView({ ...legacy, paid: 150000 }, "en", "2026-11-25")).toMatchObject({ paid: 150000, due: 300000 });
    expect(guestRequestView({ ...legacy, paid: 500000 }, "en", "2026-11-25")).toMatchObject({ paid: 500000, due: -50000 });
  });

  it("reads a one-room request from the legacy fields", () => {
    expect(guestRequestView(legacy, "en", "2026-11-25")).toEqual({
      reference: "BK-7QH3KD",
      status: "received",
      checkIn: "2026-12-10",
      checkOut: "2026-12-12",
      nights: 2,
      rooms: [{ name: "Deluxe Room", rooms: 2, adults: null, children: null, guests: 3 }],
      guests: 3,
      breakfast: true,
      offer: "Wedding Offer",
      extras: [],
      total: 450000,
      paid: 0,
      due: 450000,
      currency: "IQD",
      declineReason: null,
      cancellable: true,
    });
    expect(guestRequestView(legacy, "ar", "2026-11-25").rooms[0]!.name).toBe("غرفة ديلوكس");
    expect(guestRequestView(legacy, "ar", "2026-11-25").offer).toBe("عرض الزفاف");
  });

  it("reads several rooms and the extras from room_lines and extras when the request has them", () => {
    const view = guestRequestView(multiroom, "en", "2026-11-25");
    expect(view.rooms).toEqual([
      { name: "Deluxe Room", rooms: 2, adults: 3, children: 1, guests: 4 },
      { name: "Executive Suite", rooms: 1, adults: 1, children: 0, guests: 1 },
    ]);
    expect(view.guests).toBe(5);
    expect(view.extras).toEqual([
      { name: "Airport transfer", quantity: 1, amount: 40000 },
      { name: "Extra bed", quantity: 2, amount: null },
    ]);
    expect(guestRequestView(multiroom, "ar", "2026-11-25").extras.map((e) => e.name)).toEqual(["نقل من المطار", "سرير إضافي"]);
  });

  it("reads extras stored as the hotel's extras' ids, named by extra_names and priced by the breakdown", () => {
    // The multiroom migration's shape: extras holds ids; what each cost is a breakdown line of kind "extra".
    const byId: GuestRequestRecord = {
      ...multiroom,
      extras: ["pickup000000001", "bed000000000001", "gone00000000001"],
      extra_names: {
        pickup000000001: { ar: "استقبال من المطار", en: "Airport pickup" },
        bed000000000001: { ar: "سرير إضافي", en: "Extra bed" },
      },
      price_breakdown: {
        lines: [
          { kind: "room", nights: 2, rooms: 2, unitPrice: 150000, amount: 600000 },
          { kind: "extra", extraId: "pickup000000001", pricing: "per_stay", quantity: 1, unitPrice: 40000, amount: 40000 },
          { kind: "extra", extraId: "bed000000000001", pricing: "per_night", quantity: 2, unitPrice: 20000, amount: 40000 },
        ],
        total: 680000,
      },
    };
    expect(guestRequestView(byId, "en", "2026-11-25").extras).toEqual([
      { name: "Airport pickup", quantity: 1, amount: 40000 },
      { name: "Extra bed", quantity: 2, amount: 40000 },
    ]);
    expect(guestRequestView(byId, "ar", "2026-11-25").extras.map((e) => e.name)).toEqual(["استقبال من المطار", "سرير إضافي"]);
  });

  it("takes extras given as a map of key to quantity", () => {
    expect(guestRequestView({ ...legacy, extras: { extra_bed: 1, crib: 0 } }, "en", "2026-11-25").extras).toEqual([
      { name: "extra_bed", quantity: 1, amount: null },
    ]);
  });

  it("says each status in plain words, with staff's reason in the page's language only when declined", () => {
    const declined = { ...legacy, status: "declined", decline_reason_ar: "الفندق ممتلئ", decline_reason_en: "The hotel is full" };
    expect(guestRequestView(declined, "ar", "2026-11-25")).toMatchObject({ status: "declined", declineReason: "الفندق ممتلئ" });
    expect(guestRequestView(declined, "en", "2026-11-25")).toMatchObject({ status: "declined", declineReason: "The hotel is full" });
    // Only one language written: the guest still reads it.
    expect(guestRequestView({ ...declined, decline_reason_en: "" }, "en", "2026-11-25").declineReason).toBe("الفندق ممتلئ");
    expect(guestRequestView({ ...declined, decline_reason_ar: "", decline_reason_en: "" }, "en", "2026-11-25").declineReason).toBeNull();
    expect(guestRequestView({ ...legacy, status: "confirmed", decline_reason_en: "stale" }, "en", "2026-11-25")).toMatchObject({
      status: "confirmed",
      declineReason: null,
    });
    expect(guestRequestView({ ...legacy, status: "cancelled" }, "en", "2026-11-25").status).toBe("cancelled");
  });

  it("lets the guest cancel up to and including the day of arrival (Basra), and never a cancelled or declined request", () => {
    expect(guestRequestView(legacy, "en", "2026-12-10").cancellable).toBe(true);
    expect(guestRequestView(legacy, "en", "2026-12-11").cancellable).toBe(false);
    expect(guestRequestView({ ...legacy, status: "confirmed" }, "en", "2026-12-09").cancellable).toBe(true);
    expect(guestRequestView({ ...legacy, status: "cancelled" }, "en", "2026-11-25").cancellable).toBe(false);
    expect(guestRequestView({ ...legacy, status: "declined" }, "en", "2026-11-25").cancellable).toBe(false);
  });

  it("reads the desk's arrived as confirmed and its no-show as cancelled, neither of which the guest can cancel", () => {
    expect(guestRequestView({ ...legacy, status: "arrived" }, "en", "2026-12-10")).toMatchObject({
      status: "confirmed",
      cancellable: false,
    });
    expect(guestRequestView({ ...legacy, status: "no_show" }, "en", "2026-12-10")).toMatchObject({
      status: "cancelled",
      cancellable: false,
    });
  });

  it("gives the poll only the status, the reason and whether it can be cancelled", () => {
    expect(guestRequestStatus(guestRequestView(legacy, "en", "2026-11-25"))).toEqual({
      status: "received",
      declineReason: null,
      cancellable: true,
    });
  });
});
