// Booking submit benchmark: 20 guests press "Send" at the same moment.
// Starts a real PocketBase (this repo's migrations and hooks) seeded with the
// hotel's content and a local SMTP receiver (the outbox's sender delivers the
// staff's and the guest's e-mails to it after the answer, as in production),
// then calls the booking form's server entry point (submitBooking) 20 times
// concurrently, for several rounds. With --slow-mail MS the receiver takes MS
// per message while the rounds run (a guest's wait must not change).
// Prints p50/p95/max submit-to-saved time (from the call until the request is
// acknowledged, which happens only after PocketBase saved it), PocketBase's CPU
// per submission, and checks that every acknowledged request is stored exactly once.
//
// With --rates N, N more seasonal rates and N closures are spread over the
// next year first (the server loads and applies all of them on every submit),
// and guests whose stay would cross a closed night take the nearest open one.
// With --confirmed N, N requests confirmed by staff are spread over the next
// year first (the server and PocketBase count the rooms they hold on every
// submit, to refuse a stay across a full night).
//
//   npm run -w web bench:booking [-- --rounds 5 --concurrency 20 --rates 20 --confirmed 200 --slow-mail 2000]
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startPocketBase } from "@hotel/pocketbase/testing";
import { bookingRecord, pbDay, ruleNights } from "@hotel/pocketbase/testing/booking-fixtures";
import { connectAsSuperuser, seedDatabase } from "@hotel/seed";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { createRateLimiter } from "@/lib/forms/rate-limit";
import { submitBooking } from "@/lib/booking/submit";
import { bookingForm } from "@/lib/booking/test-input";
import type { StayRules } from "@/lib/domain";
import { stayProblem } from "@/lib/booking/rules/stay-rules";
import { createPocketBaseBookingStore } from "@/lib/cms/bookings";
import { reshapeClosure, reshapeSeason } from "@/lib/cms/reshape";
import type { ClosuresResponse, SeasonalRatesResponse } from "@/lib/cms/pocketbase-types";
import { startSmtpReceiver } from "../tests/int/booking-helpers";
import { cpuMs } from "./lib/cpu";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "20" },
    rates: { type: "string", default: "0" },
    confirmed: { type: "string", default: "0" },
    "slow-mail": { type: "string", default: "0" },
  },
});
const rounds = Number(args.rounds);
const concurrency = Number(args.concurrency);
const extraRates = Number(args.rates);
const confirmedRequests = Number(args.confirmed);
const slowMailMs = Number(args["slow-mail"]);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

// PocketBase refuses the site account's 61st booking in a minute (a backstop
// above the site's own per-guest limit, migration 1763900000). Every
// simulated guest here shares that account, so the bench raises the backstop
// to what it sends: it measures submit latency, not the limiter.
async function liftSiteCreateBackstop(admin: Awaited<ReturnType<typeof connectAsSuperuser>>, rounds: number, concurrency: number) {
  const { rateLimits } = (await admin.settings.getAll()) as {
    rateLimits: { enabled: boolean; rules: { label: string; audience: string; maxRequests: number; duration: number }[] };
  };
  const needed = (rounds + 1) * concurrency;
  const rules = rateLimits.rules.map((rule) =>
    rule.label === "booking_requests:create" && rule.audience === "@auth"
      ? { ...rule, maxRequests: Math.max(rule.maxRequests, needed) }
      : rule,
  );
  await admin.settings.update({ rateLimits: { ...rateLimits, rules } });
}

type Admin = Awaited<ReturnType<typeof connectAsSuperuser>>;

/** `count` seasons and `count` one-night closures spread over the next year, overlapping some of the guests' stays. */
async function seedRates(admin: Admin, count: number, today: string, roomIds: string[]) {
  for (let i = 0; i < count; i++) {
    const first = addDays(today, 5 + 18 * i);
    await admin.collection("seasonal_rates").create({
      name_ar: `موسم ${i + 1}`,
      name_en: `Bench season ${i + 1}`,
      ...ruleNights(first, addDays(first, 5)),
      room_type: i % 2 ? roomIds[i % roomIds.length] : "",
      percent_change: 5 + i,
      priority: i % 3,
      min_stay: i % 4 === 0 ? 2 : 0,
    });
    const closed = addDays(today, 14 + 18 * i);
    await admin.collection("closures").create({
      reason_ar: `مغلق ${i + 1}`,
      reason_en: `Bench closure ${i + 1}`,
      ...ruleNights(closed, closed),
      room_type: i % 2 ? roomIds[i % roomIds.length] : "",
    });
  }
}

