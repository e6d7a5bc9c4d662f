import { describe, expect, it } from "vitest";
import { BOOKING_FIELDS, bookingFieldsSchema, bookingSchema, type BookingInput, type RoomCapacity } from "./schema";
import { contactSchema } from "@/lib/contact/schema";
import { fieldErrorsFrom, isTrapped, mayBePhone } from "@/lib/forms/fields";
import { CONTACT_FIELDS } from "@/lib/forms/form-rules";
import { hotelToday } from "./dates";

const today = "2026-03-10";
const roomTypes: RoomCapacity[] = [
  { slug: "deluxe", adults: 2, children: 1, roomCount: 29 },
  { slug: "executive-suite", adults: 4, children: 2, roomCount: 3 },
];
const schema = bookingSchema({ today, roomTypes });

const valid: BookingInput = {
  checkIn: "2026-03-12",
  checkOut: "2026-03-14",
  guests: 2,
  rooms: 1,
  firstName: "Zainab",
  lastName: "Al-Basri",
  phone: "0780 123 4567",
  email: "",
  roomType: "deluxe",
  offer: "",
  breakfast: true,
  website: "",
};

function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error, BOOKING_FIELDS, "checkIn");
}

describe("bookingSchema", () => {
  it("accepts a normal request, Arabic names included", () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, firstName: "زينب", lastName: "البصري", email: "z@example.iq" }).success).toBe(true);
  });

  it("trims names", () => {
    const result = schema.parse({ ...valid, firstName: "  Ali  " });
    expect(result.firstName).toBe("Ali");
  });

  it("refuses past and today-minus dates, but accepts a stay starting today in Basra", () => {
    expect(errorsOf({ ...valid, checkIn: "2026-03-09", checkOut: "2026-03-11" })).toEqual({ checkIn: "dateInPast" });
    expect(schema.safeParse({ ...valid, checkIn: today, checkOut: "2026-03-11" }).success).toBe(true);
  });

  it("refuses check-out on or before check-in, and stays over 30 nights", () => {
    expect(errorsOf({ ...valid, checkOut: "2026-03-12" })).toEqual({ checkOut: "checkOutBeforeCheckIn" });
    expect(errorsOf({ ...valid, checkIn: "2026-03-14", checkOut: "2026-03-12" })).toEqual({ checkOut: "checkOutBeforeCheckIn" });
    // 12 March → 11 April is 30 nights, the longest stay the form takes.
    expect(errorsOf({ ...valid, checkOut: "2026-04-11" })).toEqual({});
    expect(errorsOf({ ...valid, checkOut: "2026-04-12" })).toEqual({ checkOut: "stayTooLong" });
  });

  it("refuses impossible calendar days and other date shapes", () => {
    expect(errorsOf({ ...valid, checkIn: "2026-02-30" })).toMatchObject({ checkIn: "dateInvalid" });
    expect(errorsOf({ ...valid, checkIn: "12/03/2026" })).toMatchObject({ checkIn: "dateInvalid" });
    expect(errorsOf({ ...valid, checkIn: 1773273600000 })).toMatchObject({ checkIn: "dateInvalid" });
    expect(errorsOf({ ...valid, checkIn: undefined })).toMatchObject({ checkIn: "required" });
  });

  it("refuses stays starting more than a year ahead", () => {
    expect(errorsOf({ ...valid, checkIn: "2027-03-11", checkOut: "2027-03-12" })).toEqual({ checkIn: "dateTooFar" });
  });

  it("fits guests into rooms × (adults + children) of the chosen type", () => {
    expect(errorsOf({ ...valid, guests: 3, rooms: 1 })).toEqual({});
    expect(errorsOf({ ...valid, guests: 4, rooms: 1 })).toEqual({ guests: "tooManyGuests" });
    expect(errorsOf({ ...valid, guests: 6, rooms: 2 })).toEqual({});
    expect(errorsOf({ ...valid, guests: 6, rooms: 1, roomType: "executive-suite" })).toEqual({});
    expect(errorsOf({ ...valid, guests: 3, rooms: 4, roomType: "executive-suite" })).toEqual({ rooms: "roomsExceedGuests" });
  });

  it("refuses more rooms than the hotel has of the type, and counts outside the limits", () => {
    expect(errorsOf({ ...valid, guests: 8, rooms: 4, roomType: "executive-suite" })).toEqual({ rooms: "roomsRange" });
    expect(errorsOf({ ...valid, guests: 0 })).toMatchObject({ guests: "guestsRange" });
    expect(errorsOf({ ...valid, guests: 1000 })).toMatchObject({ guests: "guestsRange" });
    expect(errorsOf({ ...valid, guests: 2.5 })).toMatchObject({ guests: "guestsRange" });
    expect(errorsOf({ ...valid, rooms: 0 })).toMatchObject({ rooms: "roomsRange" });
    expect(errorsOf({ ...valid, rooms: 21, guests: 60 })).toMatchObject({ rooms: "roomsRange" });
    expect(errorsOf({ ...valid, guests: "2" })).toMatchObject({ guests: "guestsRange" });
    expect(errorsOf({ ...valid, guests: Number.NaN })).toMatchObject({ guests: "required" });
  });

  it("refuses unknown room types", () => {
    expect(errorsOf({ ...valid, roomType: "penthouse" })).toEqual({ roomType: "roomUnknown" });
    expect(errorsOf({ ...valid, roomType: "../admin" })).toEqual({ roomType: "roomUnknown" });
  });

  it("refuses markup, long and letterless names", () => {
    expect(errorsOf({ ...valid, firstName: "<script>alert(1)</script>" })).toEqual({ firstName: "markup" });
    expect(errorsOf({ ...valid, lastName: "Tom &amp; Jerry" })).toEqual({ lastName: "markup" });
    expect(errorsOf({ ...valid, firstName: "x".repeat(81) })).toEqual({ firstName: "nameTooLong" });
    expect(errorsOf({ ...valid, firstName: "x".repeat(80) })).toEqual({});
    expect(errorsOf({ ...valid, firstName: "12345" })).toEqual({ firstName: "nameInvalid" });
    expect(errorsOf({ ...valid, firstName: "Ali\u202eevil" })).toEqual({ firstName: "nameInvisible" });
    expect(errorsOf({ ...valid, firstName: "   " })).toEqual({ firstName: "required" });
  });

  it("takes Iraqi numbers in local form and international numbers, refuses what cannot be a number", () => {
    expect(errorsOf({ ...valid, phone: "+44 20 7946 0958" })).toEqual({});
    expect(errorsOf({ ...valid, phone: "٠٧٨٠١٢٣٤٥٦٧" })).toEqual({});
    expect(errorsOf({ ...valid, phone: "123" })).toEqual({ phone: "phoneInvalid" });
    expect(errorsOf({ ...valid, phone: "call me" })).toEqual({ phone: "phoneInvalid" });
    expect(errorsOf({ ...valid, phone: "0780 123 4567 <b>" })).toEqual({ phone: "markup" });
    expect(errorsOf({ ...valid, phone: "" })).toEqual({ phone: "required" });
    expect(errorsOf({ ...valid, phone: 7801234567 })).toEqual({ phone: "phoneInvalid" });
  });

  it("checks phone numbers only lightly in the browser (the server parses them: server-schema.test.ts)", () => {
    expect(mayBePhone("0780 123 456")).toBe(true);
    expect(errorsOf({ ...valid, phone: "0780 123 456" })).toEqual({});
    expect(mayBePhone("078 012")).toBe(false);
  });

  it("validates e-mail only when given", () => {
    expect(errorsOf({ ...valid, email: undefined })).toEqual({});
    expect(errorsOf({ ...valid, email: "not-an-email" })).toEqual({ email: "emailInvalid" });
  });

  it("lets a filled honeypot through without an error (the server drops the request silently)", () => {
    expect(errorsOf({ ...valid, website: "http://spam.example" })).toEqual({});
    expect(isTrapped({ website: "http://spam.example" })).toBe(true);
    expect(isTrapped({ website: " " })).toBe(false);
    expect(isTrapped({})).toBe(false);
  });

  it("refuses odd offers and wrong-typed flags", () => {
    expect(errorsOf({ ...valid, offer: "DROP TABLE" })).toEqual({ offer: "offerUnavailable" });
    expect(errorsOf({ ...valid, breakfast: "yes" })).toEqual({ breakfast: "invalid" });
    expect(errorsOf({ ...valid, total: -5 })).toEqual({ total: "invalid" });
  });

  it("reports date order even while other fields are still wrong", () => {
    expect(errorsOf({ ...valid, phone: "1", checkOut: "2026-03-11" })).toEqual({
      phone: "phoneInvalid",
      checkOut: "checkOutBeforeCheckIn",
    });
  });

  it("lists every field of the schema in BOOKING_FIELDS (the zod-free list the form uses)", () => {
    expect([...BOOKING_FIELDS].sort()).toEqual(Object.keys(bookingFieldsSchema.shape).sort());
  });

  it("puts errors about a non-object on the fallback field", () => {
    expect(errorsOf("hello")).toEqual({ checkIn: "invalid" });
    expect(errorsOf(null)).toEqual({ checkIn: "invalid" });
  });
});

