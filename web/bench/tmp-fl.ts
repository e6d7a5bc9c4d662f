import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { measureFirstLoad } from "./first-load-js";
const { weights } = measureFirstLoad(process.argv[2]!);
const w = weights.find((x) => x.route === "/[locale]/about")!;
for (const f of w.files) {
  const text = readFileSync(`${process.argv[2]}/${f}`, "utf8");
  console.log(f, gzipSync(text, { level: 9 }).length, /search-button|aria-haspopup/.test(text) ? "HAS-SEARCH" : "", /_context|SearchDialog|tabindex="-1"/.test(text) ? "DIALOG" : "");
}
