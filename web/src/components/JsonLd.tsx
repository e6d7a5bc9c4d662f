import { scriptJson } from "@/lib/script-json";

/** Structured data for search engines; `<` is escaped so content cannot close the script tag. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