describe("hotelToday", () => {
  it("uses Basra's calendar (UTC+3)", () => {
    expect(hotelToday(new Date("2026-03-10T20:59:00Z"))).toBe("2026-03-10");
    expect(hotelToday(new Date("2026-03-10T21:00:00Z"))).toBe("2026-03-11");
  });
});

describe("contactSchema", () => {
  const message = { name: "Omar", phone: "07701234567", email: "", message: "Do you host weddings in June?", website: "" };
  const contactErrors = (input: unknown) => {
    const r = contactSchema.safeParse(input);
    return r.success ? {} : fieldErrorsFrom(r.error, CONTACT_FIELDS, "message");
  };

  it("accepts a message with a phone or an e-mail", () => {
    expect(contactErrors(message)).toEqual({});
    expect(contactErrors({ ...message, phone: "", email: "omar@example.com" })).toEqual({});
  });

  it("needs a way to answer", () => {
    expect(contactErrors({ ...message, phone: "", email: "" })).toEqual({ phone: "contactMethodRequired" });
  });

  it("refuses tags, short and huge messages, allows ordinary symbols", () => {
    expect(contactErrors({ ...message, message: "<img src=x onerror=alert(1)>" })).toEqual({ message: "markup" });
    expect(contactErrors({ ...message, message: "hi" })).toEqual({ message: "messageTooShort" });
    expect(contactErrors({ ...message, message: "x".repeat(5001) })).toEqual({ message: "messageTooLong" });
    expect(contactErrors({ ...message, message: "Rooms for 2 < 3 nights? I <3 Basra.\nThanks" })).toEqual({});
  });
});
