import { describe, expect, it } from "vitest";
import { normalizeHeadings } from "./RichText";

describe("normalizeHeadings", () => {
  it("shifts the text's top heading to the requested level and keeps the outline", () => {
    expect(normalizeHeadings('<h3 class="x">A</h3><p>t</p><h4>B</h4>', 2)).toBe('<h2 class="x">A</h2><p>t</p><h3>B</h3>');
    expect(normalizeHeadings("<h1>A</h1><h2>B</h2>", 3)).toBe("<h3>A</h3><h4>B</h4>");
  });

  it("leaves text without headings, or already at the level, untouched", () => {
    expect(normalizeHeadings("<p>plain <b>text</b></p>", 2)).toBe("<p>plain <b>text</b></p>");
    expect(normalizeHeadings("<h2>A</h2>", 2)).toBe("<h2>A</h2>");
  });

  it("never goes past h6 and does not touch look-alike tags", () => {
    expect(normalizeHeadings("<h2>A</h2><h6>B</h6><header>C</header><hr>", 3)).toBe("<h3>A</h3><h6>B</h6><header>C</header><hr>");
  });
});
