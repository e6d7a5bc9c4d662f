import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * HTML from PocketBase's editor fields (TinyMCE), cleaned on the server
 * before it is inserted into a page. Staff write it, but a stolen or misused
 * staff account, a pasted snippet or an import must not be able to run
 * script in guests' browsers (the CSP allows inline scripts, see SECURITY.md).
 *
 * An allow-list of what the editor produces for text: paragraphs, line
 * breaks, bold/italic/underline/strike, links, lists, headings (shifted to the
 * page's outline by RichText), quotes, code, tables and images. Everything
 * else is dropped; the text inside harmless unknown tags is kept, the content
 * of script, style, svg, iframe and the like is not. No attribute carries
 * script: no `on*`, no `style`, no `class`; `dir` and `lang` stay for mixed
 * Arabic and English text. Links go only to http(s), mailto: and tel: (or
 * a path on this site); images only from http(s) (PocketBase's files).
 * A link that opens a new tab gets rel="noopener noreferrer".
 *
 * server-only: sanitize-html (with htmlparser2 and postcss) never reaches a
 * browser; RichText is a server component.
 */
const TEXT_ATTRIBUTES = ["dir", "lang"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "span",
    "a",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "code",
    "pre",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    "*": TEXT_ATTRIBUTES,
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Dropped together with everything inside them (sanitize-html's default
  // list, plus the ones that can carry script or a document of their own).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "iframe", "object", "embed", "template", "title"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = attribs;
      if (target === "_blank") return { tagName, attribs: { ...rest, target, rel: "noopener noreferrer" } };
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
