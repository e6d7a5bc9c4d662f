// The development loop's budget: an edit shows in an open browser tab within
// 2 s. Against a running `npm run dev` (--url, default http://localhost:3000),
// it saves a marker into a message file and into a component, times until the
// open tab shows it (hot reload, no navigation by the script), and puts both
// files back. Usage: npm run -w web bench:dev-reload -- [--url URL] [--runs N]
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { systemChromiumLaunchOptions } from "../tests/e2e/system-chromium";
import { option, printTable } from "./lib/cli";

const BUDGET_MS = 2_000;
const base = option("--url") ?? "http://localhost:3000";
const runs = Number(option("--runs") ?? 5);

interface Edit {
  name: string;
  file: string;
  apply: (source: string, marker: string) => string;
}

const EDITS: Edit[] = [
  {
    name: "message file (messages/en.json)",
    file: new URL("../messages/en.json", import.meta.url).pathname,
    apply: (source, marker) => source.replace('"rights": "All rights reserved."', `"rights": "All rights reserved. ${marker}"`),
  },
  {
    name: "component (chrome/Footer.tsx)",
    file: new URL("../src/components/chrome/Footer.tsx", import.meta.url).pathname,
    apply: (source, marker) => source.replace("    </footer>", `      <p>${marker}</p>\n    </footer>`),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const browser = await chromium.launch(systemChromiumLaunchOptions());
  const page = await browser.newPage();
  await page.goto(`${base}/en`, { waitUntil: "networkidle", timeout: 180_000 });
  const rows: string[][] = [];
  let over = false;
  try {
    for (const edit of EDITS) {
      const original = readFileSync(edit.file, "utf8");
      const times: number[] = [];
      try {
        for (let run = 0; run < runs; run++) {
          const marker = `dev-reload-${Date.now()}-${run}`;
          const changed = edit.apply(original, marker);
          if (changed === original) throw new Error(`${edit.name}: the text to change was not found`);
          const started = Date.now();
          writeFileSync(edit.file, changed);
          await page.getByText(marker).first().waitFor({ timeout: 30_000 });
          times.push(Date.now() - started);
          writeFileSync(edit.file, original);
          await page.getByText(marker).first().waitFor({ state: "detached", timeout: 30_000 });
        }
      } finally {
        writeFileSync(edit.file, original);
      }
      const worst = Math.max(...times);
      over ||= worst > BUDGET_MS;
      rows.push([edit.name, `${median(times)} ms`, `${worst} ms`, worst <= BUDGET_MS ? "ok" : "over"]);
    }
  } finally {
    await browser.close();
  }
  printTable(["edit", "median", "max", `≤ ${BUDGET_MS} ms`], rows);
  if (over) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
