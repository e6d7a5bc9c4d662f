// The committed font files (src/app/font-files) are what scripts/make-fonts.ts
// makes from the installed packages, and they hold every character the site's
// own texts set in them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { charactersOf, FONT_FILES, FONT_FILES_DIR, makeFont, rangesOf } from "../../scripts/make-fonts";

const committed = (file: string) => readFileSync(join(FONT_FILES_DIR, file));

/** Every string in a messages file, keys aside. */
function textsOf(locale: "ar" | "en"): string {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(join(__dirname, `../../messages/${locale}.json`), "utf8")));
  return texts.join("\n");
}

describe.each(FONT_FILES)("$file", (font) => {
  const file = committed(font.file);
  const face = fontkit.create(file) as fontkit.Font;

  it("is what make:fonts makes from the installed package", async () => {
    expect(Buffer.compare(await makeFont(font), file), "run `npm run -w web make:fonts` and commit the result").toBe(0);
  });

  it("holds both weights the site uses in one file", () => {
    expect(face.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
  });

  it("has a glyph for every character of its subset that its locale's texts use", () => {
    const subset = new Set(charactersOf(rangesOf(font)));
    const locale = font.subset === "arabic" ? "ar" : "en";
    // Spaces and format controls (the direction marks) are laid out without a glyph.
    const used = [...new Set(textsOf(locale))].filter((c) => subset.has(c) && c.trim() !== "" && !/\p{Cf}/u.test(c));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((c) => !face.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
  });
});

it("Inter keeps the tabular figures the price summary asks for", () => {
  const inter = fontkit.create(committed("inter-latin-wght.woff2")) as fontkit.Font;
  expect(inter.availableFeatures).toEqual(expect.arrayContaining(["tnum", "kern"]));
});
