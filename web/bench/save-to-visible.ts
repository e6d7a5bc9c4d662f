// Seconds from a save in PocketBase to the change on the public site, for the
// four kinds of edit staff make:
//   offer title      offers.title_en          → /en/offers
//   room price       room_types.price_per_night → /en/OurRooms
//   setting          settings.phone           → the footer of /en
//   interface text   ui_texts override of Footer.contactUs → the footer of /en/about
//
//   npm run -w web bench:freshness                 (starts its own stack: PocketBase + seed + build + next start)
//   npm run -w web bench:freshness -- --url http://localhost:3000 --pb http://127.0.0.1:8090
//                                                  (a running stack; PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD from env)
//   --runs 5      saves to time per case (default 5)
//   --warmup 1    saves per case before timing starts (default 1): the first
//                 save also loads the webhook route and the page's code in a
//                 fresh server; it is printed but not counted
//
// Each run warms the page cache (two reads), saves through the PocketBase API
// (the revalidate hook fires after the save, before the API answers), then
// polls the page every 25 ms until the new value is there. The clock starts
// before the save call, so the figure includes it. Originals are restored at
// the end. Goal: ≤ 1 s each; exits 1 if a case's median is above it.
import PocketBase from "pocketbase";
import { startStack, type Stack } from "../tests/e2e/stack";
import { option, printTable } from "./lib/cli";
import { saveResult } from "./lib/results";

const TIMEOUT_MS = 30_000;
const GOAL_S = 1;

interface Case {
  name: string;
  path: string;
  /** Saves a new value in PocketBase; returns what must show up on the page. */
  change(run: number): Promise<string>;
  /** Where on the page the value must appear (the whole page unless narrowed). */
  region?(html: string): string;
  restore(): Promise<void>;
}

const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
const nonce = () => Date.now().toString(36).slice(-5);

async function pollUntil(url: string, expected: string, region: (html: string) => string): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < TIMEOUT_MS) {
    if (region(await (await fetch(url)).text()).includes(expected)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`"${expected}" did not appear on ${url} within ${TIMEOUT_MS / 1000} s`);
}

async function cases(pb: PocketBase): Promise<Case[]> {
  const offer = await pb.collection("offers").getFirstListItem("published = true", { sort: "sort_order" });
  const room = await pb.collection("room_types").getFirstListItem("published = true", { sort: "sort_order" });
  const settings = await pb.collection("settings").getFirstListItem("", { sort: "-created" });
  const currency = settings.currency as string;
  let override: string | undefined;

  return [
    {
      name: "offer title",
      path: "/en/offers",
      async change() {
        const title = `${offer.title_en as string} (${nonce()})`;
        await pb.collection("offers").update(offer.id, { title_en: title });
        return title;
      },
      restore: async () => void (await pb.collection("offers").update(offer.id, { title_en: offer.title_en })),
    },
    {
      name: "room price",
      path: "/en/OurRooms",
      async change(run) {
        const price = 700_000 + run * 1_000 + Math.floor(Math.random() * 997);
        await pb.collection("room_types").update(room.id, { price_per_night: price });
        return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(price);
      },
      restore: async () => void (await pb.collection("room_types").update(room.id, { price_per_night: room.price_per_night })),
    },
    {
      name: "setting (footer phone)",
      path: "/en",
      region: footer,
      async change() {
        const phone = `+964 780 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Date.now() % 10_000).padStart(4, "0")}`;
        await pb.collection("settings").update(settings.id, { phone });
        return phone;
      },
      restore: async () => void (await pb.collection("settings").update(settings.id, { phone: settings.phone })),
    },
    {
      name: "interface text",
      path: "/en/about",
      region: footer,
      async change() {
        const text = `Write to us ${nonce()}`;
        if (override) await pb.collection("ui_texts").update(override, { value_en: text });
        else override = (await pb.collection("ui_texts").create({ key: "Footer.contactUs", value_en: text, value_ar: "" })).id;
        return text;
      },
      restore: async () => {
        if (override) await pb.collection("ui_texts").delete(override);
      },
    },
  ];
}

async function main() {
  const runs = Number(option("--runs") ?? 5);
  const warmups = Number(option("--warmup") ?? 1);
  let stack: Stack | undefined;
  let webUrl = option("--url");
  let pbUrl = option("--pb");
  let superuser = { email: process.env.PB_SUPERUSER_EMAIL ?? "", password: process.env.PB_SUPERUSER_PASSWORD ?? "" };
  if (!webUrl || !pbUrl) {
    stack = await startStack({ distDir: process.env.NEXT_DIST_DIR || ".next-e2e", log: (line) => console.error(line) });
    webUrl = stack.webUrl;
    pbUrl = stack.pbUrl;
    superuser = stack.superuser;
  }

  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(superuser.email, superuser.password);
  const results: { name: string; path: string; seconds: number[] }[] = [];

  try {
    for (const benchCase of await cases(pb)) {
      const url = `${webUrl}${benchCase.path}`;
      const seconds: number[] = [];
      try {
        for (let run = 1 - warmups; run <= runs; run++) {
          await fetch(url);
          await fetch(url);
          const started = performance.now();
          const expected = await benchCase.change(run);
          const saveMs = performance.now() - started;
          await pollUntil(url, expected, benchCase.region ?? ((html) => html));
          const visible = (performance.now() - started) / 1000;
          if (run >= 1) seconds.push(visible);
          const label = run >= 1 ? `run ${run}` : "warm-up";
          console.error(`${benchCase.name} ${label}: ${visible.toFixed(3)} s from save to visible (save call ${saveMs.toFixed(0)} ms)`);
        }
      } finally {
        await benchCase.restore();
      }
      results.push({ name: benchCase.name, path: benchCase.path, seconds });
    }
  } finally {
    await stack?.stop();
  }

  const summary = results.map(({ name, path, seconds }) => {
    const sorted = [...seconds].sort((a, b) => a - b);
    return { name, path, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
  });
  console.log(`\nsave-to-visible, ${runs} saves per case (goal ≤ ${GOAL_S} s)\n`);
  printTable(
    ["edit", "page", "median s", "max s", "goal"],
    summary.map((s) => [s.name, s.path, s.median.toFixed(3), s.max.toFixed(3), s.median <= GOAL_S ? "met" : "MISSED"]),
  );
  saveResult("save-to-visible", { goalSeconds: GOAL_S, runsPerCase: runs, cases: summary });
  if (summary.some((s) => s.median > GOAL_S)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
