// Benchmarks start servers (PocketBase, next start, nginx). If the run is
// interrupted (Ctrl-C, a timeout's SIGTERM), stop them instead of leaving
// them running.
const tasks: Array<() => Promise<unknown> | unknown> = [];
let installed = false;

export function onInterrupt(task: () => Promise<unknown> | unknown): void {
  tasks.push(task);
  if (installed) return;
  installed = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers this run started`);
      void Promise.allSettled(tasks.reverse().map(async (t) => t())).finally(() => process.exit(130));
    });
  }
}
