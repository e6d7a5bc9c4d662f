// Runs in the "quiet" project, after every other spec has finished: any page
// rendered meanwhile by another spec (a first visit, a staff edit expiring
// every page) reads the same PocketBase records and would show in the log.
import type PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { loggedRequests } from "./pb-log";

const cateringReads = (pb: PocketBase, since: number) => loggedRequests(pb, since, /\/collections\/catering\//);

test("a cached page is served without asking PocketBase again", async ({ pb, request }) => {
  // /api/revalidate expires a saved collection's tag again 1.5 s after the
  // save (SETTLE_MS there): let that echo of the last spec's edits pass first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  // A page older than the time-based fallback (CMS_REVALIDATE_SECONDS) is served once more as it was and made
  // again behind it, and its data refreshed after that: visit until a visit costs PocketBase nothing. A page
  // that read PocketBase on every visit never gets there.
  await expect
    .poll(
      async () => {
        const since = Date.now() - 500;
        await request.get("/en/catering");
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return (await cateringReads(pb, since)).length;
      },
      { timeout: 30_000, intervals: [0] },
    )
    .toBe(0);

  const since = Date.now() - 500;
  for (let i = 0; i < 3; i++) expect((await request.get("/en/catering")).status()).toBe(200);
  expect(await cateringReads(pb, since)).toEqual([]);
});
