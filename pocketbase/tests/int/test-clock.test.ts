// The calendar sweep's one clock (scripts/sweep.mjs): PocketBase's Go clock
// (autodate, token expiry), its hooks' Date and the Node that runs the test
// read the same now, and @now in an API rule follows it. Outside the sweep the
// offset is 0 and the stock build is checked the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, superuserClient, testClockOffsetSeconds, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, adminDay, basraToday } from "../../testing/booking-fixtures";

let server: PocketBaseServer;

beforeAll(async () => {
  server = await startPocketBase();
});

afterAll(async () => {
  await server?.stop();
});

const ms = (pocketBaseDate: string) => Date.parse(pocketBaseDate.replace(" ", "T"));

describe("the test clock", { tags: ["calendar"] }, () => {
  it("is the same in Node, in PocketBase's Go code and in its hooks' JavaScript", async () => {
    const admin = await superuserClient(server);
    const before = Date.now();
    const { checkedAt } = await admin.send<{ checkedAt: string }>("/api/hotel/content-report", {});
    const staff = await admin.collection("_superusers").create({
      email: `clock-${before}@example.com`,
      password: "test-clock-password",
      passwordConfirm: "test-clock-password",
    });
    const after = Date.now();
    // Seconds apart at most (the Go offset is whole seconds); a year apart when one clock missed the offset.
    for (const stamp of [Date.parse(checkedAt), ms(staff.created as string)]) {
      expect(stamp).toBeGreaterThan(before - 2_000);
      expect(stamp).toBeLessThan(after + 2_000);
    }
    const exp = JSON.parse(Buffer.from(admin.authStore.token.split(".")[1]!, "base64url").toString()).exp as number;
    expect(exp * 1000).toBeGreaterThan(after);
    // And that one clock is the sweep's: performance's time origin is the real one.
    const real = performance.timeOrigin + performance.now();
    expect(Math.abs(Date.now() - real - testClockOffsetSeconds() * 1000)).toBeLessThan(2_000);
  });

  it("moves @now in the offers' API rule: an offer is public through its last day in Basra", async () => {
    const admin = await superuserClient(server);
    const today = basraToday();
    const offer = (slug: string, lastDay: string) =>
      admin.collection("offers").create({
        slug,
        title_ar: "عرض",
        title_en: "Offer",
        summary_ar: "ملخص.",
        summary_en: "Summary.",
        body_ar: "<p>تفاصيل.</p>",
        body_en: "<p>Details.</p>",
        published: true,
        valid_from: adminDay(addDays(today, -30)),
        valid_through: adminDay(lastDay),
      });
    const [current, ended] = [await offer("ends-today", today), await offer("ended-yesterday", addDays(today, -1))];
    const anonymous = (await fetch(`${server.url}/api/collections/offers/records?perPage=200`).then((r) => r.json())) as {
      items: { slug: string }[];
    };
    const slugs = anonymous.items.map((o) => o.slug);
    expect(slugs).toContain(current.slug);
    expect(slugs).not.toContain(ended.slug);
  });
});
