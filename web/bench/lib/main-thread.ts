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
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface MainThreadTime {
  /** Thread (CPU) time of the page's main-thread tasks from its navigation on, ms. */
  cpuMs: number;
  /** Their wall-clock time, ms: cpuMs plus the time they waited for a core. */
  wallMs: number;
}

/**
 * The top-level tasks (RunTask) of the renderer main thread that loaded the
 * page (its http(s) navigationStart), from that navigation to the end of the
 * trace; a task inside another is counted once, with its parent.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime {
  const navigation = events
    .filter(
      (e) =>
        e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame === true && /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
    )
    .at(-1);
  if (!navigation) throw new Error("the trace has no http(s) navigation of the main frame");
  const tasks = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.name === "RunTask" && e.ph === "X" && e.ts >= navigation.ts)
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
