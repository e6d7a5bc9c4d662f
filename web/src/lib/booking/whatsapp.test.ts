import { describe, expect, it } from "vitest";
import { whatsAppNumber } from "@/lib/forms/phone";
import { whatsAppChatLink, whatsAppLink } from "./whatsapp";

describe("whatsAppLink", () => {
  it("builds a wa.me link from any common way of writing the number (read on the server)", () => {
    const text = "Booking request: Deluxe, 2026-03-12 → 2026-03-14, 2 guests";
    for (const n of ["+964 780 000 0000", "07800000000", "+9647800000000"]) {
      const link = whatsAppLink(whatsAppNumber(n), text);
      expect(link).not.toBeNull();
      const url = new URL(link!);
      expect(url.origin + url.pathname).toBe("https://wa.me/9647800000000");
      expect(url.searchParams.get("text")).toBe(text);
    }
  });

  it("encodes Arabic text and reserved characters", () => {
    const text = "طلب حجز & غرفة ديلوكس #2";
    const link = whatsAppLink("9647800000000", text)!;
    expect(link).not.toContain(" ");
    expect(link).not.toContain("#");
    expect(new URL(link).searchParams.get("text")).toBe(text);
  });

  it("is null without a usable number", () => {
    expect(whatsAppNumber("")).toBeNull();
    expect(whatsAppNumber(undefined)).toBeNull();
    expect(whatsAppNumber("12")).toBeNull();
    expect(whatsAppLink(null, "x")).toBeNull();
    expect(whatsAppLink("", "x")).toBeNull();
    expect(whatsAppLink("+964 780", "x")).toBeNull();
  });
});

describe("whatsAppChatLink", () => {
  it("opens a chat with the hotel's number as the server reads it, and nothing for a number that is not one", () => {
    expect(whatsAppChatLink(whatsAppNumber("+964 780 000 0000"))).toBe("https://wa.me/9647800000000");
    for (const bad of [null, undefined, "", "+964 780", "9647800000000/../evil", "javascript:alert(1)"])
      expect(whatsAppChatLink(bad)).toBeNull();
  });
});
