import { describe, expect, it } from "vitest";
import { REQUEST_KEY, newRequestKey, requestKeyFor } from "./request-key";

describe("request keys", () => {
  it("are random and have the shape PocketBase accepts", () => {
    const keys = new Set(Array.from({ length: 50 }, newRequestKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(REQUEST_KEY);
  });

  it("stay the same while the form's values do, and change with them", () => {
    const first = requestKeyFor(null, { name: "Zainab", message: "Hello" });
    expect(requestKeyFor(first, { name: "Zainab", message: "Hello" }).key).toBe(first.key);
    const edited = requestKeyFor(first, { name: "Zainab", message: "Hello again" });
    expect(edited.key).not.toBe(first.key);
    expect(requestKeyFor(edited, { name: "Zainab", message: "Hello" }).key).not.toBe(first.key);
  });
});
