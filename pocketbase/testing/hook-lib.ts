// Loads one of pb_hooks' shared libraries into Node, as PocketBase's JSVM
// would: its own context, CommonJS exports, no PocketBase globals. For unit
// tests of the pure parts (prices, name rules) against the site's own code.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";

const hooksDir = resolve(dirname(fileURLToPath(import.meta.url)), "../pb_hooks");

export function loadHookLib<T>(file: string): T {
  const cjs = { exports: {} as T };
  runInNewContext(readFileSync(join(hooksDir, file), "utf8"), { module: cjs, exports: cjs.exports, __hooks: hooksDir }, { filename: file });
  return cjs.exports;
}
