import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { normalizeHeadings, RichText } from "./RichText";

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

describe("RichText (issue 12, item 7: HTML from the CMS is sanitised on the server)", () => {
  const render = (html: string) => renderToStaticMarkup(createElement(RichText, { html }));

  it("drops scripts, event handlers, javascript: and data: URLs, styles, svg, iframes and forms", () => {
    const out = render(
      [
        "<p>Kept <strong>bold</strong></p>",
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">x</a>',
        '<a href=" JaVaScRiPt:alert(1)">y</a>',
        '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
        '<p style="color:red" onclick="alert(1)">styled</p>',
        '<svg onload="alert(1)"><script>alert(1)</script></svg>',
        '<iframe src="https://evil.example/"></iframe>',
        '<form action="https://evil.example/"><input name="p"></form>',
      ].join(""),
    );
    expect(out).toContain("<p>Kept <strong>bold</strong></p>");
    for (const banned of [
      "<script",
      "alert",
      "onerror",
      "javascript",
      "data:",
      "style=",
      "onclick",
      "<svg",
      "<iframe",
      "<form",
      "<input",
    ]) {
      expect(out.toLowerCase()).not.toContain(banned.toLowerCase());
    }
  });

  it("still shifts headings after sanitising", () => {
    expect(render('<h1 onclick="x()">A</h1><p>t</p>')).toContain("<h2>A</h2><p>t</p>");
  });
});
