import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 on: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Runs `work` and returns its result with the CPU milliseconds `pid` used meanwhile. */
export async function withCpu<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = cpuMs(pid);
  const result = await work();
  return { result, cpuMs: cpuMs(pid) - before };
}
