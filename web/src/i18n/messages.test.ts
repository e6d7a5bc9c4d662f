// The two message files name the same texts: a key missing in one language
// renders as its name on the page (next-intl only logs MISSING_MESSAGE).
import { describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";

function leaves(tree: Record<string, unknown>, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") for (const [p, v] of leaves(value as Record<string, unknown>, path)) found.set(p, v);
    else found.set(path, value);
  }
  return found;
}

describe("messages/ar.json and messages/en.json", () => {
  const arabic = leaves(ar);
  const english = leaves(en);

  it("have the same keys", () => {
    expect([...arabic.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !arabic.has(k))).toEqual([]);
  });

  it("give every key a text", () => {
    const empty = [...arabic, ...english].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
    expect(empty).toEqual([]);
  });
});