/**
 * `count` requests confirmed by staff, one room for 1–3 nights each, spread
 * over the next year and over the room types thinly enough that none is full
 * (a full night would turn the guests' submits into refusals, not saves).
 */
async function seedConfirmed(admin: Admin, count: number, today: string, roomIds: string[]) {
  for (let i = 0; i < count; i++) {
    const checkIn = addDays(today, 1 + ((i * 7) % 360));
    const nights = 1 + (i % 3);
    await admin.collection("booking_requests").create(
      bookingRecord(checkIn, {
        // Staff's own requests (taken by phone) need not follow the site's reference alphabet.
        reference: `CONFIRMED-${i}`,
        status: "confirmed",
        locale: i % 2 ? "en" : "ar",
        check_out: pbDay(addDays(checkIn, nights)),
        nights,
        guests: 1,
        first_name: `Confirmed${i}`,
        last_name: "Benchmark",
        room_type: roomIds[i % roomIds.length],
        total_price: 1,
      }),
    );
  }
}

async function loadRates(admin: Admin): Promise<StayRules> {
  const [seasons, closures] = await Promise.all([
    admin.collection("seasonal_rates").getFullList<SeasonalRatesResponse>({ filter: "published = true" }),
    admin.collection("closures").getFullList<ClosuresResponse>({ filter: "published = true" }),
  ]);
  return { seasons: seasons.map((r) => reshapeSeason(r, "en")), closures: closures.map((r) => reshapeClosure(r, "en")) };
}

