// What a script does to the forms and the staff sign-in, against the real
// production server: the same server action sent again and again with a new
// X-Forwarded-For each time, a filled honeypot, and a sign-in flood. Runs on
// stacks of its own (same build), because it uses up the limits that the
// other specs' forms rely on:
// - as `npm start` runs it, with no proxy in front (TRUSTED_PROXY_HOPS 0);
// - as compose runs it, behind one proxy (TRUSTED_PROXY_HOPS 1), with
//   PocketBase's own rate limiter on. Here the test plays the proxy: it
//   appends the client's address, as the front door does.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page, Request } from "@playwright/test";
import type PocketBase from "pocketbase";
import { superuserClient } from "@hotel/pocketbase/testing";
import { FORM_FLOOD_CLIENTS } from "../../src/lib/forms/rate-limit";
import { expect, test } from "./fixtures";
import { startStack, type Stack } from "./stack";

test.describe.configure({ mode: "serial" });

interface CapturedAction {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends the contact form once in the browser, as a guest (or a bot that fills
 * the hidden field), and keeps the server action request to replay.
 */
async function captureContactAction(page: Page, stack: Stack, name: string, opts: { honeypot?: boolean } = {}): Promise<CapturedAction> {
  await page.goto(new URL("/en/contact", stack.webUrl).toString());
  await fillContact(page, name, "Is the sauna open on Fridays?", opts);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]),
    page.getByRole("button", { name: "Send message" }).click(),
  ]);
  await expect(page.getByTestId("contact-success")).toBeVisible();
  return replayable(request);
}

/** The contact form filled in as a guest would (or a bot that fills the hidden field). */
async function fillContact(page: Page, name: string, message: string, opts: { honeypot?: boolean } = {}) {
  await page.locator("#contact-name").fill(name);
  await page.locator("#contact-phone").fill("0770 123 4567");
  await page.locator("#contact-message").fill(message);
  if (opts.honeypot) await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
}

/** A server action request as a script would send it again: its address, the headers the action needs, its body. */
function replayable(request: Request): CapturedAction {
  const keep = ["next-action", "next-router-state-tree", "content-type", "accept", "origin"];
  const headers = Object.fromEntries(Object.entries(request.headers()).filter(([k]) => keep.includes(k)));
  return { url: request.url(), headers, body: request.postData() ?? "" };
}

type Outcome = "ok" | "rateLimited" | "challenge" | "other";

/** The action sent again by a script, with whatever X-Forwarded-For it likes; each a new request (its own request key). */
async function replay(request: APIRequestContext, action: CapturedAction, forwardedFor: string): Promise<Outcome> {
  const body = action.body.replace(/"requestKey":"[^"]*"/, `"requestKey":"${randomUUID().replaceAll("-", "")}"`);
  const response = await request.post(action.url, { headers: { ...action.headers, "x-forwarded-for": forwardedFor }, data: body });
  const text = await response.text();
  if (text.includes('"formError":"rateLimited"')) return "rateLimited";
  if (text.includes('"formError":"challenge"')) return "challenge";
  return /"ok":true/.test(text) ? "ok" : "other";
}

const superuser = (stack: Stack) => superuserClient({ url: stack.pbUrl, superuser: stack.superuser });

/** A stack of this spec's own, from the same build. */
async function startOwnStack(proxyHops: 0 | 1): Promise<Stack> {
  const stack = await startStack({
    distDir: process.env.NEXT_DIST_DIR || ".next-e2e",
    build: "never",
    log: () => undefined,
    env: { TRUSTED_PROXY_HOPS: String(proxyHops) },
  });
  // The shared stack switches PocketBase's limiter off; behind the proxy it is on, as in production.
  if (proxyHops > 0) await (await superuser(stack)).settings.update({ rateLimits: { enabled: true } });
  return stack;
}

/** A stack of this spec's own for the describe it is called in: started before its tests, stopped after them. */
function useOwnStack(proxyHops: 0 | 1): { stack: Stack } {
  const own = {} as { stack: Stack };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    own.stack = await startOwnStack(proxyHops);
  });
  test.afterAll(async () => {
    await own.stack?.stop();
  });
  return own;
}

