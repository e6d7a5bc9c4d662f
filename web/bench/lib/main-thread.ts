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

export interface MainThreadTime {
  /** Thread (CPU) time of the page's main-thread tasks from its navigation on, ms. */
  cpuMs: number;
  /** Their wall-clock time, ms: cpuMs plus the time they waited for a core. */
  wallMs: number;
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
  const onItsThread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts;
  const commit = events
    .filter(
      (e) => onItsThread(e) && e.name === "CommitLoad" && e.args?.data?.isMainFrame === true && /^https?:/.test(e.args.data.url ?? ""),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  if (!commit) throw new Error("the trace has no commit of the page's document (CommitLoad)");
  const tasks = events
    .filter((e) => onItsThread(e) && e.name === "RunTask" && e.ph === "X" && e.ts + (e.dur ?? 0) >= commit.ts)
    .sort((a, b) => a.ts - b.ts);
  let cpuUs = 0;
  let wallUs = 0;
  let busyUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < busyUntil) continue; // nested in the task before
    const wall = task.dur ?? 0;
    busyUntil = task.ts + wall;
    wallUs += wall;
    cpuUs += task.tdur ?? wall;
  }
  return { cpuMs: cpuUs / 1000, wallMs: wallUs / 1000 };
}
