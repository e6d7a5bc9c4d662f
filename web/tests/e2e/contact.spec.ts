// The contact form in a real Chromium: filled in by keyboard, sent, stored.
import { expect, test } from "./fixtures";

const LOCALES = [
  { locale: "ar", path: "/contact", submit: "أرسل الرسالة", thanks: "سنتواصل معكم قريبًا، شكرًا لكم" },
  { locale: "en", path: "/en/contact", submit: "Send message", thanks: "We will contact you soon, Thank you" },
] as const;

for (const l of LOCALES) {
  test(`${l.locale}: a guest sends a message by keyboard and staff find it in PocketBase`, async ({ page, pb }) => {
    const name = `E2e Contact ${l.locale} ${Date.now()}`;
    await page.goto(l.path);
    const form = page.getByTestId("contact-form");
    await expect(form).toBeVisible();

    await page.locator("#contact-name").focus();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await page.keyboard.type("0770 123 4567");
    await page.keyboard.press("Tab");
    await page.keyboard.type("guest@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Do you have a hall for 120 guests next month?");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: l.submit })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByTestId("contact-success")).toContainText(l.thanks);
    const stored = await pb.collection("contact_messages").getFirstListItem(pb.filter("name = {:n}", { n: name }));
    expect(stored).toMatchObject({ phone: "+9647701234567", email: "guest@example.com", locale: l.locale, status: "new" });
    expect(stored.message).toContain("120 guests");
  });
}
