// Outbox benchmark (issue 49): what happens to the hotel's e-mails on a bad
// day, counted. A real PocketBase (this repo's migrations, hooks and sender,
// with the retry timing .env.example documents) seeded with the hotel's
// content, a real SMTP receiver, and guests booking through the site's own
// submit path (each request queues staff's message and the guest's link).
//
// 1. The mail server stopped for --outage seconds (600) while --requests
//    guests (200) book, spread over it, then started: every message must be
//    delivered within 60 s of its return, none twice.
// 2. PocketBase killed with SIGKILL while it sends the next --requests
//    guests' messages (the server takes --delay ms each), then started again:
//    nothing lost, at most the message in flight sent twice.
//
//   npm run -w web bench:outbox [-- --outage 600 --requests 200 --delay 100]
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type PocketBase from "pocketbase";
import { startPocketBase, superuserClient, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { submitBooking } from "@/lib/booking/submit";
import { startSmtpReceiver } from "../tests/int/booking-helpers";
import { bookingInput, startBookingSite } from "../tests/int/booking-site";
import { webDir } from "../tests/e2e/stack";
import { option } from "./lib/cli";
import { saveResult } from "./lib/results";

const outageSeconds = Number(option("--outage") ?? 600);
const requests = Number(option("--requests") ?? 200);
const delayMs = Number(option("--delay") ?? 100);
const DELIVERY_BUDGET_S = 60;

/** The sender's timing as production runs it: .env.example's documented defaults. */
function productionTiming(): Record<string, string> {
  const timing: Record<string, string> = {};
  for (const line of readFileSync(join(webDir, "..", ".env.example"), "utf8").split("\n")) {
    const match = /^(MAIL_RETRY_FIRST_WAIT|MAIL_RETRY_MAX_WAIT|MAIL_GIVE_UP_AFTER|MAIL_PROBE_INTERVAL|MAIL_SEND_TIMEOUT)=(\S+)/.exec(line);
    if (match) timing[match[1]!] = match[2]!;
  }
  return timing;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const arrivals = new Map<string, number[]>();
  const smtp = await startSmtpReceiver(undefined, (mail) => {
    const times = arrivals.get(mail.messageId) ?? [];
    times.push(performance.now());
    arrivals.set(mail.messageId, times);
  });
  const env = {
    ...productionTiming(),
    STAFF_NOTIFY_EMAIL: "front-desk@example.com",
    SITE_URL: "https://hotel.example",
  };
  console.log(`sender timing: ${JSON.stringify(productionTiming())}`);
  const site = await startBookingSite({ smtp, env, clientKey: "bench-outbox", rateLimits: false });
  let pb: PocketBaseServer = site.pb;
  let admin: PocketBase = site.admin;
  const dataDir = pb.dataDir;
  let guests = 0;
  const book = async () => {
    guests++;
    const t0 = performance.now();
    const result = await submitBooking(bookingInput({ lastName: `Outbox-${guests}`, email: `guest-${guests}@example.com` }), {
      ...site.ctx,
      locale: guests % 2 ? "en" : "ar",
    });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    return performance.now() - t0;
  };
  const messagesSince = async (since: string) =>
    admin.collection("outbox").getFullList({ filter: admin.filter("created >= {:since}", { since }), fields: "id,message_id,status" });
  const pbNow = () => new Date().toISOString().replace("T", " ");
  const count = (ids: string[]) => {
    const copies = ids.map((id) => arrivals.get(id)?.length ?? 0);
    return {
      missing: copies.filter((n) => n === 0).length,
      twice: copies.filter((n) => n === 2).length,
      more: copies.filter((n) => n > 2).length,
    };
  };
  async function allSent(since: string, timeoutMs: number) {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const messages = await messagesSince(since);
      if (messages.every((m) => m.status !== "queued") || performance.now() > deadline) return messages;
      await sleep(250);
    }
  }
  let failed = false;

  try {
    // ---------------------------------------------------------------- 1. the outage
    const outageStart = pbNow();
    await smtp.stop();
    const stopped = performance.now();
    console.log(`\nmail server stopped; ${requests} guests book over ${outageSeconds} s`);
    const waits: number[] = [];
    for (let i = 0; i < requests; i++) {
      const due = stopped + (i * outageSeconds * 1000) / requests;
      await sleep(Math.max(0, due - performance.now()));
      waits.push(await book());
    }
    await sleep(Math.max(0, stopped + outageSeconds * 1000 - performance.now()));
    const queued = await messagesSince(outageStart);
    const waiting = queued.filter((m) => m.status === "queued").length;
    await smtp.start();
    const back = performance.now();
    console.log(`mail server started after ${fmt(back - stopped)}: ${queued.length} messages, ${waiting} of them queued`);
    const sent = await allSent(outageStart, 300_000);
    const ids = sent.map((m) => m.message_id as string);
    const last = Math.max(...ids.map((id) => Math.max(...(arrivals.get(id) ?? [Infinity]))));
    const first = Math.min(...ids.map((id) => Math.min(...(arrivals.get(id) ?? [Infinity]))));
    const outage = {
      requests,
      messages: ids.length,
      firstDeliveredAfterReturnS: (first - back) / 1000,
      deliveredAfterReturnS: (last - back) / 1000,
      ...count(ids),
    };
    const sortedWaits = waits.sort((a, b) => a - b);
    const outageOk = outage.missing === 0 && outage.twice === 0 && outage.more === 0 && outage.deliveredAfterReturnS <= DELIVERY_BUDGET_S;
    failed ||= !outageOk;
    console.log(
      `outage: ${outage.messages} messages from ${requests} requests; the first delivered ${outage.firstDeliveredAfterReturnS.toFixed(1)} s and all ${outage.deliveredAfterReturnS.toFixed(1)} s after the server returned (budget ${DELIVERY_BUDGET_S} s); missing ${outage.missing}, twice ${outage.twice + outage.more}: ${outageOk ? "ok" : "OUTSIDE"}`,
    );
    console.log(
      `guests' submit-to-saved while it was down: p50 ${percentile(sortedWaits, 50).toFixed(1)} ms, p95 ${percentile(sortedWaits, 95).toFixed(1)} ms`,
    );

    // ---------------------------------------------------------------- 2. SIGKILL while sending
    const killStart = pbNow();
    smtp.behaviour.delayMs = delayMs;
    const held = smtp.hold();
    for (let i = 0; i < requests; i++) await book();
    const total = (await messagesSince(killStart)).length;
    const before = [...arrivals.values()].reduce((n, t) => n + t.length, 0);
    held.release();
    // Kill it a third of the way through its queue, mid-message (each takes `delayMs` at the server).
    while ([...arrivals.values()].reduce((n, t) => n + t.length, 0) - before < Math.floor(total / 3)) await sleep(20);
    await sleep(delayMs / 2);
    const receivedBeforeKill = [...arrivals.values()].reduce((n, t) => n + t.length, 0) - before;
    await pb.stop({ keepData: true, signal: "SIGKILL" });
    console.log(`\nPocketBase killed (SIGKILL) after ${receivedBeforeKill} of ${total} messages; started again on the same data`);
    pb = await startPocketBase({
      dataDir,
      port: pb.port,
      env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_TLS: "false", ...env },
    });
    admin = await superuserClient(pb);
    const afterKill = await allSent(killStart, 300_000);
    const killIds = afterKill.map((m) => m.message_id as string);
    const killed = { messages: killIds.length, receivedBeforeKill, ...count(killIds) };
    const killOk = killed.missing === 0 && killed.more === 0 && killed.twice <= 1;
    failed ||= !killOk;
    console.log(
      `SIGKILL mid-send: ${killed.messages} messages; missing ${killed.missing}, twice ${killed.twice}, more than twice ${killed.more} (budget: none lost, at most the one in flight twice): ${killOk ? "ok" : "OUTSIDE"}`,
    );
    saveResult("outbox", {
      outageSeconds,
      delayMs,
      outage,
      submitP50Ms: percentile(sortedWaits, 50),
      submitP95Ms: percentile(sortedWaits, 95),
      killed,
    });
  } finally {
    await pb.stop({ keepData: true });
    await rm(dataDir, { recursive: true, force: true });
    await smtp.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
