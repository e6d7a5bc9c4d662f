import { describe, expect, it } from "vitest";
import type { ExportRow } from "@/lib/cms/desk-payments";
import { EXPORT_COLUMNS, exportCsv, exportRange, lastMonth } from "./export";

const row: ExportRow = {
  id: "abcdefghijklmno",
  reference: "BK-7QH3KD",
  status: "confirmed",
  created: "2026-11-27 22:30:00.000Z",
  checkIn: "2026-12-10",
  checkOut: "2026-12-12",
  nights: 2,
  guests: 3,
  rooms: 2,
  lines: [
    { roomTypeId: "deluxe", rooms: 1 },
    { roomTypeId: "suite", rooms: 1 },
  ],
  firstName: '=HYPERLINK("http://evil")',
  lastName: "الحلّة",
  phone: "+9647801234567",
  email: "",
  locale: "ar",
  source: "whatsapp",
  total: 450_000,
  currency: "IQD",
  paid: 500_000,
};

describe("the desk's export", () => {
  it("takes a range of one day to a year, the first day first", () => {
    expect(exportRange("2026-01-01", "2026-01-01")).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(exportRange("2024-01-01", "2024-12-31")).not.toBeNull();
    expect(exportRange("2024-01-01", "2025-01-01")).toBeNull();
    expect(exportRange("2026-02-01", "2026-01-31")).toBeNull();
    expect(exportRange("2026-02-30", "2026-03-01")).toBeNull();
    expect(exportRange("2026-01-01' OR 1=1", "2026-01-02")).toBeNull();
    expect(exportRange(null, "2026-01-02")).toBeNull();
  });

  it.each([
    ["2026-01-15", { from: "2025-12-01", to: "2025-12-31" }],
    ["2026-03-01", { from: "2026-02-01", to: "2026-02-28" }],
    ["2028-03-31", { from: "2028-02-01", to: "2028-02-29" }],
  ])("offers last month on %s", (today, range) => {
    expect(lastMonth(today)).toEqual(range);
  });

  it("writes a row Excel cannot run, with the Basra time received, rooms by name and paid and due", () => {
    const text = exportCsv([row], {
      columns: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c])) as never,
      status: (s) => `status:${s}`,
      source: (s) => `source:${s}`,
      language: (l) => `lang:${l}`,
      roomType: (id) => (id === "deluxe" ? "ديلوكس" : "Suite"),
    });
    const [header, line] = text.slice(1).split("\r\n");
    expect(header).toBe(EXPORT_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(line).toBe(
      [
        '"BK-7QH3KD"',
        '"status:confirmed"',
        '"source:whatsapp"',
        '"2026-11-28 01:30"',
        '"2026-12-10"',
        '"2026-12-12"',
        "2",
        "3",
        '"1 × ديلوكس + 1 × Suite"',
        '"\'=HYPERLINK(""http://evil"")"',
        '"الحلّة"',
        '"\'+9647801234567"',
        '""',
        '"lang:ar"',
        "450000",
        "500000",
        "-50000",
        '"IQD"',
      ].join(","),
    );
  });
});
