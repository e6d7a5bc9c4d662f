/**
 * Interface-text overrides from PocketBase's `ui_texts` collection. A record
 * `{ key: "Header.contact", value_ar, value_en }` replaces that one message in
 * that locale; an empty value keeps the bundled text. Keys that do not exist
 * in the bundled messages are ignored, so a typo cannot add stray keys, and a
 * key that points at a namespace (not a string) is never replaced.
 */
import type { Locale } from "./routing";

export type MessageTree = { [key: string]: string | MessageTree };

export interface UiTextOverride {
  key: string;
  value_ar: string;
  value_en: string;
}

export function mergeUiTexts(bundled: MessageTree, overrides: readonly UiTextOverride[], locale: Locale): MessageTree {
  const result = structuredClone(bundled);
  for (const override of overrides) {
    const value = (locale === "ar" ? override.value_ar : override.value_en)?.trim();
    if (!value) continue;
    const path = override.key.split(".");
    const leaf = path.pop();
    if (!leaf || path.length === 0) continue;
    let node: MessageTree | undefined = result;
    for (const segment of path) {
      const next: string | MessageTree | undefined = node[segment];
      node = typeof next === "object" ? next : undefined;
      if (!node) break;
    }
    if (node && typeof node[leaf] === "string") node[leaf] = value;
  }
  return result;
}
