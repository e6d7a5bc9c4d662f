// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitcher, rememberLocale } from "./LanguageSwitcher";

const pathname = vi.hoisted(() => ({ current: "/ar/MeetingRoomFacility" }));
vi.mock("next/navigation", () => ({ usePathname: () => pathname.current }));

const languages = {
  ar: { name: "العربية", short: "ع", switchLabel: "اعرض الموقع بالعربية" },
  en: { name: "English", short: "EN", switchLabel: "Switch the site to English" },
} as const;

function clearCookies() {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookies();
  pathname.current = "/ar/MeetingRoomFacility";
});

describe("LanguageSwitcher", () => {
  it("links to the same page in the other locale, with the same letter case", () => {
    render(<LanguageSwitcher locale="ar" label="اللغة" languages={languages} />);
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/MeetingRoomFacility");
    expect(screen.getByText("العربية").closest("a")).toHaveAttribute("aria-current", "true");
  });

  it("links to the public path when rendered on the server, where the path is the folder's", () => {
    pathname.current = "/ar/facilities/meeting-room";
    const { unmount } = render(<LanguageSwitcher locale="ar" label="اللغة" languages={languages} />);
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/MeetingRoomFacility");
    unmount();
    pathname.current = "/en/offers/abc123";
    render(<LanguageSwitcher locale="en" label="Language" languages={languages} />);
    expect(screen.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/offerDetails-abc123");
  });

  it("goes back to the unprefixed Arabic path from English", () => {
    pathname.current = "/en/offerDetails-abc123";
    render(<LanguageSwitcher locale="en" label="Language" languages={languages} />);
    expect(screen.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/offerDetails-abc123");
  });

  it("remembers the choice in localStorage and in the i18n_redirected cookie", () => {
    render(<LanguageSwitcher locale="ar" label="اللغة" languages={languages} />);
    const link = screen.getByRole("link", { name: "English" });
    // jsdom does not navigate; the click handler runs before the browser would.
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();

    expect(window.localStorage.getItem("selectedLanguage")).toBe("en");
    expect(document.cookie).toContain("i18n_redirected=en");
  });

  it("writes the cookie without Secure on a plain-http page (npm start), where a Secure one would be dropped", () => {
    const written = vi.spyOn(document, "cookie", "set");
    rememberLocale("en");
    expect(written).toHaveBeenCalledWith("i18n_redirected=en; path=/; max-age=31536000; samesite=lax");
    written.mockRestore();
  });

  it("sets the cookie for a year on the whole site", async () => {
    const { rememberLocale } = await import("./LanguageSwitcher");
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      rememberLocale("ar");
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(writes).toEqual([expect.stringMatching(/^i18n_redirected=ar; path=\/; max-age=31536000/)]);
  });

  it("does nothing for the current language", () => {
    render(<LanguageSwitcher locale="ar" label="اللغة" languages={languages} />);
    screen.getByText("العربية").closest("a")!.click();
    expect(window.localStorage.getItem("selectedLanguage")).toBeNull();
  });
});
