// The desk is never anyone else's: a visitor, a forged cookie, a superuser's
// staff-preview session, the site's own account or a disabled member gets the
// sign-in and no guest data; a member's session is no staff preview either;
// a sign-in flood from one client locks no member out.
// Desk answers are private and no-store, kept by no cache, marked noindex
// and in no sitemap. (The front door's part: proxy/tests/front-door-nginx.test.ts;
// the service worker's: lib/offline/policy.test.ts.)
import type { BrowserContext } from "@playwright/test";
import PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { createDeskMember, DESK_COOKIE, deskToken, signInToDesk } from "./desk-helpers";
import { AUTH_COOKIE, forgedToken, sessionValue, uniqueTag } from "./staff-helpers";

const SECRET = `Canary-Desk-${uniqueTag()}`;

/** A cookie as if the browser had kept it: the desk's (Lax) or the staff preview's (Strict). */
async function plant(context: BrowserContext, baseURL: string, name: string, value: string, sameSite: "Lax" | "Strict" = "Lax") {
  const url = new URL(baseURL);
  await context.addCookies([
    { name, value: encodeURIComponent(value), domain: url.hostname, path: "/", httpOnly: true, secure: false, sameSite },
  ]);
}

test.beforeAll(async () => {
  const pb = new PocketBase(process.env.PB_URL);
  await pb.collection("_superusers").authWithPassword(process.env.PB_SUPERUSER_EMAIL!, process.env.PB_SUPERUSER_PASSWORD!);
  const room = await pb.collection("room_types").getFirstListItem("");
  await pb.collection("booking_requests").create({
    // The random end of the tag: its start is the clock, the same for both workers.
    reference: `BK-${uniqueTag().slice(-6).toUpperCase()}`,
    status: "new",
    locale: "en",
    check_in: "2030-01-10 00:00:00.000Z",
    check_out: "2030-01-12 00:00:00.000Z",
    nights: 2,
    guests: 2,
    rooms: 1,
    first_name: SECRET,
    last_name: "Guest",
    phone: "+9647801112233",
    room_type: room.id,
    total_price: 300_000,
    currency: "IQD",
  });
});

