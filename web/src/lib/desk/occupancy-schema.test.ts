import { describe, expect, it } from "vitest";
import { parseClosure } from "./occupancy-schema";

const good = { firstNight: "2027-02-27", lastNight: "2027-03-01", roomType: "", reasonAr: " صيانة ", reasonEn: "Maintenance" };
const verdict = (change: Partial<typeof good>) => parseClosure({ ...good, ...change });

describe("closing nights from the occupancy grid", () => {
  it("takes a range across a month's end, for the whole hotel or a room type, reasons trimmed", () => {
    expect(verdict({})).toEqual({ ok: true, data: { ...good, reasonAr: "صيانة" } });
    expect(verdict({ roomType: "abcdefghijklmno", firstNight: "2027-03-01" })).toMatchObject({ ok: true });
  });

  it.each([
    [{ firstNight: "2027-02-30" }, "datesInvalid", "firstNight"],
    [{ lastNight: "" }, "datesInvalid", "lastNight"],
    [{ lastNight: "2027-02-26" }, "lastBeforeFirst", "lastNight"],
    [{ lastNight: "2028-02-28" }, "rangeTooLong", "lastNight"],
    [{ reasonAr: "   " }, "reasonMissing", "reasonAr"],
    [{ reasonEn: "x".repeat(201) }, "reasonTooLong", "reasonEn"],
    [{ roomType: "not-an-id" }, "refused", "roomType"],
  ] as const)("refuses %j with %s on its field", (change, error, field) => {
    expect(verdict(change)).toEqual({ ok: false, error, field });
  });
});
