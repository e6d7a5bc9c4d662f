import { describe, expect, it } from "vitest";
import { BOOKING_FIELDS, bookingFieldsSchema, bookingSchema, type BookingInput, type RoomCapacity } from "./schema";
import { contactSchema } from "@/lib/contact/schema";
import { fieldErrorsFrom, isTrapped } from "@/lib/forms/fields";
import { mayBePhone } from "./rules/text";
import { CONTACT_FIELDS } from "@/lib/forms/form-rules";
import { hotelToday } from "./rules/dates";
import { bookingForm } from "./test-input";

const today = "2026-03-10";
const roomTypes: RoomCapacity[] = [
  { slug: "deluxe", adults: 2, children: 1, roomCount: 29 },
  { slug: "executive-suite", adults: 4, children: 2, roomCount: 3 },
  { slug: "twin", adults: 2, children: 0, roomCount: 14 },
];
const schema = bookingSchema({ today, roomTypes });

const valid: BookingInput = { ...bookingForm("2026-03-12", "2026-03-14"), breakfast: true };

function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error, BOOKING_FIELDS, "checkIn");
}

type Line = BookingInput["roomLines"][number];
const line = (roomType: string, rooms: number, adults: number, children = 0): Line => ({ roomType, rooms, adults, children });
/** Each issue under roomLines, by its path ("roomLines.1.adults"), as the form shows them beside the field. */
function lineErrorsOf(...lines: unknown[]) {
  const result = schema.safeParse({ ...valid, roomLines: lines });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) if (issue.path[0] === "roomLines") out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("bookingSchema", { tags: ["calendar"] }, () => {
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

  it("fits adults into rooms × adults and everyone into rooms × (adults + children) of each line's type", () => {
    expect(lineErrorsOf(line("deluxe", 1, 2, 1))).toEqual({});
    expect(lineErrorsOf(line("deluxe", 1, 3))).toEqual({ "roomLines.0.adults": "tooManyAdults" });
    expect(lineErrorsOf(line("deluxe", 1, 2, 2))).toEqual({ "roomLines.0.children": "tooManyGuests" });
    expect(lineErrorsOf(line("deluxe", 2, 4, 2))).toEqual({});
    expect(lineErrorsOf(line("executive-suite", 1, 4, 2))).toEqual({});
    expect(lineErrorsOf(line("executive-suite", 4, 3))).toMatchObject({ "roomLines.0.adults": "roomsExceedGuests" });
  });

  it("takes several room types, each checked against its own capacity", () => {
    expect(lineErrorsOf(line("deluxe", 2, 4, 1), line("twin", 1, 2))).toEqual({});
    // Twin rooms take no children; the deluxe line is fine.
    expect(lineErrorsOf(line("deluxe", 2, 4, 1), line("twin", 1, 2, 1))).toEqual({ "roomLines.1.children": "tooManyGuests" });
    expect(lineErrorsOf(line("deluxe", 1, 2), line("twin", 1, 3))).toEqual({ "roomLines.1.adults": "tooManyAdults" });
  });

  it("refuses more rooms in a line than the hotel has of the type, 0 rooms, and counts outside the limits", () => {
    expect(lineErrorsOf(line("executive-suite", 4, 8))).toEqual({ "roomLines.0.rooms": "roomsRange" });
    expect(lineErrorsOf(line("deluxe", 0, 2))).toMatchObject({ "roomLines.0.rooms": "roomsRange" });
    expect(lineErrorsOf(line("deluxe", 1, 0))).toMatchObject({ "roomLines.0.adults": "adultsRange" });
    expect(lineErrorsOf(line("deluxe", 1, 1000))).toMatchObject({ "roomLines.0.adults": "adultsRange" });
    expect(lineErrorsOf(line("deluxe", 1, 2.5))).toMatchObject({ "roomLines.0.adults": "adultsRange" });
    expect(lineErrorsOf(line("deluxe", 1, 2, -1))).toMatchObject({ "roomLines.0.children": "childrenRange" });
    expect(lineErrorsOf({ ...line("deluxe", 1, 2), adults: "2" })).toMatchObject({ "roomLines.0.adults": "adultsRange" });
    expect(lineErrorsOf({ ...line("deluxe", 1, 2), adults: Number.NaN })).toMatchObject({ "roomLines.0.adults": "required" });
    // 20 rooms and 60 guests over all the lines.
    expect(lineErrorsOf(line("deluxe", 15, 30), line("twin", 6, 12))).toMatchObject({ roomLines: "roomsRange" });
    expect(lineErrorsOf(line("deluxe", 15, 30, 15), line("executive-suite", 3, 12, 6))).toMatchObject({ roomLines: "guestsRange" });
  });

  it("refuses a room type in two lines, no lines and a huge number of lines", () => {
    expect(lineErrorsOf(line("deluxe", 1, 2), line("deluxe", 1, 2))).toEqual({ "roomLines.1.roomType": "roomTypeRepeated" });
    expect(errorsOf({ ...valid, roomLines: [] })).toEqual({ roomLines: "roomLinesRange" });
    expect(errorsOf({ ...valid, roomLines: "deluxe" })).toEqual({ roomLines: "roomLinesRange" });
    const many = Array.from({ length: 10_000 }, (_, i) => line(`type-${i}`, 1, 1));
    expect(errorsOf({ ...valid, roomLines: many })).toMatchObject({ roomLines: "roomLinesRange" });
  });

  it("refuses unknown room types", () => {
    expect(lineErrorsOf(line("penthouse", 1, 2))).toEqual({ "roomLines.0.roomType": "roomUnknown" });
    expect(lineErrorsOf(line("../admin", 1, 2))).toEqual({ "roomLines.0.roomType": "roomUnknown" });
  });

  it("takes extras as distinct record ids, at most 10", () => {
    expect(errorsOf({ ...valid, extras: ["airportpickup01"] })).toEqual({});
    expect(errorsOf({ ...valid, extras: ["airportpickup01", "airportpickup01"] })).toEqual({ extras: "extraUnavailable" });
    expect(errorsOf({ ...valid, extras: ["../../admin"] })).toEqual({ extras: "extraUnavailable" });
    expect(errorsOf({ ...valid, extras: [{ id: "airportpickup01", price: 0 }] })).toEqual({ extras: "extraUnavailable" });
    expect(errorsOf({ ...valid, extras: Array.from({ length: 11 }, (_, i) => `extra0000000${String(i).padStart(3, "0")}`) })).toEqual({
      extras: "extraUnavailable",
    });
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