test.describe("the desk is only for its members", () => {
  test("a visitor gets the sign-in, marked private, no-store and noindex, for every desk page in both languages", async ({ request }) => {
    for (const path of ["/desk", "/desk/requests", "/en/desk/requests?q=Canary", "/desk/accounts", "/en/desk/activity", "/desk/messages"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(res.headers().location, path).toMatch(/\/desk\/sign-in\?next=/);
      expect(res.headers()["cache-control"], path).toMatch(/private/);
      expect(res.headers()["cache-control"], path).toMatch(/no-store/);
      expect(res.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const signIn = await request.get("/en/desk/sign-in");
    const html = await signIn.text();
    expect(signIn.headers()["cache-control"]).toMatch(/no-store/);
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(html).not.toContain(SECRET);
  });

  test("the live stream refuses a visitor", async ({ request }) => {
    const res = await request.get("/desk/live");
    expect(res.status()).toBe(401);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
  });

  test("a forged desk cookie, a superuser's token, the site's own token and a disabled member's get the sign-in and no guest data", async ({
    browser,
    baseURL,
    pb,
  }) => {
    const site = new PocketBase(process.env.PB_URL);
    const services = await pb.collection("services").getFirstListItem("");
    const siteToken = (await pb.collection("services").impersonate(services.id, 600)).authStore.token;
    site.authStore.save(siteToken, null);
    const idle = await createDeskMember(pb, "reservations", "Idle member");
    const idleToken = await deskToken(pb, idle.id);
    await pb.collection("staff").update(idle.id, { active: false });
    const tokens = {
      forged: forgedToken(Math.floor(Date.now() / 1000) + 3600, "pbc_desk_forged"),
      superuser: pb.authStore.token,
      "the site's account": siteToken,
      "a disabled member": idleToken,
    };
    for (const [who, token] of Object.entries(tokens)) {
      const context = await browser.newContext();
      try {
        await plant(context, baseURL!, DESK_COOKIE, token);
        const page = await context.newPage();
        const res = await page.goto("/en/desk/requests?q=Canary");
        await expect(page, who).toHaveURL(/\/en\/desk\/sign-in/);
        expect(await res!.text(), who).not.toContain(SECRET);
        await expect(page.getByText(SECRET)).toHaveCount(0);
        expect((await context.request.get("/desk/live")).status(), who).toBe(401);
      } finally {
        await context.close();
      }
    }
  });

  test("a superuser's staff-preview session (pb_auth) is no desk session", async ({ browser, baseURL, pb }) => {
    const context = await browser.newContext();
    try {
      const value = sessionValue(pb.authStore.token, { id: pb.authStore.record!.id, email: process.env.PB_SUPERUSER_EMAIL });
      await plant(context, baseURL!, AUTH_COOKIE, value, "Strict");
      const page = await context.newPage();
      await page.goto("/desk");
      await expect(page).toHaveURL(/\/desk\/sign-in/);
      await expect(page.getByText(SECRET)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("a desk member's token is no staff-preview session on the public site", async ({ browser, baseURL, pb }) => {
    const member = await createDeskMember(pb, "manager", "Preview tester");
    const token = await deskToken(pb, member.id);
    const context = await browser.newContext();
    try {
      await plant(context, baseURL!, AUTH_COOKIE, sessionValue(token, { id: member.id }), "Strict");
      const page = await context.newPage();
      await page.goto("/en/staff");
      await expect(page.getByLabel("Password")).toBeVisible();
      await expect(page.getByTestId("preview-bar")).toHaveCount(0);
      expect((await context.cookies()).find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  test("a sign-in flood from one client is stopped at the site, and a member on another device still signs in", async ({ browser, pb }) => {
    test.setTimeout(180_000);
    const member = await createDeskMember(pb, "reservations", "Flood target");
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.147" } });
    const errors: string[] = [];
    try {
      const attacker = await context.newPage();
      // A fresh form each time: the message then belongs to this attempt, not the one before.
      for (let i = 0; i < 7; i++) {
        await attacker.goto("/en/desk/sign-in");
        await attacker.getByLabel("E-mail").fill(member.email);
        await attacker.getByLabel("Password").fill(`guess-${i}-wrong`);
        await attacker.getByRole("button", { name: "Continue" }).click();
        const message = attacker.locator("#desk-sign-in-error");
        await expect(message).toHaveText(/\S/, { timeout: 30_000 });
        errors.push((await message.textContent()) ?? "");
      }
    } finally {
      await context.close();
    }
    expect(errors.slice(0, 5)).toEqual(Array(5).fill("Wrong e-mail or password."));
    expect(errors.slice(5)).toEqual(Array(2).fill("Too many attempts. Wait a minute and try again."));

    const own = await browser.newContext();
    try {
      await signInToDesk(await own.newPage(), member, "ar");
    } finally {
      await own.close();
    }
  });

  test("a member's desk answers are private and no-store, and the desk is in no sitemap", async ({ browser, baseURL, pb, request }) => {
    const member = await createDeskMember(pb, "reservations", "Headers tester");
    const context = await browser.newContext();
    try {
      await plant(context, baseURL!, DESK_COOKIE, await deskToken(pb, member.id));
      for (const path of ["/desk", "/en/desk/requests?q=Canary", "/desk/messages"]) {
        const res = await context.request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBe(200);
        expect(res.headers()["cache-control"], path).toMatch(/private/);
        expect(res.headers()["cache-control"], path).toMatch(/no-store/);
        expect(res.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
      }
      // A reservations member is sent from a manager's page to the desk's first page.
      const accounts = await context.request.get("/desk/accounts", { maxRedirects: 0 });
      expect(accounts.status()).toBe(307);
      expect(accounts.headers().location).toMatch(/\/desk$/);
    } finally {
      await context.close();
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/desk");
  });
});
