// PocketBase's own request log, read by the specs that count what the site asks
// of it (the "quiet" project).
import type PocketBase from "pocketbase";
import { expect } from "./fixtures";

const pbTime = (ms: number) => new Date(ms).toISOString().replace("T", " ");

/**
 * PocketBase's request log entries since `since` (ms) whose "METHOD url status" matches `pattern`.
 * PocketBase writes its log in batches: one marked request of our own, waited
 * for, makes sure every earlier request is in the log.
 */
export async function loggedRequests(pb: PocketBase, since: number, pattern: RegExp): Promise<string[]> {
  const marker = `marker${Date.now()}`;
  await fetch(`${process.env.PB_URL}/api/health?${marker}=1`);
  const filter = pb.filter("created >= {:since} && data.type = 'request'", { since: pbTime(since) });
  await expect
    .poll(
      async () => (await pb.logs.getList(1, 500, { filter, fields: "data" })).items.some((log) => String(log.data.url).includes(marker)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  const logs = (await pb.logs.getList(1, 500, { filter, fields: "data" })).items;
  return logs
    .map((log) => `${log.data.method} ${log.data.url} ${log.data.status}`)
    .filter((line) => !line.includes(marker) && pattern.test(line));
}
