import { describe, expect, it } from "vitest";
import { hotelContact, normalizePhone, telHref } from "@/lib/forms/phone";
import { BOOKING_FIELDS, bookingSchema, type BookingInput } from "@/lib/booking/schema";
import { CONTACT_FIELDS } from "./form-rules";
import { contactSchema } from "@/lib/contact/schema";
import { fieldErrorsFrom } from "./fields";
import { serverBookingFieldsSchema, serverContactSchema } from "./server-schema";

const today = "2026-03-10";
const roomTypes = [{ slug: "deluxe", adults: 2, children: 1, roomCount: 29 }];
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
  breakfast: false,
  website: "",
};

const browser = bookingSchema({ today, roomTypes });
const server = bookingSchema({ today, roomTypes }, serverBookingFieldsSchema);
const errorsOf = (schema: typeof server, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error, BOOKING_FIELDS, "checkIn");
};

describe("server schemas", () => {
  it("refuse a number the browser's light check lets through, with the same message key", () => {
    for (const phone of ["0780 123 456", "1234567", "++9647801234567"]) {
      expect(errorsOf(browser, { ...valid, phone })).toEqual({});
      expect(errorsOf(server, { ...valid, phone })).toEqual({ phone: "phoneInvalid" });
    }
    const contact = { name: "Omar", phone: "0780 123 456", email: "", message: "Any rooms next week?", website: "" };
    expect(contactSchema.safeParse(contact).success).toBe(true);
    const refused = serverContactSchema.safeParse(contact);
    expect(refused.success ? {} : fieldErrorsFrom(refused.error, CONTACT_FIELDS, "message")).toEqual({ phone: "phoneInvalid" });
  });

  it("accept what people type: local and international forms, Arabic-Indic digits, words around the number", () => {
    for (const phone of [
      "0780 123 4567",
      "+964 780 123 4567",
      "00964 780 123 4567",
      "٠٧٨٠١٢٣٤٥٦٧",
      "+44 20 7946 0958",
      "(0780) 123-4567",
    ]) {
      expect(errorsOf(server, { ...valid, phone }), phone).toEqual({});
    }
  });

  it("report the other fields' problems alongside the phone's", () => {
    expect(errorsOf(server, { ...valid, phone: "0780 123 456", checkOut: "2026-03-11" })).toEqual({
      phone: "phoneInvalid",
      checkOut: "checkOutBeforeCheckIn",
    });
    expect(errorsOf(server, { ...valid, phone: "", checkIn: "2026-03-09" })).toEqual({ phone: "required", checkIn: "dateInPast" });
  });
});

describe("phone numbers on the server", () => {
  it("normalises to E.164 and builds the links the forms show", () => {
    expect(normalizePhone("0780 123 4567")).toBe("+9647801234567");
    expect(normalizePhone("٠٧٨٠١٢٣٤٥٦٧")).toBe("+9647801234567");
    expect(telHref("+964 780 000 0000")).toBe("tel:+9647800000000");
    expect(telHref("front desk 123")).toBe("tel:123");
    expect(hotelContact("+964 780 000 0000", "0780 000 0000")).toEqual({
      phone: "+964 780 000 0000",
      phoneHref: "tel:+9647800000000",
      whatsapp: "9647800000000",
    });
    expect(hotelContact("+964 780 000 0000", null).whatsapp).toBeNull();
  });
});
