// Bundles the booking rules the site and PocketBase share
// (web/src/lib/booking/rules/, entry bundle.ts) into the one file PocketBase's
// hooks require: pocketbase/pb_hooks/booking-rules.gen.js, CommonJS for goja,
// PocketBase's JavaScript engine. Whitespace is minified: the file is read by
// goja, not by people (they read the rules' own folder), and is never edited.
//
//   node scripts/bundle-rules.mjs           writes the file (npm run rules:bundle)
//   node scripts/bundle-rules.mjs --check   fails when the file is not what the rules build to (npm run lint)
//   node scripts/bundle-rules.mjs --watch   writes it again at every change (npm run dev; PocketBase then reloads its hooks)
import { build, context } from "esbuild";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const entry = join(root, "web/src/lib/booking/rules/bundle.ts");
const out = join(root, "pocketbase/pb_hooks/booking-rules.gen.js");
const banner = "// Generated from web/src/lib/booking/rules by scripts/bundle-rules.mjs (npm run rules:bundle): do not edit.";

const options = {
  entryPoints: [entry],
  bundle: true,
  format: "cjs",
  platform: "neutral",
  // goja runs ES2015 and most of what came after; newer syntax (??=) is written out.
  target: "es2020",
  charset: "ascii",
  minifyWhitespace: true,
  legalComments: "none",
  banner: { js: banner },
  logLevel: "warning",
};
const name = relative(root, out);

if (process.argv.includes("--watch")) {
  const watching = await context({ ...options, outfile: out, logLevel: "info" });
  await watching.watch();
  console.log(`Writing ${name} at every change of web/src/lib/booking/rules`);
  await new Promise(() => {});
}

const code = (await build({ ...options, write: false })).outputFiles[0].text;

if (process.argv.includes("--check")) {
  if (!existsSync(out) || readFileSync(out, "utf8") !== code) {
    console.error(`${name} is not what web/src/lib/booking/rules builds to: run npm run rules:bundle and commit it.`);
    process.exit(1);
  }
} else {
  writeFileSync(out, code);
  console.log(`Wrote ${name} (${(code.length / 1024).toFixed(1)} KB)`);
}
