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
      .poll(async () => (await (await request.get("/en/offers")).text()).includes(fresh), { timeout: 2_000, intervals: [50, 100, 100, 200] })
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

test("a cached page is served without asking PocketBase again", async ({ pb, request }) => {
  await request.get("/en/catering");
  await request.get("/en/catering");
  const since = new Date(Date.now() - 500).toISOString().replace("T", " ");
  for (let i = 0; i < 3; i++) expect((await request.get("/en/catering")).status()).toBe(200);

  // PocketBase writes its request log in batches: make one marked request of
  // our own and wait until it is logged, so earlier requests are logged too.
  const marker = `marker${Date.now()}`;
  await fetch(`${process.env.PB_URL}/api/collections/catering/records?perPage=1&${marker}=1`);
  const filter = pb.filter("created >= {:since} && data.url ~ 'catering'", { since });
  await expect
    .poll(async () => (await pb.logs.getList(1, 50, { filter })).items.some((log) => String(log.data.url).includes(marker)), {
      timeout: 15_000,
    })
    .toBe(true);
  const logs = await pb.logs.getList(1, 50, { filter });
  expect(logs.items.map((log) => String(log.data.url)).filter((url) => !url.includes(marker))).toEqual([]);
});
