// Hostile tests that count PocketBase's own requests (issue 12, items 4 and
// 5). They run in the "quiet" project, after every other spec, so that no
// other page render or sign-in is in PocketBase's request log meanwhile.
import { expect, test } from "./fixtures";
import { loggedRequests } from "./pb-log";
import { AUTH_COOKIE, forgedToken, sessionValue } from "./staff-helpers";

test.describe.configure({ mode: "serial" });

test("guests asking for /test get the cached status page and cost PocketBase nothing (issue 12 item 4, issue 32 item 6)", async ({
  pb,
  request,
}) => {
  // Rendered once (the first guest after a build, or after a staff edit expired every page); every view after that is the cached copy.
  for (const path of ["/test", "/en/test"]) {
    await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { timeout: 30_000 }).toBe("HIT");
  }
  const since = Date.now() - 200;
  for (let i = 0; i < 3; i++) {
    for (const path of ["/test", "/en/test"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-nextjs-cache"], `${path} from the cache`).toBe("HIT");
      expect(await response.text(), path).not.toContain('data-testid="pb-status"');
    }
  }
  // What rendering either page reads: the layout's settings and interface texts, the diagnostics' health check and
  // newest `updated` per collection. (Only these: the other quiet spec runs beside this one and reads catering.)
  expect(await loggedRequests(pb, since, /\/api\/health|\/collections\/(settings|ui_texts)\/|fields=updated/)).toEqual([]);
});

test("the same forged pb_auth sent again and again reaches PocketBase's auth-refresh once (item 5)", async ({ pb, request }) => {
  const token = forgedToken(Math.floor(Date.now() / 1000) + 86_400);
  const headers = { cookie: `${AUTH_COOKIE}=${encodeURIComponent(sessionValue(token))}` };
  const since = Date.now() - 200;
  for (let i = 0; i < 8; i++) {
    const response = await request.get("/en/about", { headers });
    expect(response.status()).toBe(200);
    // Cleared every time: the browser is told to drop it, and the page is the public one.
    expect(response.headers()["set-cookie"] ?? "").toContain(`${AUTH_COOKIE}=;`);
  }
  expect(await loggedRequests(pb, since, /auth-refresh/)).toHaveLength(1);
});

test("the same forged pb_auth in 8 requests at once also reaches auth-refresh once (item 5)", async ({ pb, request }) => {
  const token = forgedToken(Math.floor(Date.now() / 1000) + 86_400 + 1);
  const headers = { cookie: `${AUTH_COOKIE}=${encodeURIComponent(sessionValue(token))}` };
  const since = Date.now() - 200;
  const responses = await Promise.all(Array.from({ length: 8 }, () => request.get("/en/about", { headers })));
  expect(responses.map((r) => r.status())).toEqual(Array(8).fill(200));
  expect(await loggedRequests(pb, since, /auth-refresh/)).toHaveLength(1);
});
