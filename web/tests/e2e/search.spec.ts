import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./staff-helpers";

// The search dialog (components/search/SearchDialog.tsx), its results page
// (/search) and what it searches (lib/search): both languages, the keyboard,
// without JavaScript, fresh after a save, and what a hostile query does.

const TEXTS = {
  en: { home: "/en", open: "Search the site", close: "Close the search", panel: "Open the menu" },
  ar: { home: "/", open: "البحث في الموقع", close: "إغلاق البحث", panel: "افتح القائمة" },
} as const;

/** Waits until React has hydrated the header's search button: a click before that goes to /search, as without JavaScript. */
async function hydrated(page: Page, button = "header button[aria-haspopup=dialog][aria-label]") {
  await page.waitForFunction((selector) => {
    const el = document.querySelector(selector);
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactProps"));
  }, button);
}

async function openSearch(page: Page, locale: "en" | "ar") {
  await page.goto(TEXTS[locale].home);
  await hydrated(page);
  const button = page.getByRole("banner").getByRole("button", { name: TEXTS[locale].open });
  await button.click();
  const dialog = page.getByRole("dialog", { name: TEXTS[locale].open });
  await expect(dialog).toBeVisible();
  return { button, dialog, input: dialog.getByRole("combobox") };
}

const cases = [
  { locale: "en", typed: "sau", title: "Sauna", path: "/en/saunafacility" },
  { locale: "ar", typed: "مطع", title: "المطعم", path: "/ResturantFacility" },
] as const;

for (const { locale, typed, title, path } of cases) {
  test(`${locale}: type "${typed}", pick the result with the keyboard, land on its page`, async ({ page }) => {
    const { input, dialog } = await openSearch(page, locale);
    await expect(input).toBeFocused();
    await input.pressSequentially(typed, { delay: 40 });
    const first = dialog.getByRole("option").first();
    await expect(first).toContainText(title);
    await expect(input).toHaveAttribute("aria-expanded", "true");

    await input.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await input.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  });

  test(`${locale}: Esc and the close button give focus back to the search button`, async ({ page }) => {
    const { button, dialog, input } = await openSearch(page, locale);
    await input.fill(typed);
    await input.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: TEXTS[locale].close }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}

for (const locale of ["en", "ar"] as const) {
  test(`${locale}: the open dialog, empty and with results, has no accessibility violation`, async ({ page }) => {
    const { input } = await openSearch(page, locale);
    const violations = async () =>
      (await new AxeBuilder({ page }).include("[role=dialog]").analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
      );
    expect(await violations()).toEqual([]);
    await input.fill(locale === "en" ? "room" : "غرفة");
    await expect(page.getByRole("option").first()).toBeVisible();
    await input.press("ArrowDown");
    expect(await violations()).toEqual([]);
  });
}

test("en: a click on a result lands on its page too", async ({ page }) => {
  const { input, dialog } = await openSearch(page, "en");
  await input.fill("airport");
  await dialog.getByRole("option", { name: /Airport Shuttle/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/facilitiesdetails" && url.hash === "#airport-shuttle");
  await expect(dialog).toBeHidden();
});

test("ar: the no-result state is in Arabic", async ({ page }) => {
  const { dialog, input } = await openSearch(page, "ar");
  await input.fill("ظظظظ");
  await expect(dialog.getByRole("status")).toHaveText("لا نتائج لـ«ظظظظ». جرّب كلمة أخرى، أو اتصل بنا.");
});

test("en: empty and no-result states are said, translated", async ({ page }) => {
  const { dialog, input } = await openSearch(page, "en");
  await expect(dialog.getByRole("status")).toHaveText(/Type a word/);
  await input.fill("zzzqqq");
  await expect(dialog.getByRole("status")).toHaveText("Nothing found for “zzzqqq”. Try another word, or call us.");
  await expect(dialog.getByRole("option")).toHaveCount(0);
});

test("ar: Arabic as typed: with tashkeel, another alef, Arabic-Indic digits", async ({ request }) => {
  const titles = async (q: string) =>
    (
      (await (await request.get(`/search.json?${new URLSearchParams({ locale: "ar", q })}`)).json()) as { results: { title: string }[] }
    ).results.map((r) => r.title);
  expect(await titles("المَطْعَم")).toContain("المطعم");
  expect(await titles("سـاونـا")).toContain("الساونا");
  expect(await titles("٢٤ كم")).toContain("المطار");
});

test("phone: the side panel's search button opens the dialog over the panel; Esc closes the search alone", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 860 });
  await page.goto("/en/about");
  await expect(page.getByRole("banner").getByRole("button", { name: TEXTS.en.open })).toBeHidden();
  await page.getByRole("button", { name: TEXTS.en.panel }).click();
  const panel = page.getByRole("dialog", { name: "Menu" });
  const button = panel.getByRole("button", { name: "Search the site" });
  await hydrated(page, "#side-panel button[aria-haspopup=dialog]");
  await button.click();
  const dialog = page.getByRole("dialog", { name: TEXTS.en.open });
  await dialog.getByRole("combobox").fill("airport");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(button).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, query, title, path } of [
    { locale: "en", query: "sauna", title: "Sauna", path: "/en/search" },
    { locale: "ar", query: "ساونا", title: "الساونا", path: "/search" },
  ] as const) {
    test(`${locale}: the search button leads to the results page, whose form finds "${query}"`, async ({ page }) => {
      await page.goto(TEXTS[locale].home);
      await page.getByRole("banner").getByRole("button", { name: TEXTS[locale].open }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const form = page.getByRole("search");
      await form.getByRole("searchbox").fill(query);
      await form.getByRole("button").click();
      await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get("q") === query);
      const result = page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(title) })
        .first();
      await expect(result).toBeVisible();
      await result.click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    });
  }
});

