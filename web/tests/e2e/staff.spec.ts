// Staff preview end to end: sign-in on the site against PocketBase
// superusers, draft mode showing an unpublished offer to staff only,
// publishing it, sign-out, and the pb_auth cookie's attributes and size.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { AUTH_COOKIE, cookie, deleteQuietly, DRAFT_COOKIE, offerData, onOwnDevice, signIn, staffAccount, uniqueTag } from "./staff-helpers";

test("sign in → an unpublished offer shows in preview only → publish → public within 2 s → sign out", async ({
  page,
  browser,
  pb,
  request,
}) => {
  const tag = uniqueTag();
  let offerId: string | undefined;
  // An account of its own: signing out revokes every token of the account, and other specs use the shared one.
  const email = `staff-${tag}@example.com`;
  const password = "staff-flow-password";
  const account = await pb.collection("_superusers").create({ email, password, passwordConfirm: password });
  const guest = await browser.newContext({ locale: "en-US" });
  try {
    await signIn(page, { email, password });
    await expect(page).toHaveURL(/\/en$/);

    const offer = await pb.collection("offers").create(offerData(tag));
    offerId = offer.id;
    const title = offer.title_en as string;

    // Staff, in preview: listed and readable.
    await page.goto("/en/offers");
    await expect(page.getByTestId("preview-bar")).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto(`/en/offerDetails-${offer.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // A guest, in another browser: neither listed nor reachable.
    const guestPage = await guest.newPage();
    await guestPage.goto("/en/offers");
    await expect(guestPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(guestPage.getByText(title)).toHaveCount(0);
    await expect(guestPage.getByTestId("preview-bar")).toHaveCount(0);
    expect((await guestPage.goto(`/en/offerDetails-${offer.id}`))?.status()).toBe(404);

    // Publish from "the admin UI" (the API it uses): guests see it within 2 s.
    await pb.collection("offers").update(offer.id, { published: true });
    const published = Date.now();
    await expect
      .poll(async () => (await (await request.get("/en/offers")).text()).includes(title), {
        timeout: 2_000,
        intervals: [50, 100, 100, 200],
      })
      .toBe(true);
    test.info().annotations.push({ type: "publish-to-public", description: `${Date.now() - published} ms` });
    expect((await guestPage.goto(`/en/offerDetails-${offer.id}`))?.status()).toBe(200);

    // Sign out from the bar: back to the same page, public, cookies gone.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByTestId("preview-bar")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/en/offerDetails-${offer.id}$`));
    expect(await cookie(page.context(), AUTH_COOKIE)).toBeUndefined();
    expect(await cookie(page.context(), DRAFT_COOKIE)).toBeUndefined();
    await page.goto("/en/staff");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  } finally {
    await guest.close();
    await deleteQuietly(pb, "offers", offerId);
    await deleteQuietly(pb, "_superusers", account.id);
  }
});

test("a wrong password is refused on the page, and no cookie is set", async ({ page }) => {
  await onOwnDevice(page);
  await page.goto("/en/staff");
  await page.getByLabel("E-mail").fill(staffAccount().email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Wrong e-mail or password.");
  await expect(page.getByLabel("E-mail")).toHaveValue(staffAccount().email);
  expect(await cookie(page.context(), AUTH_COOKIE)).toBeUndefined();
});

test("the staff page is not for search engines", async ({ page }) => {
  await page.goto("/staff");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("دخول الموظفين");
});

test("leaving preview keeps the session; the staff page turns it back on", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Leave preview" }).click();
  await expect(page.getByTestId("preview-bar")).toHaveCount(0);
  expect(await cookie(page.context(), AUTH_COOKIE)).toBeDefined();
  expect(await cookie(page.context(), DRAFT_COOKIE)).toBeUndefined();

  await page.goto("/en/staff");
  await expect(page.getByTestId("preview-state")).toHaveText("Preview is off: you see the site as guests do.");
  await page.getByRole("button", { name: "Preview the site" }).click();
  await expect(page.getByTestId("preview-bar")).toBeVisible();
});

test("pb_auth: path /, HttpOnly, SameSite Strict, 7 days, not Secure on local http; trimmed model under 4096 bytes with a long e-mail", async ({
  page,
  pb,
}) => {
  // The longest address an e-mail field takes: 64-character local part, 254 in all.
  const email = `${"s".repeat(64)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`;
  expect(email).toHaveLength(254);
  const password = "long-email-staff-password";
  const account = await pb.collection("_superusers").create({ email, password, passwordConfirm: password });
  try {
    const setCookie = page.waitForResponse(
      async (response) =>
        response.request().method() === "POST" && ((await response.headerValue("set-cookie")) ?? "").includes(`${AUTH_COOKIE}=`),
    );
    const before = Date.now() / 1000;
    await signIn(page, { email, password });
    const header = (await (await setCookie).headerValue("set-cookie"))!.split("\n").find((line) => line.startsWith(`${AUTH_COOKIE}=`))!;
    const size = Buffer.byteLength(header);
    test.info().annotations.push({ type: "pb_auth Set-Cookie size", description: `${size} bytes (e-mail of ${email.length} characters)` });
    expect(size).toBeLessThan(4096);
    const attributes = header
      .split("; ")
      .slice(1)
      .map((a) => a.split("=")[0]!.toLowerCase());
    expect(attributes.sort()).toEqual(["expires", "httponly", "max-age", "path", "samesite"]);
    expect(header).toContain("; Path=/;");
    expect(header).toContain("; Max-Age=604800;");
    expect(header).toMatch(/; SameSite=strict$/i);

    const stored = (await cookie(page.context(), AUTH_COOKIE))!;
    expect(stored).toMatchObject({ path: "/", httpOnly: true, secure: false, sameSite: "Strict" });
    expect(stored.expires - before).toBeGreaterThan(604_800 - 60);
    expect(stored.expires - before).toBeLessThan(604_800 + 60);
    const value = JSON.parse(decodeURIComponent(stored.value)) as { token: string; model: Record<string, unknown> };
    expect(Object.keys(value).sort()).toEqual(["model", "token"]);
    expect(value.model).toEqual({ id: account.id, email, collectionId: account.collectionId, username: "", verified: account.verified });

    // Draft mode's own cookie travels with it: same attributes.
    expect(await cookie(page.context(), DRAFT_COOKIE)).toMatchObject({ path: "/", httpOnly: true, secure: false, sameSite: "Strict" });
    await expect(page.getByTestId("preview-bar")).toContainText(email);
  } finally {
    await deleteQuietly(pb, "_superusers", account.id);
  }
});

test("the sign-in form, the staff page and the preview bar pass axe, in both languages", async ({ page }) => {
  const violations = async (selector: string) =>
    (await new AxeBuilder({ page }).include(selector).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );

  await page.goto("/staff");
  expect(await violations("main")).toEqual([]);
  await signIn(page, staffAccount(), "ar");
  expect(await violations('[data-testid="preview-bar"]')).toEqual([]);
  await page.goto("/en/staff");
  await page.getByText(/Show all \d+ texts/).click();
  expect(await violations("main")).toEqual([]);
  expect(await violations('[data-testid="preview-bar"]')).toEqual([]);

  // Both ways out are reachable from the keyboard.
  await page.goto("/en/offers");
  await page.getByRole("button", { name: "Leave preview" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeFocused();
});
