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

test("ar: a number only the server can tell is wrong comes back as the field's message, with everything typed kept", async ({
  page,
  pb,
}) => {
  const name = `E2e Phone ${Date.now()}`;
  await page.goto("/contact");
  await page.locator("#contact-name").fill(name);
  // Ten digits: enough for the browser's light check, not an Iraqi number for the server's parser.
  await page.locator("#contact-phone").fill("0780 123 456");
  await page.locator("#contact-message").fill("هل لديكم قاعة لمئة وعشرين ضيفًا؟");
  await page.getByRole("button", { name: "أرسل الرسالة" }).click();

  await expect(page.locator("#contact-phone-error")).toHaveText("أدخل رقم هاتف صحيحًا، مثل 0780 123 4567 أو ‎+44 20 7946 0958.");
  await expect(page.locator("#contact-phone")).toHaveAttribute("aria-invalid", "true");
  // The form's own alert says so (and takes focus, so screen readers announce it).
  await expect(page.getByTestId("contact-error")).toContainText("يرجى تصحيح الحقول المشار إليها أدناه.");
  await expect(page.getByTestId("contact-error")).toBeFocused();
  await expect(page.locator("#contact-name")).toHaveValue(name);
  await expect(page.locator("#contact-phone")).toHaveValue("0780 123 456");
  await expect(page.locator("#contact-message")).toHaveValue("هل لديكم قاعة لمئة وعشرين ضيفًا؟");
  expect((await pb.collection("contact_messages").getList(1, 1, { filter: pb.filter("name = {:n}", { n: name }) })).totalItems).toBe(0);

  // Corrected, it goes through.
  await page.locator("#contact-phone").fill("0780 123 4567");
  await page.getByRole("button", { name: "أرسل الرسالة" }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
});
