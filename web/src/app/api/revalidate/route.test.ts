import { beforeEach, describe, expect, it, vi } from "vitest";

const revalidateTag = vi.hoisted(() => vi.fn());
const after = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag }));
// `after` needs a request scope; record what the route schedules instead.
vi.mock("next/server", () => ({ after }));

async function loadRoute(secret: string | undefined) {
  vi.resetModules();
  vi.stubEnv("REVALIDATE_SECRET", secret ?? "");
  return import("./route");
}

function post(body: unknown, secret?: string) {
  return new Request("http://site.test/api/revalidate", {
    method: "POST",
    headers: { "content-type": "application/json", ...(secret === undefined ? {} : { "x-revalidate-secret": secret }) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeEach(() => {
  revalidateTag.mockClear();
  after.mockClear();
  vi.unstubAllEnvs();
});

describe("POST /api/revalidate", () => {
  it("expires the collection's tag at once when the secret matches", async () => {
    const { POST } = await loadRoute("shared-secret-123");
    const response = await POST(post({ collection: "offers", id: "abc" }, "shared-secret-123"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: "cms:offers" });
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith("cms:offers", { expire: 0 });
    // More expiries are scheduled after the response (renders straddling the save).
    expect(after).toHaveBeenCalledTimes(1);
  });

  it("calls itself again 0.4 s and 1.5 s after the save, each call expiring the tag at once", async () => {
    const { POST } = await loadRoute("shared-secret-123");
    await POST(post({ collection: "facilities" }, "shared-secret-123"));
    const scheduled = after.mock.calls[0]![0] as () => Promise<void>;
    const calls: { at: number; url: string; init: RequestInit }[] = [];
    vi.useFakeTimers();
    const started = Date.now();
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ at: Date.now() - started, url, init });
      return new Response("{}", { status: 200 });
    });
    try {
      const done = scheduled();
      await vi.advanceTimersByTimeAsync(399);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.map((c) => c.at)).toEqual([400]);
      await vi.advanceTimersByTimeAsync(1_100);
      await done;
      expect(calls.map((c) => c.at)).toEqual([400, 1_500]);
      for (const call of calls) {
        expect(call.url).toBe("http://site.test/api/revalidate");
        expect(call.init.headers).toMatchObject({ "x-revalidate-secret": "shared-secret-123" });
        expect(JSON.parse(call.init.body as string)).toEqual({ collection: "facilities", again: true });
      }
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it("a call that is itself a repeat expires the tag and schedules nothing", async () => {
    const { POST } = await loadRoute("shared-secret-123");
    const response = await POST(post({ collection: "offers", again: true }, "shared-secret-123"));
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith("cms:offers", { expire: 0 });
    expect(after).not.toHaveBeenCalled();
  });

  it("expires the availability counts' tag when PocketBase reports a confirmation or a cancellation", async () => {
    const { POST } = await loadRoute("shared-secret-123");
    const response = await POST(post({ collection: "availability", again: true }, "shared-secret-123"));
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith("cms:availability", { expire: 0 });
  });

  it("answers 401 to a wrong or missing secret and revalidates nothing", async () => {
    const { POST } = await loadRoute("shared-secret-123");
    expect((await POST(post({ collection: "offers" }, "shared-secret-124"))).status).toBe(401);
    expect((await POST(post({ collection: "offers" }))).status).toBe(401);
    // Nor does it call itself again: the repeat calls carry the secret.
    expect((await POST(post({ collection: "offers", again: false }, "shared-secret-124"))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });

  it("answers 401 to everyone when the site has no secret configured", async () => {
    const { POST } = await loadRoute(undefined);
    expect((await POST(post({ collection: "offers" }, ""))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("rejects collections that are not cached content, and bodies that are not JSON", async () => {
    const { POST } = await loadRoute("shared-secret-123");
    expect((await POST(post({ collection: "booking_requests" }, "shared-secret-123"))).status).toBe(400);
    expect((await POST(post({ collection: "__proto__" }, "shared-secret-123"))).status).toBe(400);
    expect((await POST(post("not json", "shared-secret-123"))).status).toBe(400);
    expect((await POST(post({ collection: "offers", again: "yes" }, "shared-secret-123"))).status).toBe(400);
    expect((await POST(post(null, "shared-secret-123"))).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
