import { describe, expect, it } from "vitest";
import { changedFields, normalizeValue } from "./seed";

const schema = new Map([
  ["title_en", { name: "title_en", type: "text" }],
  ["valid_from", { name: "valid_from", type: "date" }],
  ["capacity", { name: "capacity", type: "number" }],
  ["published", { name: "published", type: "bool" }],
  ["room_type", { name: "room_type", type: "relation", maxSelect: 1 }],
]);
const record = (fields: Record<string, unknown>) => ({ id: "r1", collectionId: "c", collectionName: "offers", ...fields });

describe("comparing seed values with stored records", () => {
  it("treats PocketBase's stored forms as equal to the seed's", () => {
    const stored = record({
      title_en: "Wedding Offer",
      valid_from: "2025-01-01 00:00:00.000Z",
      capacity: 0,
      published: true,
      room_type: "abc",
    });
    const wanted = {
      title_en: "Wedding Offer",
      valid_from: "2025-01-01T00:00:00Z",
      capacity: undefined,
      published: true,
      room_type: "abc",
    };
    expect(changedFields(schema, stored, wanted)).toEqual([]);
  });

  it("names exactly the fields that differ", () => {
    const stored = record({ title_en: "Old", valid_from: "2025-01-01 00:00:00.000Z", capacity: 300, published: false, room_type: "" });
    const wanted = { title_en: "Wedding Offer", valid_from: "2025-01-02 00:00:00.000Z", capacity: 300, published: true, room_type: "abc" };
    expect(changedFields(schema, stored, wanted).sort()).toEqual(["published", "room_type", "title_en", "valid_from"]);
  });

  it("normalises empty values by field type", () => {
    expect(normalizeValue({ name: "n", type: "number" }, null)).toBe("0");
    expect(normalizeValue({ name: "b", type: "bool" }, undefined)).toBe("false");
    expect(normalizeValue({ name: "d", type: "date" }, "")).toBe("");
    expect(normalizeValue({ name: "t", type: "text" }, undefined)).toBe("");
  });
});