async function main() {
  const smtp = await startSmtpReceiver();
  const pb = await startPocketBase({
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      STAFF_NOTIFY_EMAIL: "front-desk@example.com",
      MAIL_FROM: "reservations@example.com",
      // The guest's e-mail carries their private link, built from the site's address.
      SITE_URL: "https://hotel.example",
    },
  });
  try {
    const admin = await connectAsSuperuser(pb.url, pb.superuser.email, pb.superuser.password);
    await seedDatabase(admin);
    await liftSiteCreateBackstop(admin, rounds, concurrency);
    const rooms = await admin.collection("room_types").getFullList({ filter: "published = true" });
    const offer = await admin
      .collection("offers")
      .getFirstListItem('slug = "wedding-offer"')
      .catch(() => null);
    const store = createPocketBaseBookingStore({ url: pb.url, ...pb.site });
    await seedRates(
      admin,
      extraRates,
      hotelToday(),
      rooms.map((r) => r.id),
    );
    await seedConfirmed(
      admin,
      confirmedRequests,
      hotelToday(),
      rooms.map((r) => r.id),
    );
    const rates = await loadRates(admin);
    // The seeded requests' e-mails go out before the rounds, so the sender's work for them is not measured.
    const queued = async () => (await admin.collection("outbox").getList(1, 1, { filter: "status = 'queued'" })).totalItems;
    while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 250));
    smtp.behaviour.delayMs = slowMailMs;
    const confirmed = (await admin.collection("booking_requests").getList(1, 1, { filter: "status = 'confirmed'" })).totalItems;
    console.log(`seasonal rates: ${rates.seasons.length}, closures: ${rates.closures.length}, confirmed requests: ${confirmed}`);
    // Every simulated guest is a different client, as in real life.
    const limiter = createRateLimiter({ capacity: 1_000_000, refillMs: 1_000 });
    const today = hotelToday();

    const guest = (round: number, i: number) => {
      const room = rooms[i % rooms.length]!;
      const withOffer = offer && offer.room_type === room.id && i % 2 === 0;
      const wanted = {
        checkIn: addDays(today, 3 + ((round * concurrency + i) % 60)),
        checkOut: addDays(today, 5 + ((round * concurrency + i) % 60)),
      };
      const problem = stayProblem({ ...wanted, roomTypeId: room.id }, rates, today);
      const stay = problem?.kind === "closed" && problem.suggestion ? problem.suggestion : wanted;
      return {
        ...bookingForm(stay.checkIn, stay.checkOut),
        roomLines: [{ roomType: room.slug, rooms: 1, adults: 1, children: 0 }],
        firstName: `Guest${round}x${i}`,
        lastName: "Benchmark",
        email: `guest${round}x${i}@example.com`,
        offer: withOffer ? offer.id : "",
        breakfast: i % 3 === 0,
      };
    };

    const all: number[] = [];
    const acknowledged: string[] = [];
    let refused = 0;
    let cpuBefore = 0;
    // Round 0 warms up (first sign-in, JS VM pool, SQLite caches) and is reported but not counted.
    for (let round = 0; round <= rounds; round++) {
      if (round === 1) cpuBefore = cpuMs(pb.pid);
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: concurrency }, async (_, i) => {
          const t0 = performance.now();
          const result = await submitBooking(guest(round, i), {
            locale: i % 2 ? "en" : "ar",
            clientKey: `bench-${round}-${i}`,
            store,
            limiter,
          });
          return { ms: performance.now() - t0, result };
        }),
      );
      const wall = performance.now() - started;
      const times = results.map((r) => r.ms).sort((a, b) => a - b);
      for (const { result } of results) {
        if (result.ok) {
          if (round > 0) acknowledged.push(result.reference);
        } else {
          refused++;
          console.error("refused:", JSON.stringify(result));
        }
      }
      if (round > 0) all.push(...times);
      console.log(
        `${round === 0 ? "warm-up" : `round ${round}`}: ${concurrency} concurrent · p50 ${fmt(percentile(times, 50))} · p95 ${fmt(percentile(times, 95))} · max ${fmt(times.at(-1)!)} · wall ${fmt(wall)}`,
      );
    }

    // What each booking costs PocketBase, its e-mails sent included: what 20 guests at once queue for on the
    // cores. (A slow mail server would keep the bench waiting for minutes: then the rounds' share only.)
    if (slowMailMs === 0) while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 100));
    const cpuPerSubmission = (cpuMs(pb.pid) - cpuBefore) / (rounds * concurrency);

    // Stored == acknowledged: every reference the guests were given is in PocketBase exactly once.
    let stored = 0;
    for (let i = 0; i < acknowledged.length; i += 50) {
      const chunk = acknowledged.slice(i, i + 50);
      const filter = chunk.map((_, j) => `reference = {:r${j}}`).join(" || ");
      const params = Object.fromEntries(chunk.map((r, j) => [`r${j}`, r]));
      stored += (await admin.collection("booking_requests").getList(1, 1, { filter: admin.filter(filter, params) })).totalItems;
    }
    const sorted = all.sort((a, b) => a - b);
    console.log("");
    console.log(`submissions: ${sorted.length} (${rounds} rounds × ${concurrency} concurrent), refused: ${refused}`);
    console.log(`submit-to-saved p50 ${fmt(percentile(sorted, 50))} · p95 ${fmt(percentile(sorted, 95))} · max ${fmt(sorted.at(-1)!)}`);
    console.log(
      `PocketBase CPU per submission ${fmt(cpuPerSubmission)} (${slowMailMs === 0 ? "its e-mails sent included" : "until the last answer"})`,
    );
    console.log(`acknowledged ${acknowledged.length} · stored ${stored} · stored == acknowledged: ${stored === acknowledged.length}`);
    const outbox = await admin.collection("outbox").getList(1, 1);
    console.log(
      `mail server: ${slowMailMs} ms per message; outbox ${outbox.totalItems} messages, ${await queued()} still queued, ${smtp.messages.length} received`,
    );
    if (stored !== acknowledged.length || refused > 0) process.exitCode = 1;
  } finally {
    await pb.stop();
    await smtp.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
