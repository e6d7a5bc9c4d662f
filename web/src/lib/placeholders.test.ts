import { describe, expect, it } from "vitest";
import { settings as seededSettings } from "../../../seed/src/content/settings";
import { isPlaceholder, PLACEHOLDER_FIELDS, placeholderFields } from "./placeholders";

describe("placeholder detector", () => {
  it("finds every stand-in the seed writes, field by field", () => {
    expect(placeholderFields(seededSettings as unknown as Record<string, unknown>)).toEqual([...PLACEHOLDER_FIELDS]);
  });

  it.each([
    ["hotel_name_en", "[Hotel Name] Basra"],
    ["hotel_name_ar", "فندق [اسم الفندق] البصرة"],
    ["hotel_name_en", "The [name] Hotel"],
    ["phone", "+964 780 000 0000"],
    ["phone", "+964-780-000-0000"],
    ["phone", "0780 000 0000"],
    ["whatsapp", "+9647800000000"],
    ["email", "reservations@example.com"],
    ["email", "Bookings@EXAMPLE.org"],
    ["facebook_url", "https://www.facebook.com/replace-with-hotel-page"],
    ["instagram_url", "https://www.instagram.com/Replace-With-Hotel-Profile"],
    ["x_url", "https://x.com/replace-with-hotel-profile"],
  ])("%s = %s is a placeholder", (field, value) => {
    expect(isPlaceholder(field, value)).toBe(true);
  });

  it.each([
    ["hotel_name_en", "Al-Saadi Grand Hotel Basra"],
    ["hotel_name_ar", "فندق السعدي الكبير البصرة"],
    ["phone", "+964 780 123 4567"],
    ["phone", "+964 780 000 0001"],
    ["whatsapp", ""],
    ["email", "reservations@saadi-hotel.iq"],
    ["email", "someone@example.community"],
    ["facebook_url", "https://www.facebook.com/saadihotel"],
    ["x_url", ""],
    // Only the fields the seed fills with stand-ins are looked at.
    ["tagline_en", "[Hotel Name] Basra"],
    ["phone", 7800000000],
  ])("%s = %s is not", (field, value) => {
    expect(isPlaceholder(field, value)).toBe(false);
  });

  it("names only the fields left, in the settings order", () => {
    const record = {
      ...(seededSettings as unknown as Record<string, unknown>),
      hotel_name_ar: "فندق السعدي",
      hotel_name_en: "Saadi Hotel",
      phone: "+964 780 123 4567",
      whatsapp: "",
      facebook_url: "https://www.facebook.com/saadihotel",
      instagram_url: "",
      x_url: "",
    };
    expect(placeholderFields(record)).toEqual(["email"]);
  });
});
