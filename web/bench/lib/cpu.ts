import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system), ms: /proc/<pid>/stat, fields 14 and 15. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
