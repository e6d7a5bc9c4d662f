import { expect, test } from "./fixtures";

test("an offer edited through the PocketBase API shows on /offers without a rebuild", async ({ page, pb, request }) => {
  const offer = await pb.collection("offers").getFirstListItem("published = true");
  const original = offer.title_en as string;

  // Warm the cache so the edit has to invalidate a cached page.
  await request.get("/en/offers");
  await request.get("/en/offers");

  const fresh = `${original} ${Date.now().toString(36)}`;
  try {
    await pb.collection("offers").update(offer.id, { title_en: fresh });
    const saved = Date.now();
    await expect
      .poll(async () => (await (await request.get("/en/offers")).text()).includes(fresh), {
        timeout: 2_000,
        intervals: [50, 100, 100, 200],
      })
      .toBe(true);
    test.info().annotations.push({ type: "save-to-visible", description: `${((Date.now() - saved) / 1000).toFixed(2)} s` });

    await page.goto(`/en/offerDetails-${offer.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fresh);
  } finally {
    await pb.collection("offers").update(offer.id, { title_en: original });
  }
});

test("the revalidate webhook refuses a wrong secret", async ({ request }) => {
  const response = await request.post("/api/revalidate", {
    headers: { "x-revalidate-secret": "wrong" },
    data: { collection: "offers" },
  });
  expect(response.status()).toBe(401);
});
