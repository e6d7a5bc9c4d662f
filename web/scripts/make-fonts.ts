// Makes the site's two font files from the variable fonts of
// @fontsource-variable (the site's pinned dev dependencies), into
// src/app/font-files/, with their licences:
//
//   npm run -w web make:fonts
//
// Each is one file for both weights the site uses (a variable font cut down
// to 400–700), holding only its locale's script, so a guest downloads one
// font file per page instead of two (see docs/benchmarks.md). Run it again
// after updating either package; tests/unit/fonts.test.ts fails while the
// committed files differ from what this makes.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

export const FONT_FILES_DIR = join(dirname(fileURLToPath(import.meta.url)), "../src/app/font-files");

export interface FontFile {
  /** The file written to src/app/font-files (fonts.ts names it). */
  file: string;
  /** The package and its variable font file. */
  pkg: string;
  source: string;
  /** The package's subset of characters kept (its unicode.json). */
  subset: string;
}

export const FONT_FILES: FontFile[] = [
  { file: "inter-latin-wght.woff2", pkg: "@fontsource-variable/inter", source: "files/inter-latin-wght-normal.woff2", subset: "latin" },
  { file: "cairo-arabic-wght.woff2", pkg: "@fontsource-variable/cairo", source: "files/cairo-arabic-wght-normal.woff2", subset: "arabic" },
];

const packageDir = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));

/** Every character of a unicode-range list ("U+0000-00FF,U+0131,…"). */
export function charactersOf(ranges: string): string {
  return ranges
    .split(",")
    .flatMap((range) => {
      const [first, last = first] = range.trim().replace(/^U\+/i, "").split("-");
      const from = parseInt(first!, 16);
      return Array.from({ length: parseInt(last!, 16) - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    })
    .join("");
}

/** The package's unicode-range for `font`'s subset. */
export function rangesOf(font: FontFile): string {
  const ranges = JSON.parse(readFileSync(join(packageDir(font.pkg), "unicode.json"), "utf8")) as Record<string, string>;
  const subset = ranges[font.subset];
  if (!subset) throw new Error(`${font.pkg} has no ${font.subset} subset`);
  return subset;
}

/** The font file as the site ships it: its subset's characters, weights 400 to 700. */
export async function makeFont(font: FontFile): Promise<Buffer> {
  const variable = readFileSync(join(packageDir(font.pkg), font.source));
  return subsetFont(variable, charactersOf(rangesOf(font)), { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of FONT_FILES) {
    const made = await makeFont(font);
    writeFileSync(join(FONT_FILES_DIR, font.file), made);
    // The SIL Open Font License travels with the fonts.
    copyFileSync(join(packageDir(font.pkg), "LICENSE"), join(FONT_FILES_DIR, font.file.replace(/\.woff2$/, ".LICENSE.txt")));
    console.log(`▸ ${font.file}: ${made.length} bytes`);
  }
}