test.describe("no proxy in front (npm start)", () => {
  const own = useOwnStack(0);

  test("a bot that fills the hidden field is thanked like a guest, and nothing is stored", async ({ page }) => {
    const name = `Honeypot Bot ${Date.now()}`;
    await page.goto(new URL("/contact", own.stack.webUrl).toString());
    await fillContact(page, name, "Best prices for watches, click here", { honeypot: true });
    await page.getByRole("button", { name: "أرسل الرسالة" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("سنتواصل معكم قريبًا، شكرًا لكم");
    await expect(page.getByTestId("contact-error")).toHaveCount(0);
    const pb = await superuser(own.stack);
    expect((await pb.collection("contact_messages").getList(1, 1, { filter: pb.filter("name = {:n}", { n: name }) })).totalItems).toBe(0);
  });

  test("a new X-Forwarded-For on every request does not reset the per-client limit", async ({ page, request }) => {
    const action = await captureContactAction(page, own.stack, "Header Rotator");
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 8; i++) outcomes.push(await replay(request, action, `198.51.100.${i + 1}, 203.0.113.${i + 1}`));
    // This browser's own send used 1 of the client's 5; the honeypot test's send did not (a bot's never counts with a guest's).
    expect(outcomes).toEqual(["ok", "ok", "ok", "ok", "rateLimited", "rateLimited", "rateLimited", "rateLimited"]);
    const pb = await superuser(own.stack);
    expect((await pb.collection("contact_messages").getList(1, 1, { filter: 'name = "Header Rotator"' })).totalItems).toBe(5);
  });
});

test.describe("behind one proxy (compose's front door)", () => {
  const own = useOwnStack(1);

  test("what a client writes left of the proxy's entry changes nothing", async ({ page, request }) => {
    const action = await captureContactAction(page, own.stack, "Left Rotator");
    const outcomes: Outcome[] = [];
    // The client is 203.0.113.50 (the entry the proxy appended); the rest is the client's own invention.
    for (let i = 0; i < 6; i++) outcomes.push(await replay(request, action, `10.9.8.${i}, 203.0.113.50`));
    expect(outcomes.slice(0, 5)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(outcomes[5]).toBe("rateLimited");
  });

  test("many real addresses together meet the global cap", async ({ page, request }) => {
    const action = await captureContactAction(page, own.stack, "Botnet");
    const started = Date.now();
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i++) outcomes.push(await replay(request, action, `192.0.2.${100 + i}`));
    const elapsed = Date.now() - started;
    // Every address is new, so only the shared bucket (10, then one every 3 s) can stop them: past it, a challenge.
    expect(outcomes).not.toContain("other");
    expect(outcomes.filter((o) => o === "ok").length).toBeLessThanOrEqual(10 + Math.ceil(elapsed / 3_000));
    expect(outcomes.slice(-5)).toContain("challenge");
  });

  test("a sign-in flood is stopped at the site, and staff elsewhere still sign in", async ({ browser }) => {
    test.setTimeout(120_000);
    const since = new Date();
    const attacker = await clientPage(browser, "203.0.113.66");
    const errors: string[] = [];
    // A fresh form each time: the page's message then belongs to this attempt, not the one before.
    for (let i = 0; i < 7; i++) {
      await openSignIn(attacker, own.stack);
      await attacker.getByLabel("Password").fill(`guess-${i}`);
      await attacker.getByRole("button", { name: "Sign in" }).click();
      const message = attacker.locator("#sign-in-error");
      await expect(message).toHaveText(/\S/, { timeout: 30_000 });
      errors.push((await message.textContent()) ?? "");
    }
    expect(errors.slice(0, 5)).toEqual(Array(5).fill("Wrong e-mail or password."));
    expect(errors.slice(5)).toEqual(Array(2).fill("Too many attempts. Wait a minute and try again."));

    const staff = await clientPage(browser, "198.51.100.20");
    await openSignIn(staff, own.stack);
    await staff.getByLabel("Password").fill(own.stack.superuser.password);
    await staff.getByRole("button", { name: "Sign in" }).click();
    await expect(staff.getByTestId("preview-bar")).toBeVisible({ timeout: 30_000 });

    // The 5 guesses reached PocketBase and were refused there (400); the 2 the site refused never did.
    // PocketBase writes its request log in batches: wait for the 5, then make sure no more arrive.
    const pb = await superuser(own.stack);
    const refusedAtPocketBase = async () =>
      (
        await pb.logs.getList(1, 1, {
          filter: pb.filter("created >= {:since} && data.url ~ 'auth-with-password' && data.status = 400", {
            since: since.toISOString().replace("T", " "),
          }),
        })
      ).totalItems;
    await expect.poll(refusedAtPocketBase, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await refusedAtPocketBase()).toBe(5);
  });

  test("wrong passwords from 25 addresses lock no member of staff out", async ({ browser, request }) => {
    test.setTimeout(180_000);
    // One wrong sign-in in a browser, kept to replay as a script would, from other addresses.
    const first = await clientPage(browser, "192.0.2.200");
    await openSignIn(first, own.stack);
    await first.getByLabel("Password").fill("guess-captured");
    const [sent] = await Promise.all([
      first.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]),
      first.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await expect(first.locator("#sign-in-error")).toHaveText("Wrong e-mail or password.", { timeout: 30_000 });
    const { headers, body } = replayable(sent);
    expect(body).toContain("guess-captured");

    // Two each: 50 wrong passwords, more than PocketBase's 20 a minute for one address, within the site's 5 per client.
    const answers: string[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await request.post(sent.url(), {
        headers: { ...headers, "x-forwarded-for": `203.0.113.${(i % 25) + 100}` },
        data: body.replace("guess-captured", `guess-${i}`),
      });
      const text = await response.text();
      answers.push(/"error":"(\w+)"/.exec(text)?.[1] ?? `${response.status()}`);
    }
    expect(answers).toEqual(Array(50).fill("invalid"));

    const staff = await clientPage(browser, "198.51.100.21");
    await openSignIn(staff, own.stack);
    await staff.getByLabel("Password").fill(own.stack.superuser.password);
    await staff.getByRole("button", { name: "Sign in" }).click();
    await expect(staff.getByTestId("preview-bar")).toBeVisible({ timeout: 30_000 });
  });
});

test.describe("a flood from many addresses (behind one proxy)", () => {
  const own = useOwnStack(1);

  test("a flood of requests with the hidden field filled never makes a guest face the shared cap", async ({ browser, page, request }) => {
    test.setTimeout(180_000);
    const action = await captureContactAction(page, own.stack, "Trap Flooder", { honeypot: true });
    const flood = startFlood(request, action, FLOOD_ADDRESSES);
    await flood.until((outcomes) => outcomes.length >= 60);

    const guest = await sendContactAsGuest(browser, own.stack, "203.0.113.90", "Trap Season Guest");
    const outcomes = await flood.stop();
    // The guest's request went through the first time: no challenge, no refusal.
    expect(guest).toEqual({ answer: "sent", sends: 1 });
    // The bots are answered as a guest is (until each address's own allowance for them is spent), and nothing is stored.
    expect(outcomes.slice(0, 40)).toEqual(Array(40).fill("ok"));
    expect(outcomes).not.toContain("challenge");
    const pb = await superuser(own.stack);
    expect(await countMessages(pb, "Trap Flooder")).toBe(0);
    expect(await countMessages(pb, "Trap Season Guest")).toBe(1);
  });

  test("40 addresses flooding: a new guest and a guest who had been challenged both get their request through, once", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const action = await captureContactAction(page, own.stack, "Flooder");
    const flood = startFlood(request, action, FLOOD_ADDRESSES);
    await flood.until((outcomes) => outcomes.filter((o) => o !== "ok").length >= 40);

    // A guest who pressed send again and again during the flood, without answering: each challenge costs one of
    // their own allowance (5), so after three they still have what their browser's answer needs.
    const returner = "203.0.113.77";
    const refusedTries: Outcome[] = [];
    for (let i = 0; i < 3; i++) refusedTries.push(await replay(request, action, returner));
    expect(refusedTries).toEqual(["challenge", "challenge", "challenge"]);

    const [newcomer, returned] = await Promise.all([
      sendContactAsGuest(browser, own.stack, "198.51.100.140", "Flood Newcomer"),
      sendContactAsGuest(browser, own.stack, returner, "Flood Returner"),
    ]);
    const outcomes = await flood.stop();

    // Each browser was asked for a challenge, solved it, and sent the request again with the answer.
    expect(returned).toEqual({ answer: "sent", sends: 2 });
    expect(newcomer).toEqual({ answer: "sent", sends: 2 });
    const pb = await superuser(own.stack);
    expect(await countMessages(pb, "Flood Newcomer")).toBe(1);
    expect(await countMessages(pb, "Flood Returner")).toBe(1);
    // Once the shared bucket had refused FORM_FLOOD_CLIENTS addresses, nothing more of the flood got through, to
    // PocketBase or to staff. Before that it still lets one in as it refills (every 3 s): on a slow machine, between
    // the first refusals.
    const refused = new Set<string>();
    const flooded = outcomes.findIndex(
      (o, i) => o !== "ok" && refused.add(FLOOD_ADDRESSES[i % FLOOD_ADDRESSES.length]!).size === FORM_FLOOD_CLIENTS,
    );
    expect(flooded).toBeGreaterThan(0);
    expect(outcomes.slice(flooded)).not.toContain("ok");
    expect(await countMessages(pb, "Flooder")).toBe(1 + outcomes.filter((o) => o === "ok").length);
  });
});

