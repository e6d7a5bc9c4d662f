// Counts the HTTP requests PocketBase served in a time window, from its own
// request log (Logs API, superuser only). PocketBase writes request logs in
// batches, so callers wait a moment after the window before counting.
import PocketBase from "pocketbase";

export interface RequestCount {
  total: number;
  /** method + path (without the query) → count, busiest first. */
  byPath: Array<[string, number]>;
}

/** PocketBase's datetime format: "2025-05-01 10:00:00.000Z". */
const pbTime = (date: Date) => date.toISOString().replace("T", " ");

export async function countPocketBaseRequests(
  pbUrl: string,
  superuser: { email: string; password: string },
  since: Date,
  until: Date,
): Promise<RequestCount> {
  await new Promise((r) => setTimeout(r, 2_500));
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(superuser.email, superuser.password);
  const filter = pb.filter("created >= {:since} && created <= {:until} && data.type = 'request'", {
    since: pbTime(since),
    until: pbTime(until),
  });
  const logs: Array<{ data: { method?: string; url?: string } }> = [];
  for (let page = 1; ; page++) {
    const result = await pb.logs.getList(page, 500, { filter, fields: "data" });
    logs.push(...(result.items as unknown as typeof logs));
    if (page >= result.totalPages) break;
  }
  const counts = new Map<string, number>();
  for (const log of logs) {
    const data = log.data;
    const key = `${data.method ?? "?"} ${(data.url ?? "?").split("?")[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { total: logs.length, byPath: [...counts].sort((a, b) => b[1] - a[1]) };
}
