// The desk's pure rules in pb_hooks/desk-lib.js: the status moves a member may
// make and when, and what a change is called in a request's history.
import { describe, expect, it } from "vitest";
import { loadHookLib } from "../../testing/hook-lib";

interface DeskLib {
  moveProblem(from: string, to: string, checkIn: string, checkOut: string, today: string): string | null;
  releasedFrom(checkIn: string, today: string): string;
  describeChange(
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): { action: string; from: string; to: string; fields: string[] } | null;
}
const lib = loadHookLib<DeskLib>("desk-lib.js");

describe("the moves a member may make", () => {
  const stay = ["2026-12-30", "2027-01-02"] as const;
  it.each([
    ["new", "confirmed", "2026-12-01", null],
    ["new", "declined", "2026-12-01", null],
    ["new", "cancelled", "2026-12-01", null],
    ["new", "arrived", "2026-12-30", "not_allowed"],
    ["confirmed", "arrived", "2026-12-29", "not_yet"],
    ["confirmed", "arrived", "2026-12-30", null],
    ["confirmed", "arrived", "2027-01-01", null],
    ["confirmed", "arrived", "2027-01-02", "stay_over"],
    ["confirmed", "no_show", "2026-12-29", "not_yet"],
    ["confirmed", "no_show", "2027-01-05", null],
    ["confirmed", "cancelled", "2027-01-05", null],
    ["declined", "confirmed", "2026-12-01", "not_allowed"],
    ["cancelled", "new", "2026-12-01", "not_allowed"],
    ["arrived", "cancelled", "2026-12-31", "not_allowed"],
    ["no_show", "confirmed", "2026-12-31", "not_allowed"],
    ["confirmed", "confirmed", "2026-12-31", null],
  ])("%s → %s on %s: %s", (from, to, today, problem) => {
    expect(lib.moveProblem(from, to, stay[0], stay[1], today)).toBe(problem);
  });

  it("a no-show frees the nights from the day it is marked (or from arrival, marked early)", () => {
    expect(lib.releasedFrom("2026-12-30", "2026-12-31")).toBe("2026-12-31");
    expect(lib.releasedFrom("2026-12-30", "2026-12-30")).toBe("2026-12-30");
    expect(lib.releasedFrom("2026-12-30", "2026-12-29")).toBe("2026-12-30");
  });
});

describe("what a change is called in the history", () => {
  const base = { status: "new", phone: "+9647801234567", staff_notes: "", room_lines: [{ room_type: "a", rooms: 1 }] };
  it("names a status move by the new status, with the other fields that changed", () => {
    expect(lib.describeChange(base, { ...base, status: "confirmed" })).toEqual({
      action: "confirmed",
      from: "new",
      to: "confirmed",
      fields: [],
    });
    expect(lib.describeChange(base, { ...base, status: "declined", staff_notes: "full" })?.fields).toEqual(["staff_notes"]);
  });

  it("calls anything else an edit, naming the fields, and nothing at all when nothing tracked changed", () => {
    expect(lib.describeChange(base, { ...base, room_lines: [{ room_type: "a", rooms: 2 }] })).toEqual({
      action: "edited",
      from: "new",
      to: "new",
      fields: ["room_lines"],
    });
    expect(lib.describeChange(base, { ...base, search_name: "x" })).toBeNull();
  });
});
