// Loads one of pb_hooks' shared libraries into Node, as PocketBase's JSVM
// would: its own context, CommonJS exports, no PocketBase globals. For unit
// tests of the pure parts (prices, name rules) against the site's own code.
import { readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";

const hooksDir = resolve(dirname(fileURLToPath(import.meta.url)), "../pb_hooks");

/** `globals`: stand-ins for the PocketBase globals the code under test calls ($security, …). */
export function loadHookLib<T>(file: string, globals: Record<string, unknown> = {}): T {
  const cjs = { exports: {} as T };
  runInNewContext(
    readFileSync(join(hooksDir, file), "utf8"),
    {
      ...globals,
      module: cjs,
      exports: cjs.exports,
      __hooks: hooksDir,
      // Another of pb_hooks' libraries, loaded the same way (the hooks require each other by `${__hooks}/name.js`).
      require: (path: string) => loadHookLib(basename(path), globals),
    },
    { filename: file },
  );
  return cjs.exports;
}
