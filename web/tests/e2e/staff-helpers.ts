import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import type PocketBase from "pocketbase";
import { expect } from "./fixtures";

export const AUTH_COOKIE = "pb_auth";
export const DRAFT_COOKIE = "__prerender_bypass";

export const staffAccount = () => ({ email: process.env.PB_SUPERUSER_EMAIL!, password: process.env.PB_SUPERUSER_PASSWORD! });

/**
 * Makes the page a staff member's own device: the shared stack runs as behind
 * compose's front door (TRUSTED_PROXY_HOPS 1, see global-setup.ts), and the
 * test plays the proxy, naming a new client address. The site limits sign-in
 * attempts per client, so specs signing in from one address would lock each
 * other out, as one office address would in real life.
 */
export async function onOwnDevice(page: Page) {
  const [a, b] = randomBytes(2);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${a}.${b}` });
}

/** Signs in through the site's staff page, as a person would; lands on the home page in preview. */
export async function signIn(page: Page, account = staffAccount(), locale: "en" | "ar" = "en") {
  await onOwnDevice(page);
  await page.goto(locale === "en" ? "/en/staff" : "/staff");
  await page.getByLabel(locale === "en" ? "E-mail" : "البريد الإلكتروني").fill(account.email);
  await page.getByLabel(locale === "en" ? "Password" : "كلمة المرور").fill(account.password);
  await page.getByRole("button", { name: locale === "en" ? "Sign in" : "تسجيل الدخول" }).click();
  // Signing in hashes the password and renders the first page live, in preview: slow on a busy machine.
  await expect(page.getByTestId("preview-bar")).toBeVisible({ timeout: 30_000 });
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token shaped like PocketBase's, signed with a key PocketBase does not have. */
export function forgedToken(exp: number, collectionId = "pbc_3142635823"): string {
  return `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url({ collectionId, exp, id: "forgedforged123", refreshable: true, type: "auth" })}.${b64url({ sig: "nope" })}`;
}

export function sessionValue(token: string, model: Record<string, unknown> = {}) {
  return JSON.stringify({
    token,
    model: { id: "forgedforged123", email: "intruder@example.com", collectionId: "pbc_3142635823", username: "", verified: true, ...model },
  });
}

/** Puts a staff cookie (and a genuine draft-mode cookie) into a browser context, as if a browser had kept them. */
export async function plantSession(context: BrowserContext, baseURL: string, value: string, draftValue: string) {
  const url = new URL(baseURL);
  const base = { domain: url.hostname, path: "/", httpOnly: true, secure: false, sameSite: "Strict" as const };
  await context.addCookies([
    { name: AUTH_COOKIE, value: encodeURIComponent(value), ...base },
    { name: DRAFT_COOKIE, value: draftValue, ...base },
  ]);
}

/** A complete bilingual offer, unpublished unless told otherwise. */
export function offerData(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    slug: `e2e-${tag}`,
    title_ar: `عرض تجريبي ${tag}`,
    title_en: `Preview offer ${tag}`,
    summary_ar: "ملخص العرض.",
    summary_en: "A short summary.",
    body_ar: "<p>تفاصيل العرض.</p>",
    body_en: "<p>What the offer includes.</p>",
    published: false,
    ...overrides,
  };
}

export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function deleteQuietly(pb: PocketBase, collection: string, id: string | undefined) {
  if (!id) return;
  await pb
    .collection(collection)
    .delete(id)
    .catch(() => undefined);
}
