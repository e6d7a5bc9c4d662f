import { describe, expect, it } from "vitest";
import { companyProfileLines, companyProfilePdf } from "./company-profile";
import { content } from "./content/index";

describe("company profile PDF", () => {
  const pdf = companyProfilePdf(content);
  const text = pdf.toString("latin1");

  it("is a well-formed PDF whose cross-reference table points at its objects", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(Number(count) - 1);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = m.index! + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe("\nendstream");
    }
  });

  it("states the hotel's facts and is the same bytes every time", () => {
    const lines = companyProfileLines(content)
      .map((l) => l.text)
      .join("\n");
    expect(lines).toContain("75 rooms and suites, 4 stars");
    expect(lines).toContain("Deluxe Room (29)");
    expect(lines).toContain("24 km from Basra International Airport");
    expect(lines).toContain("Banquet Halls");
    expect(text).toContain("(Company Profile) Tj");
    expect(companyProfilePdf(content).equals(pdf)).toBe(true);
  });
});
