// Hostile tests of issue 12 (items 7–10): what an attacker tries against the
// running site, and what must come of it. The ones that count PocketBase's
// own requests (items 4 and 5) run alone, in security.quiet.spec.ts.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { AUTH_COOKIE, cookie, deleteQuietly, DRAFT_COOKIE, offerData, plantSession, signIn, uniqueTag } from "./staff-helpers";

/** A 1 × 1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test.describe("rich text from the CMS cannot run script (item 7)", () => {
  const PAYLOAD = [
    `<p>Kept text, <strong>bold</strong>, <a href="https://example.com/" target="_blank">a safe link</a>.</p>`,
    `<script>window.__xss = "script"; alert("script")</script>`,
    `<img src="x" onerror="window.__xss = 'onerror'; alert('onerror')">`,
    `<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="data url">`,
    `<p><a href="javascript:window.__xss='link'">Click for a prize</a></p>`,
    `<p><a href="JaVaScRiPt:window.__xss='link2'">Click again</a></p>`,
    `<svg><script>window.__xss = "svg"</script><circle onload="window.__xss='svg'"></circle></svg>`,
    `<iframe src="javascript:parent.__xss='iframe'"></iframe>`,
    `<p style="position:fixed;inset:0;background:red" onclick="window.__xss='click'">Styled</p>`,
    `<form action="https://evil.example/"><input name="password"></form>`,
  ].join("\n");

  test("an offer whose body carries <script>, onerror= and javascript: links: nothing runs, nothing of it renders", async ({
    page,
    pb,
  }) => {
    const offer = await pb.collection("offers").create(offerData(uniqueTag(), { published: true, body_en: PAYLOAD, body_ar: PAYLOAD }));
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    try {
      for (const path of [`/en/offerDetails-${offer.id}`, `/offerDetails-${offer.id}`]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await page.waitForLoadState("networkidle");
        const prose = page.locator(".prose").first();
        await expect(prose.getByText("Kept text")).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), `${path}: script ran`).toBeUndefined();
        expect(dialogs, `${path}: a dialog opened`).toEqual([]);
        // A link that opens a new tab cannot reach back into this one.
        await expect(prose.getByRole("link", { name: "a safe link" })).toHaveAttribute("rel", /noopener/);
        await expect(prose.getByRole("link", { name: "a safe link" })).toHaveAttribute("rel", /noreferrer/);
        await prose.getByText("Click for a prize").click();
        await prose.getByText("Styled").click({ force: true });
        const html = await page.locator(".prose").evaluateAll((nodes) => nodes.map((n) => n.innerHTML).join("\n"));
        for (const banned of [
          "<script",
          "onerror",
          "javascript:",
          "<iframe",
          "<svg",
          "style=",
          "onclick",
          "data:image",
          "<form",
          "<input",
        ]) {
          expect(html.toLowerCase(), `${path} renders ${banned}`).not.toContain(banned.toLowerCase());
        }
        expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
      }
      expect(dialogs).toEqual([]);
    } finally {
      await deleteQuietly(pb, "offers", offer.id);
    }
  });
});

test.describe("draft images (item 8: an accepted risk, documented in docs/architecture.md)", () => {
  test("a draft's image is linked from no public page nor the sitemap, and PocketBase does not tell guests its name", async ({
    request,
    pb,
  }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(offerData(uniqueTag()))) form.append(key, String(value));
    form.append("image", new File([PNG], "draft-secret.png", { type: "image/png" }));
    const draft = await pb.collection("offers").create(form);
    try {
      const file = String(draft.image);
      expect(file).toMatch(/^draft_secret_\w{10}\.png$/);
      for (const path of ["/", "/en", "/offers", "/en/offers", "/sitemap.xml", `/en/offerDetails-${draft.id}`]) {
        const body = await (await request.get(path)).text();
        expect(body, path).not.toContain(file);
        // (The draft's own URL names its id in the 404 page: the one who asks already knows it.)
        if (!path.includes(draft.id)) expect(body, path).not.toContain(draft.id);
      }
      // Guests cannot list or view the draft, so they cannot learn the record id or the file name.
      const guest = new PocketBase(process.env.PB_URL);
      const listed = await guest.collection("offers").getFullList({ filter: guest.filter("id = {:id}", { id: draft.id }) });
      expect(listed).toEqual([]);
      await expect(guest.collection("offers").getOne(draft.id)).rejects.toMatchObject({ status: 404 });
      // The accepted risk itself: whoever already knows both random names can fetch the file.
      expect((await fetch(`${process.env.PB_URL}/api/files/offers/${draft.id}/${file}`)).status).toBe(200);
    } finally {
      await deleteQuietly(pb, "offers", draft.id);
    }
  });
});

test.describe("signing out revokes the staff token (item 9)", () => {
  test("the pb_auth value replayed after sign-out grants no preview, and PocketBase refuses its token", async ({
    page,
    browser,
    baseURL,
    pb,
  }) => {
    // An account of its own: signing out ends every session of the account, and other specs use the shared one.
    const email = `signout-${uniqueTag()}@example.com`;
    const password = "sign-out-test-password";
    const account = await pb.collection("_superusers").create({ email, password, passwordConfirm: password });
    const offer = await pb.collection("offers").create(offerData(uniqueTag()));
    const replay = await browser.newContext({ baseURL, locale: "en-US" });
    try {
      await signIn(page, { email, password });
      await page.goto(`/en/offerDetails-${offer.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(offer.title_en as string);
      const stolen = decodeURIComponent((await cookie(page.context(), AUTH_COOKIE))!.value);
      const draftValue = (await cookie(page.context(), DRAFT_COOKIE))!.value;
      const token = (JSON.parse(stolen) as { token: string }).token;

      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByTestId("preview-bar")).toHaveCount(0);
      expect(await cookie(page.context(), AUTH_COOKIE)).toBeUndefined();

      // Whoever kept a copy of the cookie (a shared computer, a backup of the browser profile) replays it.
      await plantSession(replay, baseURL!, stolen, draftValue);
      const replayPage = await replay.newPage();
      expect((await replayPage.goto(`/en/offerDetails-${offer.id}`))?.status()).toBe(404);
      await expect(replayPage.getByTestId("preview-bar")).toHaveCount(0);
      expect(await cookie(replay, AUTH_COOKIE)).toBeUndefined();

      // And straight against PocketBase, the token is dead too.
      const direct = new PocketBase(process.env.PB_URL);
      direct.authStore.save(token, null);
      await expect(direct.collection("_superusers").authRefresh()).rejects.toMatchObject({ status: 401 });
      await expect(direct.collection("offers").getOne(offer.id)).rejects.toMatchObject({ status: 404 });

      // The person can sign in again.
      await signIn(page, { email, password });
    } finally {
      await replay.close();
      await deleteQuietly(pb, "offers", offer.id);
      await deleteQuietly(pb, "_superusers", account.id);
    }
  });
});

test.describe("next/image fetches from PocketBase only (item 10)", () => {
  let server: Server;
  let port = 0;
  test.beforeAll(async () => {
    // Something else on this machine (another service's port) that answers with an image.
    server = createServer((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(PNG));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const optimise = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;

  test("another port on 127.0.0.1 or localhost is refused with 400; PocketBase's own files are served", async ({ request, pb }) => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const response = await request.get(optimise(`http://${host}:${port}/api/files/offers/abc/secret.png?thumb=960x640`));
      expect(response.status(), `${host}:${port}`).toBe(400);
    }
    const offer = await pb.collection("offers").getFirstListItem("published = true && image != ''");
    const own = await request.get(optimise(`${process.env.PB_URL}/api/files/offers/${offer.id}/${offer.image}?thumb=960x640`));
    expect(own.status()).toBe(200);
  });
});
