import { describe, expect, it } from "vitest";
import { breaches, notes, type Measured } from "../../bench/lib/lighthouse-verdict";

const measured = (path: string, over: Partial<Omit<Measured, "scores">> & { performance?: number; seo?: number } = {}): Measured => ({
  path,
  scores: { performance: over.performance ?? 100, accessibility: 100, "best-practices": 100, seo: over.seo ?? 100 },
  lcpMs: over.lcpMs ?? 1_500,
  tbtMs: over.tbtMs ?? 80,
  cls: over.cls ?? 0,
  cpuMs: over.cpuMs ?? 100,
});

const floor = measured("/", { performance: 97, tbtMs: 84, cpuMs: 110 });

describe("bench:lighthouse's verdict: a regression guard on CPU against the floor of the same run, and absolute limits", () => {
  it("passes a page at every limit", () => {
    expect(breaches(floor, measured("/OurRooms", { cpuMs: 209, lcpMs: 2_000, cls: 0.01 }))).toEqual([]);
  });

  it("names each limit a page is past, against this run's floor", () => {
    const page = measured("/en/offers", { cpuMs: 210, lcpMs: 2_010, cls: 0.011, seo: 92 });
    const found = breaches(floor, page);
    expect(found).toHaveLength(4);
    expect(found.join("\n")).toMatch(/main CPU 210 ms > 209 ms \(1\.91 × floor, budget 1\.9 ×\)[\s\S]*LCP 2\.01 s[\s\S]*CLS[\s\S]*seo 92/);
  });

  it("notes a performance score or TBT behind the floor's, and does not fail on them", () => {
    const page = measured("/", { performance: 90, tbtMs: 300 });
    expect(breaches(floor, page)).toEqual([]);
    expect(notes(floor, page).join("\n")).toMatch(/performance 90 < 95[\s\S]*TBT 300 ms > 184 ms/);
    expect(notes(floor, measured("/", { performance: 95, tbtMs: 184 }))).toEqual([]);
  });

  it("moves with the floor: the same page passes beside a slower floor", () => {
    const page = measured("/", { cpuMs: 230 });
    expect(breaches(floor, page)).not.toEqual([]);
    expect(breaches(measured("/", { cpuMs: 130 }), page)).toEqual([]);
  });

  it("gives the booking page, in both languages, 3.0 × the floor's CPU and no other page", () => {
    for (const path of ["/book", "/en/book"]) expect(breaches(floor, measured(path, { cpuMs: 330 }))).toEqual([]);
    expect(breaches(floor, measured("/book", { cpuMs: 331 }))).toHaveLength(1);
    expect(breaches(floor, measured("/bookings", { cpuMs: 220 }))).toHaveLength(1);
  });

  it("counts a figure Lighthouse did not give as outside, not as within", () => {
    expect(breaches(floor, measured("/", { lcpMs: Number.NaN, cpuMs: Number.NaN }))).toHaveLength(2);
  });
});
