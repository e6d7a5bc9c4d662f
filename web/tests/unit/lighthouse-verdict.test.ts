import { describe, expect, it } from "vitest";
import { breaches, type Measured } from "../../bench/lib/lighthouse-verdict";

const measured = (path: string, over: Partial<Omit<Measured, "scores">> & { performance?: number; seo?: number } = {}): Measured => ({
  path,
  scores: { performance: over.performance ?? 100, accessibility: 100, "best-practices": 100, seo: over.seo ?? 100 },
  lcpMs: over.lcpMs ?? 1_500,
  tbtMs: over.tbtMs ?? 80,
  cls: over.cls ?? 0,
  cpuMs: over.cpuMs ?? 100,
});

const floor = measured("/", { performance: 97, tbtMs: 84, cpuMs: 110 });

describe("bench:lighthouse's verdict, relative to the floor of the same run", () => {
  it("passes a page at every limit", () => {
    expect(breaches(floor, measured("/OurRooms", { performance: 95, tbtMs: 184, cpuMs: 176, lcpMs: 2_000, cls: 0.01 }))).toEqual([]);
  });

  it("names each limit a page is past, against this run's floor", () => {
    const page = measured("/en/offers", { performance: 94, tbtMs: 185, cpuMs: 177, lcpMs: 2_010, cls: 0.011, seo: 92 });
    const found = breaches(floor, page);
    expect(found).toHaveLength(6);
    expect(found.join("\n")).toMatch(
      /performance 94 < 95[\s\S]*TBT 185 ms > 184 ms[\s\S]*main CPU 177 ms > 176 ms[\s\S]*LCP 2\.01 s[\s\S]*CLS[\s\S]*seo 92/,
    );
  });

  it("moves with the floor: the same page passes beside a slower floor", () => {
    const page = measured("/", { performance: 93, tbtMs: 230, cpuMs: 200 });
    expect(breaches(floor, page)).not.toEqual([]);
    expect(breaches(measured("/", { performance: 95, tbtMs: 140, cpuMs: 130 }), page)).toEqual([]);
  });

  it("gives the booking page, in both languages, 2.2 × the floor's CPU and no other page", () => {
    for (const path of ["/book", "/en/book"]) expect(breaches(floor, measured(path, { cpuMs: 242 }))).toEqual([]);
    expect(breaches(floor, measured("/book", { cpuMs: 243 }))).toHaveLength(1);
    expect(breaches(floor, measured("/bookings", { cpuMs: 200 }))).toHaveLength(1);
  });

  it("counts a figure Lighthouse did not give as outside, not as within", () => {
    expect(breaches(floor, measured("/", { lcpMs: Number.NaN, cpuMs: Number.NaN }))).toHaveLength(2);
  });
});
