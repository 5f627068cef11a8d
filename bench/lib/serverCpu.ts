/**
 * CPU time the portal's process used (Linux: /proc/<pid>/stat, user + system), so that a rate can be
 * read per core the server actually burnt: on a small machine PostgreSQL and the load generator
 * share the cores with it, and dividing by every core of the machine undercounts the server.
 * BENCH_SERVER_PID names the process (bench/run.ts sets it); without it, or off Linux, no figure.
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return (utime + stime) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Starts measuring; `stop()` answers the server's CPU seconds since, or undefined when unknown. */
export function serverCpuMeter(): { stop: () => number | undefined } {
  const pid = Number(process.env.BENCH_SERVER_PID);
  const start = pid ? cpuSeconds(pid) : undefined;
  return {
    stop() {
      const end = pid ? cpuSeconds(pid) : undefined;
      return start === undefined || end === undefined ? undefined : end - start;
    },
  };
}

/** "12.3 per CPU-second (server busy 1.4 cores)", or "unknown". */
export function perServerCpuSecond(count: number, cpu: number | undefined, elapsed: number): string {
  if (cpu === undefined || cpu <= 0) return 'unknown (set BENCH_SERVER_PID)';
  return `${(count / cpu).toFixed(1)} (server busy ${(cpu / elapsed).toFixed(2)} cores)`;
}

/** The verdict of a per-core target read per server CPU-second; undefined when that is unknown. */
export function perServerCpuVerdict(count: number, cpu: number | undefined, target: number): boolean | undefined {
  return cpu === undefined || cpu <= 0 ? undefined : count / cpu >= target;
}
