// Runs in the "quiet" project, after every other spec has finished: any page
// rendered meanwhile by another spec (a first visit, a staff edit expiring
// every page) reads the same PocketBase records and would show in the log.
import { expect, test } from "./fixtures";

test("a cached page is served without asking PocketBase again", async ({ pb, request }) => {
  // /api/revalidate expires a saved collection's tag again 1.5 s after the
  // save (SETTLE_MS there): let that echo of the last spec's edits pass first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
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
