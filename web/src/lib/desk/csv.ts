// A spreadsheet Excel opens as it is: UTF-8 with a byte-order mark (without
// it Excel reads Arabic as Windows-1252), CRLF lines, every text cell quoted,
// and a text cell that would start a formula (= + - @, or a tab or carriage
// return before one) shown as text by a leading apostrophe, so a guest's name
// cannot run in the accountant's Excel. Numbers are written as numbers.
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_BOM = "\uFEFF";

/** The rows as one CSV text, BOM first. */
export function toCsv(rows: CsvCell[][]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
