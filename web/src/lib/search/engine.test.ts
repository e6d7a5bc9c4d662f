import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  cleanQuery,
  indexFor,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  queryTerms,
  search,
  type SearchDocument,
} from "./engine";

const docs: SearchDocument[] = [
  { kind: "facility", title: "المطعم", href: "/ResturantFacility", text: "مطعم في الطابق الأول يقدّم الفطور والعشاء." },
  { kind: "facility", title: "الساونا", href: "/saunafacility", text: "ساونا بجانب النادي الرياضي." },
  { kind: "facility", title: "Sauna", href: "/en/saunafacility", text: "A Finnish sauna next to the gym, open 10:00–22:00." },
  { kind: "room", title: "Deluxe Room", href: "/en/OurRooms#deluxe", text: "A king bed and a view of Al-Saadi Street." },
  { kind: "fact", title: "Airport", href: "/en/contact#map", text: "24 km from Basra International Airport." },
  { kind: "room", title: "جناح تنفيذي", href: "/OurRooms#executive", text: "جناح بغرفة معيشة مستقلة." },
];
const index = buildSearchIndex(docs);
const titles = (query: string) => search(index, query).map((r) => r.title);

describe("search", () => {
  it("finds a word by its beginning", () => {
    expect(titles("sau")).toEqual(["Sauna"]);
    expect(titles("مطع")).toEqual(["المطعم"]);
  });

  it("matches Arabic as typed, without diacritics or with other alef forms", () => {
    expect(titles("المَطْعَم")).toEqual(["المطعم"]);
    expect(titles("الاول")).toEqual(["المطعم"]);
    expect(titles("جنَاح")).toEqual(["جناح تنفيذي"]);
  });

  it("reads Arabic-Indic digits as Latin ones", () => {
    expect(titles("٢٤")).toEqual(["Airport"]);
  });

  it("needs every word of the query, and ranks a title match first", () => {
    expect(titles("sauna gym")).toEqual(["Sauna"]);
    expect(titles("sauna nothing")).toEqual([]);
    expect(titles("ساونا")[0]).toBe("الساونا");
  });

  it("gives a line of context around the match", () => {
    const [result] = search(index, "street");
    expect(result).toMatchObject({ kind: "room", href: "/en/OurRooms#deluxe" });
    expect(result!.context).toContain("Al-Saadi Street.");
  });

  it("finds nothing for an empty query or one of punctuation alone", () => {
    expect(search(index, "")).toEqual([]);
    expect(search(index, "   ")).toEqual([]);
    expect(search(index, ".*")).toEqual([]);
  });

  it("compares regex characters as text", () => {
    expect(() => search(index, "(((")).not.toThrow();
    expect(() => search(index, "[a-z]+\\")).not.toThrow();
    expect(titles("sau.*")).toEqual(["Sauna"]);
    expect(titles("^$|a")).toEqual(titles("a"));
  });

  it("cuts a very long query", () => {
    const long = `sauna ${"x".repeat(10_000)}`;
    expect(queryTerms(long).join(" ").length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(queryTerms("a b c d e f g h i j k l").length).toBe(MAX_QUERY_WORDS);
  });

  it("ignores bidi controls inside a query", () => {
    expect(titles("\u202Esau\u2066na")).toEqual(["Sauna"]);
  });
});

describe("cleanQuery", () => {
  it("drops bidi controls and cuts the query, so what is shown back is the query as typed", () => {
    expect(cleanQuery("\u202Esauna\u202C")).toBe("sauna");
    expect(cleanQuery("  spa  ")).toBe("spa");
    expect(cleanQuery("x".repeat(5_000))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe("indexFor", () => {
  it("keeps the index while the documents are the same, and builds it again when they change", () => {
    const first = indexFor("test", docs);
    expect(
      indexFor(
        "test",
        docs.map((doc) => ({ ...doc })),
      ),
    ).toBe(first);
    const renamed = docs.map((doc) => (doc.title === "Sauna" ? { ...doc, title: "Steam room" } : doc));
    const second = indexFor("test", renamed);
    expect(second).not.toBe(first);
    expect(search(second, "steam").map((r) => r.title)).toEqual(["Steam room"]);
  });
});
