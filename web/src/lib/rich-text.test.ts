import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps what the editor writes: paragraphs, emphasis, lists, headings, quotes, code, tables, dir/lang", () => {
    const html =
      '<h3>Title</h3><p dir="rtl" lang="ar">نص <strong>عريض</strong> <em>e</em> <u>u</u> <s>s</s><br /></p>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote>q</blockquote><pre><code>x &lt; y</code></pre>' +
      '<table><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2">b</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops script and style elements with their content, and svg, math, iframe, object, embed, form", () => {
    const out = sanitizeRichText(
      "<p>a</p><script>alert(1)</script><style>p{}</style><svg><script>alert(2)</script></svg><math><mi>x</mi></math>" +
        '<iframe src="https://evil.example/"></iframe><object data="x"></object><embed src="x"><form><input name="p"><button>b</button></form><p>b</p>',
    );
    expect(out).toBe("<p>a</p>b<p>b</p>");
  });

  it("drops every event handler, style, class and id attribute", () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" onmouseover="y()" style="color:red" class="c" id="i">t</p><img src="https://pb.example/a.jpg" onerror="z()" alt="a">',
      ),
    ).toBe('<p>t</p><img src="https://pb.example/a.jpg" alt="a" />');
  });

  it("keeps links to http(s), mailto:, tel: and this site's paths; drops javascript:, data:, vbscript: and protocol-relative ones", () => {
    const link = (href: string) => sanitizeRichText(`<a href="${href}">x</a>`);
    for (const ok of ["https://example.com/a?b=1", "http://example.com/", "mailto:info@example.com", "tel:+9647800000000", "/en/offers"]) {
      expect(link(ok)).toBe(`<a href="${ok}">x</a>`);
    }
    for (const bad of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example/",
    ]) {
      expect(link(bad)).toBe("<a>x</a>");
    }
  });

  it("allows images from http(s) only, never data: URLs", () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d">')).toBe('<img alt="d" />');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe("<img />");
  });

  it('gives links that open a new tab rel="noopener noreferrer" and drops any other target or rel', () => {
    expect(sanitizeRichText('<a href="https://example.com/" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com/" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/">x</a>',
    );
  });

  it("escapes what is left as text, so broken markup cannot open a tag", () => {
    expect(sanitizeRichText("<p>1 < 2 &amp; <b>x</p>")).toBe("<p>1 &lt; 2 &amp; <b>x</b></p>");
    expect(sanitizeRichText('<p title="x" data-x="y">t</p>')).toBe("<p>t</p>");
  });
});
