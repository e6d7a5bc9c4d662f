import { sanitizeRichText } from "@/lib/rich-text";

/**
 * HTML from PocketBase's editor fields, sanitised on the server against an
 * allow-list (lib/rich-text.ts) before it is inserted: staff write it, but
 * nothing they save, paste or import may run script in a guest's browser.
 *
 * Staff pick heading levels for how they look, not for the page outline, so
 * the text's headings are shifted to start at `topLevel` (the page's h1 is
 * its title; sections under it are h2).
 */
export function RichText({ html, className, topLevel = 2 }: { html: string; className?: string; topLevel?: 2 | 3 | 4 }) {
  const clean = html.trim() ? sanitizeRichText(html) : "";
  if (!clean.trim()) return null;
  return (
    <div
      className={["prose", className].filter(Boolean).join(" ")}
      dangerouslySetInnerHTML={{ __html: normalizeHeadings(clean, topLevel) }}
    />
  );
}

export function normalizeHeadings(html: string, topLevel: number): string {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = topLevel - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])\b/gi,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Math.max(1, Number(level) + shift))}`,
  );
}
