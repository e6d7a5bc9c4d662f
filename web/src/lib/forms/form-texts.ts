// The forms' interface texts, compiled on the server. The browser gets each
// ICU message as icu-minify's compact form and formats it with a small
// runtime (translate.ts), instead of next-intl's client formatter, which
// parses ICU in the browser (intl-messageformat, many times larger, on /book
// and /contact; sizes in docs/benchmarks.md). Staff overrides from ui_texts are already merged into the
// messages getMessages() returns, so they reach the forms as before.
import "server-only";
import compile from "icu-minify/compile";
import { getMessages } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type { CompiledTexts, FormNamespace, FormTexts } from "./translate";

type MessageTree = { [key: string]: string | MessageTree };

function compileTree(tree: MessageTree, path: string): CompiledTexts<MessageTree> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const at = `${path}.${key}`;
    if (typeof value !== "string") {
      out[key] = compileTree(value, at);
      continue;
    }
    try {
      // icu-minify builds plural and select options as null-prototype
      // objects, which React refuses to pass to a client component; the
      // compiled form is plain JSON, so a JSON round trip makes them plain.
      out[key] = JSON.parse(JSON.stringify(compile(value)));
    } catch (error) {
      // What next-intl shows for a message it cannot format: its key.
      console.error(`[i18n] ${at} is not a valid ICU message:`, error instanceof Error ? error.message : error);
      out[key] = at;
    }
  }
  return out as CompiledTexts<MessageTree>;
}

/** Compiles the namespaces a form needs from a locale's messages. */
export function compileTexts<N extends FormNamespace>(messages: Record<string, unknown>, namespaces: readonly N[]): FormTexts<N> {
  const out: Record<string, unknown> = {};
  for (const ns of namespaces) out[ns] = compileTree((messages[ns] ?? {}) as MessageTree, ns);
  return out as FormTexts<N>;
}

/** The form's texts for a request's locale, staff overrides included. */
export async function formTexts<N extends FormNamespace>(locale: Locale, namespaces: readonly N[]): Promise<FormTexts<N>> {
  return compileTexts(await getMessages({ locale }), namespaces);
}
