// The desk's pages pass axe in both languages (labels, contrast, landmarks,
// the right-to-left Arabic pages included), signed in as a manager so every
// page and control is there; and the sign-in page as a visitor sees it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { day } from "./booking-values";
import { createDeskMember, DESK_COOKIE, deskToken, makeRequest } from "./desk-helpers";

function violations(results: Awaited<ReturnType<AxeBuilder["analyze"]>>): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
  );
}

async function check(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  expect(violations(await new AxeBuilder({ page }).analyze()), path).toEqual([]);
}

for (const prefix of ["", "/en"]) {
  test(`${prefix || "/"}: the desk's pages have no axe violations`, async ({ browser, baseURL, pb }) => {
    test.setTimeout(120_000);
    const manager = await createDeskMember(pb, "manager", prefix ? "Axe manager" : "مدير الفحص");
    // A request of its own to read: the spec runs alone too.
    const rooms = await pb.collection("room_types").getFullList({ sort: "-room_count" });
    const request = await makeRequest(
      pb,
      { id: rooms[0]!.id, price: rooms[0]!.price_per_night as number },
      {
        checkIn: day(20),
        status: "new",
        first: prefix ? "Axe" : "فحص",
        last: "Guest",
        phone: "+9647700000020",
        locale: prefix ? "en" : "ar",
      },
    );
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await check(page, `${prefix}/desk/sign-in`);
      const url = new URL(baseURL!);
      await context.addCookies([
        { name: DESK_COOKIE, value: await deskToken(pb, manager.id), domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" },
      ]);
      for (const path of [
        "",
        "/requests",
        `/requests/${request.id}`,
        "/occupancy",
        "/messages",
        "/accounts",
        "/activity",
        "/password",
        "/export",
        `/arrivals?day=${day(20)}`,
      ]) {
        await check(page, `${prefix}/desk${path}`);
      }
      // Issue 48a: a change of stay, and a request taken by phone.
      for (const path of [`/requests/${request.id}/change`, "/requests/new"]) await check(page, `${prefix}/desk${path}`);
    } finally {
      await context.close();
    }
  });
}
