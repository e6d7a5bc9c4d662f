/**
 * HTML from PocketBase's editor fields. Only superusers (hotel staff) can
 * write these fields, so the HTML is trusted like the rest of the content.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={["prose", className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: html }} />;
}
