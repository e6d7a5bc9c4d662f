import { describe, expect, it } from "vitest";
import { hotelContact, normalizePhone, telHref } from "@/lib/forms/phone";
import { BOOKING_FIELDS, bookingSchema, type BookingInput } from "@/lib/booking/schema";
import { bookingForm } from "@/lib/booking/test-input";
import { CONTACT_FIELDS } from "./form-rules";
import { contactSchema } from "@/lib/contact/schema";
import { fieldErrorsFrom } from "./fields";
import { serverBookingFieldsSchema, serverContactSchema } from "./server-schema";

const today = "2026-03-10";
const roomTypes = [{ slug: "deluxe", adults: 2, children: 1, roomCount: 29 }];
const valid: BookingInput = bookingForm("2026-03-12", "2026-03-14");

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

describe("names, in the browser and on the server", () => {
  // The attacker's name from issue 36: a zero-width space, a right-to-left mark, an Arabic letter mark and a line separator.
  const HIDDEN = "Ali\u200b\u200f\u061c\u2028X";
  const contactOf = (name: string) => ({ name, phone: "0780 123 4567", email: "", message: "Any rooms next week?", website: "" });
  const contactErrors = (schema: typeof serverContactSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrorsFrom(result.error, CONTACT_FIELDS, "message");
  };

  it("refuse invisible characters inside a name, in the browser and on the server, for both forms", () => {
    const hidden = [
      HIDDEN,
      "Al\u200bi",
      "Ali\u200dHassan",
      "Ali\u2028Hassan",
      "Ali\u0085Hassan",
      "Al\u00adi",
      "Al\u{E0041}i",
      "Has\u200csan",
      "Ali \u200c Hassan",
    ];
    for (const name of hidden) {
      for (const schema of [browser, server]) {
        expect(errorsOf(schema, { ...valid, firstName: name }), JSON.stringify(name)).toEqual({ firstName: "nameInvisible" });
        expect(errorsOf(schema, { ...valid, lastName: name }), JSON.stringify(name)).toEqual({ lastName: "nameInvisible" });
      }
      for (const schema of [contactSchema, serverContactSchema]) {
        expect(contactErrors(schema, contactOf(name)), JSON.stringify(name)).toEqual({ name: "nameInvisible" });
      }
    }
  });

  it("remove invisible characters at the ends of a name, as pasting brings them, and keep a ZWNJ between Arabic-script letters", () => {
    const pasted = server.safeParse({ ...valid, firstName: "\u200f\u202bZainab\u202c\u200e ", lastName: "\ufeffAl-Basri\u2029" });
    expect(pasted.success && [pasted.data.firstName, pasted.data.lastName]).toEqual(["Zainab", "Al-Basri"]);
    // Kurdish (Sorani) and Persian spelling: the ZWNJ stops the two letters joining.
    for (const name of ["نامه\u200cای", "مه\u200cهاباد", "کوردی"]) {
      expect(errorsOf(browser, { ...valid, firstName: name }), name).toEqual({});
      expect(contactErrors(serverContactSchema, contactOf(name)), name).toEqual({});
    }
    expect(errorsOf(server, { ...valid, firstName: "\u200b\u200f" })).toEqual({ firstName: "required" });
  });
});
