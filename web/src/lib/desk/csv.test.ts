import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("the desk's CSV", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+9647801234567", `"'+9647801234567"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["أحمد الحلّة", `"أحمد الحلّة"`],
    ['a, "b"\nc', `"a, ""b""\nc"`],
  ])("writes %j as text Excel will not run", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("writes numbers as numbers, negatives too", () => {
    expect(csvCell(-50000)).toBe("-50000");
    expect(csvCell(12.5)).toBe("12.5");
  });

  it("starts with a BOM and ends each row with CRLF", () => {
    const text = toCsv([
      ["a", 1],
      ["ب", 2],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('"a",1\r\n"ب",2\r\n');
  });
});
