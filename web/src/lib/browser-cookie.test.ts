// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://hotel.example/en/rooms" }
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberLocale } from "@/components/chrome/LanguageSwitcher";
import { rememberCurrency } from "./currency/display-currency";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("preference cookies on an https page", () => {
  it("the language and the currency cookie are Secure, so no plain-http request carries them", () => {
    const written = vi.spyOn(document, "cookie", "set");
    rememberLocale("en");
    rememberCurrency("USD");
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual([
      "i18n_redirected=en; path=/; max-age=31536000; samesite=lax; secure",
      "display_currency=USD; path=/; max-age=31536000; samesite=lax; secure",
    ]);
    written.mockRestore();
    // The browser kept both (it drops a Secure cookie written on http).
    expect(document.cookie).toContain("i18n_redirected=en");
    expect(document.cookie).toContain("display_currency=USD");
  });
});
