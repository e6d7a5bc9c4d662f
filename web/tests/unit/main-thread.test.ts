import { describe, expect, it } from "vitest";
import { mainThreadTime, type TraceEvent } from "../../bench/lib/main-thread";

const RENDERER = { pid: 7, tid: 1 };
const navigation = (ts: number, url: string, where = RENDERER): TraceEvent => ({
  name: "navigationStart",
  ph: "R",
  ...where,
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
const commit = (ts: number, url: string, where = RENDERER): TraceEvent => ({
  name: "CommitLoad",
  ph: "X",
  ...where,
  ts,
  dur: 100,
  args: { data: { isMainFrame: true, url } },
});
const task = (ts: number, dur: number, tdur: number, where = RENDERER): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...where,
  ts,
  dur,
  tdur,
});

describe("the page's main-thread time in a Lighthouse trace", () => {
  it("adds the CPU and wall time of the page's top-level tasks from the commit of its document on", () => {
    const events: TraceEvent[] = [
      navigation(0, "about:blank"),
      task(500, 40_000, 40_000), // before the page's navigation: about:blank's
      navigation(100_000, "https://localhost:8443/OurRooms"),
      task(101_000, 15_000, 15_000), // the previous document's garbage, before the page is committed
      task(120_000, 30_000, 12_000),
      commit(121_000, "https://localhost:8443/OurRooms"), // inside the task before: it counts
      task(125_000, 5_000, 4_000), // nested in the task before: counted with it
      task(200_000, 50_000, 35_000),
      { name: "Layout", ph: "X", ...RENDERER, ts: 210_000, dur: 20_000, tdur: 20_000 }, // inside a task, not one
      task(210_000, 90_000, 90_000, { pid: 7, tid: 2 }), // another thread (the compositor)
      task(220_000, 90_000, 90_000, { pid: 9, tid: 1 }), // another process
    ];
    expect(mainThreadTime(events)).toEqual({ cpuMs: 47, wallMs: 80 });
  });

  it("follows the main frame's last http(s) navigation, on whichever thread made it", () => {
    const other = { pid: 12, tid: 3 };
    const events = [
      navigation(0, "https://localhost:8443/"),
      commit(5_000, "https://localhost:8443/"),
      task(10_000, 20_000, 20_000),
      navigation(1_000_000, "http://localhost:3000/en", other),
      commit(1_001_500, "http://localhost:3000/en", other),
      task(1_001_000, 8_000, 6_000, other),
    ];
    expect(mainThreadTime(events)).toEqual({ cpuMs: 6, wallMs: 8 });
  });

  it("refuses a trace without a page loaded, rather than report nothing as zero", () => {
    expect(() => mainThreadTime([navigation(0, "about:blank"), task(10, 5_000, 5_000)])).toThrow(/no http\(s\) navigation/);
    expect(() => mainThreadTime([navigation(0, "https://localhost:8443/"), task(10, 5_000, 5_000)])).toThrow(/no commit/);
  });
});
