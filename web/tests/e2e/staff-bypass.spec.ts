// Hostile tests of issue 36, item 1: the staff check lived only in the proxy,
// which does not run for a path with a dot, nor for a request that carries
// Next's draft-mode secret in x-prerender-revalidate. The attacker's steps as
// reported: a forged pb_auth posted with the enter-preview server action to
// /en/x.y, then the __prerender_bypass value as a cookie and in that header
// against diagnostics, the staff page and a cached page.
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  AUTH_COOKIE,
  cookie,
  deleteQuietly,
  DRAFT_COOKIE,
  forgedToken,
  sessionValue,
  signIn,
  staffAccount,
  uniqueTag,
} from "./staff-helpers";

/**
 * Signs in for real, leaves preview on the staff page and enters it again,
 * keeping that server action's id (the build's, the same for everyone, and
 * in the page's form for browsers without script) and the draft-mode cookie a staff browser holds: the build's
 * draft secret, which a former staff member or a copied cookie also has.
 */
async function staffMaterial(browser: Browser, baseURL: string, account = staffAccount()) {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  try {
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto("/en/staff");
    const main = page.locator("main");
    await main.getByRole("button", { name: "Leave preview" }).click();
    await expect(page.getByTestId("preview-state")).toContainText("Preview is off");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]),
      main.getByRole("button", { name: "Preview the site" }).click(),
    ]);
    await expect(page.getByTestId("preview-bar")).toBeVisible({ timeout: 30_000 });
    const actionId = request.headers()["next-action"]!;
    const draftValue = (await cookie(context, DRAFT_COOKIE))!.value;
    const authValue = decodeURIComponent((await cookie(context, AUTH_COOKIE))!.value);
    return { actionId, draftValue, authValue, page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}

const now = () => Math.floor(Date.now() / 1000);
/** A forged pb_auth: a JWT with a future expiry, a made-up signature, any e-mail. Each call a new token. */
let forgeries = 0;
const forgedCookie = () => `${AUTH_COOKIE}=${encodeURIComponent(sessionValue(forgedToken(now() + 86_400 + ++forgeries)))}`;

/** A request sent by a script: exactly these headers, no cookie jar, no redirects followed. */
function send(baseURL: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: FormData } = {}) {
  return fetch(new URL(path, baseURL), { ...init, redirect: "manual", signal: AbortSignal.timeout(30_000) });
}

/** The enter-preview action posted to `path` as a plain form, as the attacker sends it. */
async function enterPreview(baseURL: string, actionId: string, cookies: string, path = "/en/x.y") {
  const form = new FormData();
  form.append(`$ACTION_ID_${actionId}`, "");
  form.append("locale", "en");
  const response = await send(baseURL, path, { method: "POST", headers: { cookie: cookies, origin: new URL(baseURL).origin }, body: form });
  await response.arrayBuffer();
  return response;
}

/** The draft-mode cookie a response sets (a value, not the clearing of it), if any. */
const grantedDraft = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${DRAFT_COOKIE}=`) && !c.startsWith(`${DRAFT_COOKIE}=;`));

/**
 * Diagnostics, at its public address (where anyone but verified staff gets
 * the cached status page) and at its folder's (which the proxy turns into a
 * 404, but a request that skips the proxy reaches): never PocketBase's figures.
 */
async function expectNoDiagnostics(baseURL: string, headers: Record<string, string>) {
  for (const [path, status] of [
    ["/en/test", 200],
    ["/en/diagnostics", 404],
  ] as const) {
    const response = await send(baseURL, path, { headers });
    expect.soft(response.status, path).toBe(status);
    const html = await response.text();
    expect.soft(html.includes('data-testid="pb-status"'), `${path} shows PocketBase's status`).toBe(false);
    if (status === 200) expect.soft(html.includes('data-testid="site-state"'), `${path} is the status page`).toBe(true);
  }
}

/** "Signed in as …" on the staff page, if it says so. */
const signedInAs = (html: string) => /Signed in as[^<]*/.exec(html)?.[0] ?? null;

/** A page Next keeps rendered, not rendered per request. */
const CACHED_PAGE = "/en/about";