/** Addresses a flood comes from: as many as it takes, at the forms' limits, to use up the shared cap for good. */
const FLOOD_ADDRESSES = Array.from({ length: 40 }, (_, i) => `192.0.2.${i + 1}`);

/**
 * Replays the action from each address in turn, a few requests a second (a
 * pace that keeps the shared bucket empty while each address's own allowance
 * lasts), until stopped; returns the answers.
 */
function startFlood(request: APIRequestContext, action: CapturedAction, addresses: string[]) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const running = (async () => {
    for (let i = 0; !stopped; i++) {
      outcomes.push(await replay(request, action, addresses[i % addresses.length]!));
      await new Promise((r) => setTimeout(r, 150));
    }
  })();
  return {
    until: (enough: (outcomes: Outcome[]) => boolean) => expect.poll(() => enough(outcomes), { timeout: 120_000 }).toBe(true),
    stop: async () => {
      stopped = true;
      await running;
      return outcomes;
    },
  };
}

/**
 * A guest sends the contact form in a real browser from `address`: "sent", or
 * the form's error, and how many times the browser posted it.
 */
async function sendContactAsGuest(browser: Browser, stack: Stack, address: string, name: string) {
  const page = await clientPage(browser, address);
  let sends = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.headers()["next-action"]) sends++;
  });
  await page.goto(new URL("/en/contact", stack.webUrl).toString());
  await fillContact(page, name, "Do you have a room for two on Friday?");
  await page.getByRole("button", { name: "Send message" }).click();
  const success = page.getByTestId("contact-success");
  const error = page.getByTestId("contact-error");
  await expect(success.or(error)).toBeVisible({ timeout: 90_000 });
  const answer = (await success.isVisible()) ? "sent" : ((await error.textContent()) ?? "");
  await page.context().close();
  return { answer, sends };
}

async function countMessages(pb: PocketBase, name: string) {
  return (await pb.collection("contact_messages").getList(1, 1, { filter: pb.filter("name = {:n}", { n: name }) })).totalItems;
}

/** A browser whose requests reach the site through the proxy from `clientAddress`. */
async function clientPage(browser: Browser, clientAddress: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientAddress }, locale: "en-US" });
  return context.newPage();
}

async function openSignIn(page: Page, stack: Stack) {
  // Hydrated or not, the form reaches the same server action (React posts it natively before hydration).
  await page.goto(new URL("/en/staff", stack.webUrl).toString());
  await page.getByLabel("E-mail").fill(stack.superuser.email);
}
