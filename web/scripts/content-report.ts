// `npm run content:report [-- --strict] [-- --json]`: which rooms, facilities,
// offers, catering sections, pages and 360° scenes lack Arabic or English
// text, drafts included. The rules are PocketBase's own
// (pb_hooks/publishing-lib.js, GET /api/hotel/content-report), so this lists
// exactly what the admin UI would refuse to publish.
//
// Reads PB_URL (or PB_PORT), PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD
// from the shell, then .env, then .env.example, like `npm start`.
// --strict exits with 1 when anything is missing (for CI); --json prints the raw report.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import PocketBase from "pocketbase";
import { pocketBaseUrl } from "../src/lib/pocketbase-url";

const root = fileURLToPath(new URL("../..", import.meta.url));

interface Incomplete {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  missing: string[];
}
interface Report {
  checkedAt: string;
  collections: { collection: string; total: number; incomplete: Incomplete[] }[];
}

function loadEnv(): void {
  const fromFile = (name: string) => {
    const file = join(root, name);
    const values: Record<string, string> = {};
    if (!existsSync(file)) return values;
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match) values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, "$2");
    }
    return values;
  };
  for (const [key, value] of Object.entries({ ...fromFile(".env.example"), ...fromFile(".env") })) {
    if (!process.env[key]) process.env[key] = value;
  }
}

/** A plain-text table per collection, Arabic/English gaps named per field. */
function formatReport(report: Report, pbUrl: string): string {
  const lines: string[] = [];
  let missing = 0;
  for (const { collection, total, incomplete } of report.collections) {
    missing += incomplete.length;
    const status = incomplete.length === 0 ? "complete" : `${incomplete.length} incomplete`;
    lines.push(`${collection} (${total} records): ${status}`);
    for (const record of incomplete) {
      const name = record.title || record.slug || record.id;
      lines.push(`  ${record.published ? "PUBLISHED" : "draft    "}  ${name}  [${record.id}]`);
      lines.push(`             missing: ${record.missing.join(", ")}`);
      lines.push(`             edit:    ${pbUrl}/_/#/collections?collection=${collection}&record=${record.id}`);
    }
  }
  lines.push("");
  lines.push(missing === 0 ? "Every record has its Arabic and English texts." : `${missing} record(s) lack Arabic or English text.`);
  return lines.join("\n");
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--strict" && a !== "--json");
  if (unknown.length) throw new Error(`Unknown argument(s): ${unknown.join(" ")}. Usage: content:report [--strict] [--json]`);
  loadEnv();
  const url = pocketBaseUrl(process.env);
  const email = process.env.PB_SUPERUSER_EMAIL;
  const password = process.env.PB_SUPERUSER_PASSWORD;
  if (!email || !password) throw new Error("PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD must be set (see .env.example).");

  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  try {
    await pb.collection("_superusers").authWithPassword(email, password);
  } catch (error) {
    throw new Error(`cannot sign in to PocketBase at ${url} as ${email}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const report = await pb.send<Report>("/api/hotel/content-report", {});
  console.log(args.includes("--json") ? JSON.stringify(report, null, 2) : formatReport(report, url));
  const incomplete = report.collections.reduce((n, c) => n + c.incomplete.length, 0);
  if (args.includes("--strict") && incomplete > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`✖ Content report failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
