// The per-visit check of the staff cookie (spec: judged from the token's
// expiry; valid → refreshed through PocketBase; expired, invalid or a failed
// refresh → cleared silently, public site).
import type { Browser } from "@playwright/test";
import PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import {
  AUTH_COOKIE,
  cookie,
  DRAFT_COOKIE,
  forgedToken,
  plantSession,
  sessionValue,
  signIn,
  uniqueTag,
  deleteQuietly,
  offerData,
} from "./staff-helpers";

/** Draft mode's cookie value is the build's preview id; a real sign-in gives it to us. */
async function genuineDraftValue(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  try {
    const page = await context.newPage();
    await signIn(page);
    return (await cookie(context, DRAFT_COOKIE))!.value;
  } finally {
    await context.close();
  }
}

const now = () => Math.floor(Date.now() / 1000);

test.describe("a stored staff token that is no good is cleared silently", () => {
  let draftValue: string;
  let offerId: string | undefined;
  let title: string;

  test.beforeAll(async ({ browser, pb }) => {
    draftValue = await genuineDraftValue(browser, process.env.E2E_BASE_URL!);
    const offer = await pb.collection("offers").create(offerData(uniqueTag()));
    offerId = offer.id;
    title = offer.title_en as string;
  });
  test.afterAll(async ({ pb }) => {
    await deleteQuietly(pb, "offers", offerId);
  });

  for (const [name, token] of [
    ["expired", () => forgedToken(now() - 60)],
    ["forged (future expiry, wrong signature)", () => forgedToken(now() + 86_400)],
    ["not a token at all", () => "garbage"],
  ] as const) {
    test(`${name}: public page, no error, both cookies gone`, async ({ page, baseURL }) => {
      await plantSession(page.context(), baseURL!, sessionValue(token()), draftValue);
      const response = await page.goto("/en/offers");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("preview-bar")).toHaveCount(0);
      await expect(page.getByText(title)).toHaveCount(0);
      expect(await cookie(page.context(), AUTH_COOKIE)).toBeUndefined();
      expect(await cookie(page.context(), DRAFT_COOKIE)).toBeUndefined();
    });
  }

  test("a malformed cookie value is cleared the same way", async ({ page, baseURL }) => {
    await plantSession(page.context(), baseURL!, "{not json", draftValue);
    expect((await page.goto("/en"))?.status()).toBe(200);
    await expect(page.getByTestId("preview-bar")).toHaveCount(0);
    expect(await cookie(page.context(), AUTH_COOKIE)).toBeUndefined();
  });

  test("a genuine token the site has not seen is verified and refreshed through PocketBase", async ({ page, baseURL, pb }) => {
    // Signed in elsewhere (straight against PocketBase) with an account of its own, so no other
    // test's sign-in in the same second can have produced the same token.
    const email = `refresh-${uniqueTag()}@example.com`;
    const password = "refresh-test-password";
    const account = await pb.collection("_superusers").create({ email, password, passwordConfirm: password });
    try {
      const other = new PocketBase(process.env.PB_URL);
      const auth = await other.collection("_superusers").authWithPassword(email, password);
      const planted = sessionValue(auth.token, { id: auth.record.id, email, collectionId: auth.record.collectionId });
      await plantSession(page.context(), baseURL!, planted, draftValue);
      // PocketBase's tokens carry their expiry in whole seconds: let one pass so a refreshed token differs.
      await page.waitForTimeout(1_100);
      await page.goto("/en/offers");
      await expect(page.getByTestId("preview-bar")).toContainText(email);
      await expect(page.getByText(title).first()).toBeVisible();
      const renewed = JSON.parse(decodeURIComponent((await cookie(page.context(), AUTH_COOKIE))!.value)) as { token: string };
      const exp = (token: string) => (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number }).exp;
      expect(renewed.token).not.toBe(auth.token);
      expect(exp(renewed.token)).toBeGreaterThan(exp(auth.token));
    } finally {
      await deleteQuietly(pb, "_superusers", account.id);
    }
  });

  test("draft mode without a staff cookie is switched off", async ({ page, baseURL }) => {
    const url = new URL(baseURL!);
    await page
      .context()
      .addCookies([{ name: DRAFT_COOKIE, value: draftValue, domain: url.hostname, path: "/", httpOnly: true, sameSite: "Strict" }]);
    await page.goto("/en/offers");
    await expect(page.getByTestId("preview-bar")).toHaveCount(0);
    await expect(page.getByText(title)).toHaveCount(0);
    expect(await cookie(page.context(), DRAFT_COOKIE)).toBeUndefined();
  });
});
