import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first
 * line is this comment has all its functions compiled while it downloads, on
 * a background thread, instead of each one on the main thread the first time
 * it is called. Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** What every page loads, scripts and styles (build-manifest.json's `rootMainFiles`), as paths in `distDir`. */
export function rootMainFiles(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  return manifest.rootMainFiles ?? [];
}

/**
 * Marks the scripts every page runs as soon as they arrive (the build
 * manifest's `rootMainFiles`: React, the App Router and the bundler's runtime)
 * for eager compilation. Without it their start-up was one main-thread task
 * that compiled each function at its first call, the longest task after the
 * first paint (docs/benchmarks.md). The pages' own chunks stay lazy: much of
 * their code runs later or not at all.
 *
 * Run by `next build` after compiling (next.config.ts), before the pages are
 * rendered; a file already marked is left as it is. Returns the files marked.
 */
export function markRootScriptsForEagerCompile(distDir: string): string[] {
  const files = rootMainFiles(distDir).filter((file) => file.endsWith(".js"));
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles to mark`);
  for (const file of files) {
    const path = join(distDir, file);
    const source = readFileSync(path, "utf8");
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + source);
  }
  return files;
}