test("a room renamed through PocketBase is found by its new name within 2 s", async ({ pb, request }) => {
  const room = await pb.collection("room_types").getFirstListItem("published = true", { sort: "sort_order" });
  const original = room.name_en as string;
  const word = `Renamed${Date.now().toString(36)}`;
  const found = async () => {
    const res = await request.get(`/search.json?${new URLSearchParams({ locale: "en", q: word.toLowerCase() })}`);
    return ((await res.json()) as { results: { title: string }[] }).results.map((r) => r.title);
  };
  // Warm the search's cached reads, so the save has to expire them.
  expect(await found()).toEqual([]);
  try {
    await pb.collection("room_types").update(room.id, { name_en: `${original} ${word}` });
    const saved = Date.now();
    await expect.poll(found, { timeout: 2_000, intervals: [50, 100, 100, 200] }).toEqual([`${original} ${word}`]);
    test.info().annotations.push({ type: "save-to-searchable", description: `${((Date.now() - saved) / 1000).toFixed(2)} s` });
  } finally {
    await pb.collection("room_types").update(room.id, { name_en: original });
  }
});

test.describe("hostile queries", () => {
  test("a draft room's name is never found, by guests nor by staff in preview (search answers are shared)", async ({
    pb,
    page,
    request,
  }) => {
    const source = await pb.collection("room_types").getFirstListItem("published = true");
    const word = `Draftroom${Date.now().toString(36)}`;
    const { id: _id, created: _c, updated: _u, collectionId: _ci, collectionName: _cn, images: _i, cover: _co, ...fields } = source;
    const draft = await pb
      .collection("room_types")
      .create({ ...fields, slug: word.toLowerCase(), name_en: word, name_ar: word, published: false });
    try {
      for (const locale of ["en", "ar"]) {
        const res = await request.get(`/search.json?${new URLSearchParams({ locale, q: word })}`);
        expect(((await res.json()) as { results: unknown[] }).results).toEqual([]);
      }
      const results = await request.get(`/en/search?${new URLSearchParams({ q: word })}`);
      expect(await results.text()).not.toContain(`href="/en/OurRooms#${word.toLowerCase()}"`);

      await signIn(page);
      const asStaff = await page.request.get(`/search.json?${new URLSearchParams({ locale: "en", q: word })}`);
      expect(((await asStaff.json()) as { results: unknown[] }).results).toEqual([]);
      await page.goto(`/en/search?${new URLSearchParams({ q: word })}`);
      await expect(page.getByTestId("preview-bar")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(word) })).toHaveCount(0);
    } finally {
      await pb.collection("room_types").delete(draft.id);
    }
  });

  test("markup and script in a query are shown as text, never run", async ({ page }) => {
    const query = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    page.on("dialog", (d) => void d.dismiss());
    await page.goto(`/en/search?${new URLSearchParams({ q: query })}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<img src=x");
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    const { dialog, input } = await openSearch(page, "en");
    await input.fill(query);
    await expect(dialog.getByRole("status")).toContainText("<script>");
    expect(await page.locator('[role=dialog] img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("RTL and LTR control characters are dropped from the query and its echo", async ({ page, request }) => {
    const res = await request.get(`/search.json?${new URLSearchParams({ locale: "en", q: "\u202Esau\u2066na\u202C" })}`);
    const body = (await res.json()) as { query: string; results: { title: string }[] };
    expect(body.query).toBe("sauna");
    expect(body.results.map((r) => r.title)).toContain("Sauna");
    await page.goto(`/en/search?${new URLSearchParams({ q: "\u202Eanuas\u202C" })}`);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(heading).toContain("anuas");
    expect(heading).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
  });

  test("a very long query is cut: what is searched and shown back is its first 100 characters", async ({ page, request }) => {
    const long = `sauna ${"ab(".repeat(2_500)}`;
    const json = await request.get(`/search.json?${new URLSearchParams({ locale: "en", q: long })}`);
    expect(json.status()).toBe(200);
    const body = (await json.json()) as { query: string };
    expect(body.query.length).toBeLessThanOrEqual(100);
    const response = await page.goto(`/en/search?${new URLSearchParams({ q: long })}`);
    expect(response?.status()).toBe(200);
    expect(((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").length).toBeLessThan(140);
    expect((await page.getByRole("search").getByRole("searchbox").inputValue()).length).toBeLessThanOrEqual(100);
  });

  test("regex characters are searched as text", async ({ request }) => {
    for (const q of ["(((", "[", "*", "\\", "sau.*", "^$", "a|b", "?+{2}"]) {
      const res = await request.get(`/search.json?${new URLSearchParams({ locale: "en", q })}`);
      expect(res.status(), q).toBe(200);
    }
    const dotStar = (await (await request.get(`/search.json?locale=en&q=${encodeURIComponent(".*")}`)).json()) as { results: unknown[] };
    expect(dotStar.results).toEqual([]);
    const sau = (await (await request.get(`/search.json?locale=en&q=${encodeURIComponent("sau.*")}`)).json()) as {
      results: { title: string }[];
    };
    expect(sau.results.map((r) => r.title)).toContain("Sauna");
  });

  test("an unknown language is refused", async ({ request }) => {
    expect((await request.get("/search.json?locale=fr&q=sauna")).status()).toBe(400);
    expect((await request.get("/search.json?q=sauna")).status()).toBe(400);
  });
});
