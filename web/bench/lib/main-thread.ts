// How long the page's main thread worked during a Lighthouse run, and for how
// much of that it actually had a CPU. Lighthouse's simulated total blocking
// time multiplies the observed (wall-clock) length of each task; on a machine
// with two cores shared by Chromium's own processes, Lighthouse and the site's
// servers, a task waits for a core about as long as it runs, and the same page
// gets threefold different TBTs. The CPU time its tasks took barely moves, so
// it tells whether a change made the page cheaper; the wall time says how much
// the machine added.

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string; isMainFrame?: boolean; url?: string } };
}

/** Lighthouse's kinds of main-thread work (its mainthread-work-breakdown groups), and "other". */
export const WORK_KINDS = ["script", "compile", "style & layout", "paint", "parse", "GC", "other"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** The trace events that name a kind of work, as Lighthouse's task groups do; work inside one is of its kind. */
const EVENTS_OF_KIND: [WorkKind, string[]][] = [
  [
    "script",
    [
      "EventDispatch",
      "EvaluateScript",
      "v8.evaluateModule",
      "FunctionCall",
      "TimerFire",
      "FireIdleCallback",
      "FireAnimationFrame",
      "RunMicrotasks",
      "V8.Execute",
    ],
  ],
  ["compile", ["v8.compile", "v8.compileModule", "v8.parseOnBackground"]],
  ["style & layout", ["ScheduleStyleRecalculation", "UpdateLayoutTree", "InvalidateLayout", "Layout"]],
  [
    "paint",
    [
      "Animation",
      "HitTest",
      "PaintSetup",
      "Paint",
      "PaintImage",
      "PrePaint",
      "Layerize",
      "RasterTask",
      "ScrollLayer",
      "UpdateLayer",
      "UpdateLayerTree",
      "CompositeLayers",
    ],
  ],
  ["parse", ["ParseHTML", "ParseAuthorStyleSheet"]],
  ["GC", ["GCEvent", "MinorGC", "MajorGC", "ThreadState::performIdleLazySweep", "BlinkGC.AtomicPhase"]],
];
const KIND_OF_EVENT = new Map(EVENTS_OF_KIND.flatMap(([kind, names]) => names.map((name) => [name, kind] as const)));

export interface MainThreadTime {
  /** Thread (CPU) time of the page's main-thread tasks from the commit of its document on, ms. */
  cpuMs: number;
  /** Their wall-clock time, ms: cpuMs plus the time they waited for a core. */
  wallMs: number;
  /** cpuMs by kind of work: each event's own CPU time (its children's taken out) counts for the nearest event that names a kind. */
  byKind: Record<WorkKind, number>;
}

/**
 * The top-level tasks (RunTask) of the renderer main thread that loaded the
 * page (its http(s) navigationStart), from the task that commits its document
 * (CommitLoad) to the end of the trace; a task inside another is counted once,
 * with its parent. Before the commit, a reused renderer may still be collecting
 * the previous document's garbage: work of no page, which made the figure of
 * an empty page swing from run to run.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime {
  const navigation = events
    .filter(
      (e) =>
        e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame === true && /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
    )
    .at(-1);
  if (!navigation) throw new Error("the trace has no http(s) navigation of the main frame");
  const onItsThread = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts && e.ph === "X");
  const commit = onItsThread
    .filter((e) => e.name === "CommitLoad" && e.args?.data?.isMainFrame === true && /^https?:/.test(e.args.data.url ?? ""))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!commit) throw new Error("the trace has no commit of the page's document (CommitLoad)");
  const tasks = onItsThread.filter((e) => e.name === "RunTask" && e.ts + (e.dur ?? 0) >= commit.ts).sort((a, b) => a.ts - b.ts);
  let cpuUs = 0;
  let wallUs = 0;
  let busyUntil = -Infinity;
  const counted: TraceEvent[] = [];
  for (const task of tasks) {
    if (task.ts < busyUntil) continue; // nested in the task before
    const wall = task.dur ?? 0;
    busyUntil = task.ts + wall;
    wallUs += wall;
    cpuUs += task.tdur ?? wall;
    counted.push(task);
  }
  return {
    cpuMs: cpuUs / 1000,
    wallMs: wallUs / 1000,
    byKind: workByKind(counted, onItsThread),
  };
}

/** The CPU time of `tasks`, each part of it counted for the innermost event around it that names a kind of work. */
function workByKind(tasks: TraceEvent[], threadEvents: TraceEvent[]): Record<WorkKind, number> {
  const byKind = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  for (const task of tasks) byKind.other += cpu(task);
  const events = threadEvents.filter((e) => e.name !== "RunTask").sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Walk the events in start order (tasks are too, and do not overlap) with the chain of those still open around each.
  let t = 0;
  const open: { event: TraceEvent; kind: WorkKind }[] = [];
  for (const event of events) {
    while (t < tasks.length && event.ts >= tasks[t]!.ts + (tasks[t]!.dur ?? 0)) t++;
    if (t === tasks.length) break;
    if (event.ts < tasks[t]!.ts) continue; // between tasks, or in one not counted
    while (open.length && event.ts >= open.at(-1)!.event.ts + (open.at(-1)!.event.dur ?? 0)) open.pop();
    const around = open.at(-1)?.kind ?? "other";
    const kind = KIND_OF_EVENT.get(event.name) ?? around;
    byKind[around] -= cpu(event); // the parent's own time loses this event's
    byKind[kind] += cpu(event);
    open.push({ event, kind });
  }
  for (const kind of WORK_KINDS) byKind[kind] = Math.max(0, byKind[kind]) / 1000;
  return byKind;
}
