// Resilience: what guests get while PocketBase is down, and that nothing is
// lost under concurrent bookings.
//
//   npm run -w web bench:resilience [-- --seconds 30 --concurrency 20]
//
// 1. Visits every route in both locales with PocketBase up (pages get cached).
// 2. Stops PocketBase. Every cached page must still answer 200 with the same
//    content, also after its revalidation period has passed; /book must show
//    the call-us panel with the phone number, not the form; a booking
//    submission must get a clear "unavailable" answer (never a 500).
// 3. Starts PocketBase again on the same data dir and port; the site, never
//    restarted, must serve fresh content and accept bookings again.
// 4. 20 guests submit valid bookings concurrently for 30 s through the site's
//    server action; every acknowledged request must be stored, once.
import { join } from "node:path";
import PocketBase from "pocketbase";
import { startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { startStack, webDir } from "../tests/e2e/stack";
import { LOCALES, STATIC_PATHS, inLocale } from "../tests/e2e/site-routes";
import { ensureBuild } from "./lib/build";
import { option, printTable } from "./lib/cli";
import { onInterrupt } from "./lib/cleanup";
import { saveResult } from "./lib/results";
import { callServerAction, findActionId, fingerprint } from "./lib/site-probe";

const seconds = Number(option("--seconds") ?? 30);
const concurrency = Number(option("--concurrency") ?? 20);
const distDir = option("--dist") ?? ".next-perf";
// Short, so the "after revalidation" check does not wait a minute.
const REVALIDATE_SECONDS = 5;
const runId = Date.now().toString(36);

interface Snapshot {
  status: number;
  print: string;
  cache: string;
}

async function visit(url: string): Promise<Snapshot> {
  const res = await fetch(url, { redirect: "manual" });
  const html = await res.text();
  return { status: res.status, print: fingerprint(html), cache: res.headers.get("x-nextjs-cache") ?? "-" };
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function guest(n: number, roomSlug: string) {
  return {
    checkIn: isoDay(10 + (n % 200)),
    checkOut: isoDay(12 + (n % 200)),
    roomLines: [{ roomType: roomSlug, rooms: 1, adults: 1, children: 0 }],
    firstName: `Guest${n}`,
    lastName: `Resilience-${runId}`,
    phone: "0780 123 4567",
    email: `guest${n}@example.com`,
    offer: "",
    breakfast: n % 2 === 0,
    website: "",
  };
}

/** A distinct loopback source address per simulated guest (the site rate-limits per address). */
const sourceAddress = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

async function main() {
  ensureBuild(distDir);
  const stack = await startStack({ distDir, build: "never", env: { CMS_REVALIDATE_SECONDS: String(REVALIDATE_SECONDS) } });
  let restarted: PocketBaseServer | undefined;
  onInterrupt(async () => {
    await restarted?.stop();
    await stack.stop();
  });
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
    return ok;
  };
  try {
    const admin = new PocketBase(stack.pbUrl);
    admin.autoCancellation(false);
    await admin.collection("_superusers").authWithPassword(stack.superuser.email, stack.superuser.password);
    const settings = await admin.collection("settings").getFirstListItem("", { sort: "-created" });
    const phone = String(settings.phone);
    const phoneDigits = phone.replace(/\D/g, "");
    const room = await admin.collection("room_types").getFirstListItem("published = true", { sort: "sort_order" });
    const offer = await admin.collection("offers").getFirstListItem("published = true", { sort: "sort_order" });
    const actionId = findActionId(join(webDir, stack.distDir), "requestBooking", "booking/actions");

    const paths = LOCALES.flatMap((locale) => [...STATIC_PATHS, `/offerDetails-${offer.id}`].map((p) => inLocale(p, locale)));
    const url = (path: string) => new URL(path, stack.webUrl).toString();

    // 1. PocketBase up: every page, twice (the second answer comes from the cache).
    const before = new Map<string, Snapshot>();
    for (const path of paths) {
      await visit(url(path));
      before.set(path, await visit(url(path)));
    }
    const broken = [...before].filter(([, s]) => s.status !== 200);
    check(broken.length === 0, `pages not 200 with PocketBase up: ${broken.map(([p, s]) => `${p} ${s.status}`).join(", ")}`);

    // 2. PocketBase down.
    console.log("▸ stopping PocketBase");
    await stack.pb.stop({ keepData: true });
    const rows: string[][] = [];
    let sameNow = 0;
    let sameLater = 0;
    const downNow = new Map<string, Snapshot>();
    for (const path of paths) downNow.set(path, await visit(url(path)));
    console.log(`▸ waiting ${REVALIDATE_SECONDS + 2} s so every cached page is past its revalidation time`);
    await new Promise((r) => setTimeout(r, (REVALIDATE_SECONDS + 2) * 1000));
    for (const path of paths) await visit(url(path)); // triggers the background refresh, which fails
    await new Promise((r) => setTimeout(r, 1000));
    for (const path of paths) {
      const was = before.get(path)!;
      const now = downNow.get(path)!;
      const later = await visit(url(path));
      const okNow = now.status === 200 && now.print === was.print;
      const okLater = later.status === 200 && later.print === was.print;
      if (okNow) sameNow++;
      if (okLater) sameLater++;
      rows.push([path, was.cache, String(now.status), okNow ? "same" : "DIFFERENT", String(later.status), okLater ? "same" : "DIFFERENT"]);
      check(okNow && okLater, `${path} while PocketBase is down: ${now.status}/${later.status} "${later.print}" (was "${was.print}")`);
    }
    console.log("\nPages while PocketBase is down (content = <title> and <h1> unchanged)");
    printTable(["path", "cache before", "down", "content", `down +${REVALIDATE_SECONDS + 3} s`, "content"], rows);

    const bookDown: Record<string, unknown> = {};
    for (const path of ["/book", "/en/book"]) {
      const res = await fetch(url(path));
      const html = await res.text();
      const showsPhone = html.replace(/\D/g, " ").includes(phoneDigits) || html.includes(`tel:+${phoneDigits}`) || html.includes(phone);
      const callPanel = html.includes('data-testid="reservation-unavailable"');
      const form = /<form[\s>]/.test(html);
      bookDown[path] = { status: res.status, showsPhone, callPanel, form };
      check(
        res.status === 200 && showsPhone && callPanel && !form,
        `${path} while PocketBase is down: ${res.status}, phone shown: ${showsPhone}, call-us panel: ${callPanel}, form: ${form}`,
      );
    }
    const submitDown = await callServerAction(url("/en/book"), actionId, ["en", guest(0, String(room.slug))], sourceAddress(0));
    const downValue = submitDown.value as { ok?: boolean; formError?: string } | undefined;
    check(
      submitDown.status === 200 && downValue?.ok === false && downValue.formError === "unavailable",
      `booking while PocketBase is down: HTTP ${submitDown.status}, ${JSON.stringify(downValue)}`,
    );
    console.log(`\n/book while down: ${JSON.stringify(bookDown)}`);
    console.log(`booking submission while down: HTTP ${submitDown.status}, answer ${JSON.stringify(downValue)}`);

    // 3. PocketBase back, same data and port; the site is not restarted.
    console.log("\n▸ starting PocketBase again (same data dir and port)");
    restarted = await startPocketBase({
      dataDir: stack.pb.dataDir,
      port: stack.pb.port,
      env: { WEB_URL: stack.webUrl, REVALIDATE_SECRET: stack.revalidateSecret },
    });
    await admin.collection("_superusers").authWithPassword(stack.superuser.email, stack.superuser.password);
    const newName = `${String(room.name_en)} (${runId})`;
    await admin.collection("room_types").update(room.id, { name_en: newName });
    const t0 = Date.now();
    let freshAfterMs: number | null = null;
    while (Date.now() - t0 < 30_000) {
      const html = await (await fetch(url("/en/OurRooms"))).text();
      if (html.includes(newName)) {
        freshAfterMs = Date.now() - t0;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    await admin.collection("room_types").update(room.id, { name_en: room.name_en });
    check(freshAfterMs !== null, "an edit made after PocketBase came back never reached /en/OurRooms");
    const submitBack = await callServerAction(url("/en/book"), actionId, ["en", guest(1, String(room.slug))], sourceAddress(1));
    const backValue = submitBack.value as { ok?: boolean; reference?: string } | undefined;
    check(
      submitBack.status === 200 && backValue?.ok === true,
      `booking after PocketBase came back: ${submitBack.status} ${JSON.stringify(backValue)}`,
    );
    console.log(
      `recovered: edit visible on /en/OurRooms after ${freshAfterMs ?? "never"} ms; booking ${backValue?.ok ? `acknowledged (${backValue.reference})` : "REFUSED"}`,
    );

    // 4. Concurrent bookings.
    console.log(`\n▸ ${concurrency} concurrent guests submitting bookings for ${seconds} s`);
    const acknowledged: string[] = [];
    const refusedBy = new Map<string, number>();
    let transportErrors = 0;
    let http5xx = 0;
    let next = 2;
    const latencies: number[] = [];
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < deadline) {
          const n = next++;
          const started = performance.now();
          try {
            const res = await callServerAction(
              url(n % 2 ? "/en/book" : "/book"),
              actionId,
              [n % 2 ? "en" : "ar", guest(n, String(room.slug))],
              sourceAddress(n),
            );
            latencies.push(performance.now() - started);
            const value = res.value as
              { ok?: boolean; reference?: string; formError?: string; fieldErrors?: Record<string, string> } | undefined;
            if (res.status >= 500) http5xx++;
            if (value?.ok && value.reference) acknowledged.push(value.reference);
            else {
              const reason = value?.formError ?? Object.values(value?.fieldErrors ?? {})[0] ?? `HTTP ${res.status}`;
              refusedBy.set(reason, (refusedBy.get(reason) ?? 0) + 1);
            }
          } catch {
            transportErrors++;
          }
        }
      }),
    );
    const stored = await admin
      .collection("booking_requests")
      .getList(1, 1, { filter: admin.filter("last_name = {:name}", { name: `Resilience-${runId}` }) });
    let missing = 0;
    for (let i = 0; i < acknowledged.length; i += 40) {
      const chunk = acknowledged.slice(i, i + 40);
      const filter = chunk.map((_, j) => `reference = {:r${j}}`).join(" || ");
      const found = await admin
        .collection("booking_requests")
        .getList(1, 1, { filter: admin.filter(filter, Object.fromEntries(chunk.map((r, j) => [`r${j}`, r]))) });
      missing += chunk.length - found.totalItems;
    }
    // The one acknowledged after the restart (step 3) carries the same last name.
    const storedInLoad = stored.totalItems - (backValue?.ok ? 1 : 0);
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    const attempts = next - 2;
    console.log(
      `submissions: ${attempts} · acknowledged: ${acknowledged.length} · stored: ${storedInLoad} · acknowledged but missing: ${missing}`,
    );
    console.log(`refused: ${JSON.stringify(Object.fromEntries(refusedBy))} · HTTP 5xx: ${http5xx} · transport errors: ${transportErrors}`);
    console.log(
      `latency p50 ${p(0.5).toFixed(0)} ms · p95 ${p(0.95).toFixed(0)} ms · max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms · ${(attempts / seconds).toFixed(1)} submissions/s`,
    );
    check(
      storedInLoad === acknowledged.length && missing === 0,
      `stored ${storedInLoad} != acknowledged ${acknowledged.length} (missing ${missing})`,
    );
    check(http5xx === 0 && transportErrors === 0, `${http5xx} HTTP 5xx and ${transportErrors} transport errors under load`);

    saveResult("resilience", {
      pages: paths.length,
      cachedPagesSameWhileDown: sameNow,
      cachedPagesSameAfterRevalidate: sameLater,
      book: bookDown,
      submissionWhileDown: { status: submitDown.status, value: downValue },
      recovery: { editVisibleAfterMs: freshAfterMs, bookingAcknowledged: backValue?.ok === true },
      load: {
        concurrency,
        seconds,
        attempts,
        acknowledged: acknowledged.length,
        stored: storedInLoad,
        missing,
        refused: Object.fromEntries(refusedBy),
        http5xx,
        transportErrors,
        p50: p(0.5),
        p95: p(0.95),
      },
    });
    console.log(
      `\npages 200 with the same content while down: ${sameNow}/${paths.length}; after revalidation time: ${sameLater}/${paths.length}`,
    );
  } finally {
    await restarted?.stop();
    await stack.stop();
  }
  if (failures.length) {
    console.error(`\nFAILED:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nresilience: all checks passed");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
