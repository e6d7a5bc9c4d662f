// `npm test` lints the whole checkout, so it must skip what git ignores:
// after `npm start`, PocketBase has written pocketbase/pb_data/types.d.ts,
// which ESLint used to lint and fail on (a newcomer's second README command
// failed after the first).
import { ESLint } from "eslint";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** A file inside each directory .gitignore names: at the root, and one level down where git would match it there too. */
function filesInIgnoredDirectories(): string[] {
  const patterns = readFileSync(`${root}/.gitignore`, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.endsWith("/") && !line.startsWith("#") && !line.startsWith("!"));
  return patterns.flatMap((pattern) => {
    const dir = pattern.replace(/^\//, "").replaceAll("*", "x");
    const anyDepth = !pattern.startsWith("/") && !pattern.slice(0, -1).includes("/");
    return anyDepth ? [`${dir}generated.ts`, `web/${dir}generated.ts`] : [`${dir}generated.ts`];
  });
}

describe("lint ignores what git ignores", () => {
  it("skips the types PocketBase writes into pb_data", async () => {
    expect(await eslint.isPathIgnored(`${root}/pocketbase/pb_data/types.d.ts`)).toBe(true);
  });

  it("skips a file in every directory .gitignore names", async () => {
    const files = filesInIgnoredDirectories();
    expect(files.length).toBeGreaterThan(10);
    const linted = [];
    for (const file of files) if (!(await eslint.isPathIgnored(`${root}/${file}`))) linted.push(file);
    expect(linted).toEqual([]);
  });

  it("still lints the site's, the seed's and PocketBase's own code", async () => {
    for (const file of ["web/src/app/fonts.ts", "seed/src/seed.ts", "pocketbase/testing/pocketbase-server.ts", "web/bench/lighthouse.ts"])
      expect(await eslint.isPathIgnored(`${root}/${file}`), file).toBe(false);
  });
});