test.describe("the staff check cannot be skipped (issue 36, item 1)", () => {
  // One worker signs in once for all of them; a failure does not skip the rest.
  test.describe.configure({ mode: "default" });
  let actionId: string;
  let draftValue: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const material = await staffMaterial(browser, process.env.E2E_BASE_URL!);
    ({ actionId, draftValue } = material);
    await material.context.close();
  });

  test("a forged pb_auth posted with enter-preview to a path the proxy skips gets no draft-mode cookie", async ({ baseURL }) => {
    const response = await enterPreview(baseURL!, actionId, forgedCookie());
    // The action ran (it answers with its redirect home) and granted nothing.
    expect(response.status).toBe(303);
    expect(grantedDraft(response), response.headers.getSetCookie().join("\n")).toBeUndefined();
  });

  test("Next's draft secret from outside, in x-prerender-revalidate and as the draft cookie, with a forged pb_auth: no staff page, no fresh render", async ({
    baseURL,
  }) => {
    const headers = { cookie: `${forgedCookie()}; ${DRAFT_COOKIE}=${draftValue}`, "x-prerender-revalidate": draftValue };

    // Soft: every door the attacker tried is reported, not just the first found open.
    await expectNoDiagnostics(baseURL!, headers);

    const staff = await send(baseURL!, "/en/staff", { headers });
    expect.soft(staff.status).toBe(200);
    const staffPage = await staff.text();
    expect.soft(staffPage).toContain("Staff sign-in");
    expect.soft(signedInAs(staffPage)).toBeNull();

    // The draft secret without a verified staff session buys no render: the cached copy is served.
    await send(baseURL!, CACHED_PAGE).then((r) => r.arrayBuffer());
    for (const only of <Record<string, string>[]>[
      headers,
      { "x-prerender-revalidate": draftValue },
      { cookie: `${DRAFT_COOKIE}=${draftValue}` },
      { cookie: headers.cookie },
    ]) {
      const name = Object.keys(only).join(" + ");
      const cached = await send(baseURL!, CACHED_PAGE, { headers: only });
      expect.soft(cached.status, name).toBe(200);
      expect.soft(cached.headers.get("x-nextjs-cache"), name).toMatch(/^(HIT|STALE)$/);
      expect.soft((await cached.text()).includes('data-testid="preview-bar"'), `${name}: the preview bar`).toBe(false);
    }
  });

  test("signing out ends the grant: the old pb_auth and draft cookie replayed get nothing, wherever they are sent", async ({
    browser,
    baseURL,
    pb,
  }) => {
    test.setTimeout(120_000);
    // An account of its own: signing out ends every session of the account.
    const email = `bypass-${uniqueTag()}@example.com`;
    const password = "bypass-test-password";
    const account = await pb.collection("_superusers").create({ email, password, passwordConfirm: password });
    const material = await staffMaterial(browser, baseURL!, { email, password });
    try {
      await material.page.goto("/en/staff");
      await material.page.locator("main").getByRole("button", { name: "Sign out" }).click();
      await expect(material.page.getByRole("heading", { level: 1 })).toHaveText("Staff sign-in");
      // The heading can show before the sign-out answer has cleared the cookie (a re-render that found the session refused).
      await expect.poll(() => cookie(material.context, DRAFT_COOKIE)).toBeUndefined();

      const replayed = `${AUTH_COOKIE}=${encodeURIComponent(material.authValue)}; ${DRAFT_COOKIE}=${material.draftValue}`;
      const headers = { cookie: replayed, "x-prerender-revalidate": material.draftValue };
      await expectNoDiagnostics(baseURL!, headers);
      const staffPage = await (await send(baseURL!, "/en/staff", { headers })).text();
      expect.soft(signedInAs(staffPage)).toBeNull();
      expect.soft(staffPage.includes(email), "the page names the signed-out account").toBe(false);
      const again = await enterPreview(baseURL!, material.actionId, replayed);
      expect.soft(again.status).toBe(303);
      expect.soft(grantedDraft(again)).toBeUndefined();
    } finally {
      await material.context.close();
      await deleteQuietly(pb, "_superusers", account.id);
    }
  });
});
