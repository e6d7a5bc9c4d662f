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
    expect(mainThreadTime(events)).toMatchObject({ cpuMs: 47, wallMs: 80 });
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
    expect(mainThreadTime(events)).toMatchObject({ cpuMs: 6, wallMs: 8 });
  });

  it("splits the CPU time by kind of work: each event's own time, for the nearest event that names a kind", () => {
    const at = (name: string, ts: number, tdur: number): TraceEvent => ({ name, ph: "X", ...RENDERER, ts, dur: tdur + 1_000, tdur });
    const events = [
      navigation(0, "https://localhost:8443/book"),
      commit(1_000, "https://localhost:8443/book"),
      task(2_000, 60_000, 50_000),
      at("FunctionCall", 3_000, 30_000),
      at("v8.compile", 4_000, 8_000), // inside the call: compiling
      at("V8.GC_SCAVENGER", 14_000, 2_000), // names no kind: the call's, script
      at("Layout", 40_000, 10_000),
      at("LocalFrameView::performLayout", 41_000, 9_000), // the layout's
      task(100_000, 10_000, 4_000), // a task with nothing inside: other
      at("Paint", 200_000, 5_000), // outside every task: not counted
    ];
    const { cpuMs, byKind } = mainThreadTime(events);
    expect(byKind).toEqual({ script: 22, compile: 8, "style & layout": 10, paint: 0, parse: 0, GC: 0, other: 14 });
    expect(Object.values(byKind).reduce((a, b) => a + b)).toBeCloseTo(cpuMs);
  });

  it("refuses a trace without a page loaded, rather than report nothing as zero", () => {
    expect(() => mainThreadTime([navigation(0, "about:blank"), task(10, 5_000, 5_000)])).toThrow(/no http\(s\) navigation/);
    expect(() => mainThreadTime([navigation(0, "https://localhost:8443/"), task(10, 5_000, 5_000)])).toThrow(/no commit/);
  });
});
