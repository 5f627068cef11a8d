/**
 * CPU time the portal's process used (Linux: /proc/<pid>/stat, user + system), so that a rate can be
 * read per core the server actually burnt: on a small machine PostgreSQL and the load generator
 * share the cores with it, and dividing by every core of the machine undercounts the server.
 * BENCH_SERVER_PID names the process (bench/run.ts sets it); without it, or off Linux, no figure.
 * The same for the PostgreSQL backends of the bench's database and for the bench's own process, so
 * that an operation's whole cost on the machine can be read.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface CpuTimes {
  user: number;
  system: number;
}

function cpuTimes(pid: number): CpuTimes | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/**
 * The portal's CPU seconds by kind of thread (Linux thread names): `MainThread` (JavaScript),
 * `libuv-worker` (argon2id, file reads, compression), `V8Worker` (garbage collection, compilation),
 * and the rest. A thread that ended during the run is not counted.
 */
function threadSeconds(pid: number): Map<string, number> {
  const byKind = new Map<string, number>();
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byKind;
  }
  for (const task of tasks) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const kind = ['MainThread', 'libuv-worker', 'V8Worker'].includes(name) ? name : 'other';
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
    } catch {
      // Ended meanwhile.
    }
  }
  return byKind;
}

function cpuSeconds(pid: number): number | undefined {
  const times = cpuTimes(pid);
  return times && times.user + times.system;
}

/** Starts measuring; `stop()` answers the server's CPU seconds since, or undefined when unknown. */
export function serverCpuMeter(pid = Number(process.env.BENCH_SERVER_PID)): { stop: () => number | undefined } {
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

/** The PostgreSQL backends serving `database` (their title: `postgres: [cluster: ]user database host(port) state`). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return pids;
}

/** CPU seconds, split by whose: the portal (user, system), PostgreSQL's backends, the bench itself. */
export interface MachineCpu {
  portalUser: number | undefined;
  portalSystem: number | undefined;
  /** The backends of the bench's database (a backend that ended during the run is not counted). */
  postgres: number | undefined;
  backends: number;
  client: number;
  /** The portal's CPU seconds by kind of thread (see threadSeconds). */
  portalThreads: Map<string, number>;
}

/**
 * Starts measuring every process an operation costs on this machine; PostgreSQL is read only when
 * its processes are visible here (same machine, /proc readable), by the database's name.
 */
export function machineCpuMeter(
  database: string | undefined,
  pid = Number(process.env.BENCH_SERVER_PID),
): { stop: () => MachineCpu } {
  const portal = pid ? cpuTimes(pid) : undefined;
  const backendsAtStart = new Map(
    (database ? backendsOf(database) : []).map((backend) => [backend, cpuSeconds(backend) ?? 0]),
  );
  const threadsAtStart = pid ? threadSeconds(pid) : new Map<string, number>();
  const client = process.cpuUsage();
  return {
    stop() {
      const clientUsed = process.cpuUsage(client);
      const portalEnd = pid ? cpuTimes(pid) : undefined;
      const portalThreads = new Map<string, number>();
      for (const [kind, seconds] of pid ? threadSeconds(pid) : []) {
        portalThreads.set(kind, seconds - (threadsAtStart.get(kind) ?? 0));
      }
      const backends = database ? backendsOf(database) : [];
      let postgres = 0;
      for (const backend of backends) postgres += (cpuSeconds(backend) ?? 0) - (backendsAtStart.get(backend) ?? 0);
      return {
        portalUser: portal && portalEnd ? portalEnd.user - portal.user : undefined,
        portalSystem: portal && portalEnd ? portalEnd.system - portal.system : undefined,
        postgres: backends.length > 0 ? postgres : undefined,
        backends: backends.length,
        client: (clientUsed.user + clientUsed.system) / 1e6,
        portalThreads,
      };
    },
  };
}

/** The portal's CPU seconds, user and system, or undefined when either is unknown. */
export const portalSeconds = (cpu: MachineCpu): number | undefined =>
  cpu.portalUser === undefined || cpu.portalSystem === undefined ? undefined : cpu.portalUser + cpu.portalSystem;

const perOp = (seconds: number | undefined, count: number) =>
  seconds === undefined || count === 0 ? 'unknown' : `${((seconds / count) * 1000).toFixed(2)} ms`;

/**
 * Table rows: the CPU one operation costs each process, their sum, and the machine's budget per
 * operation at `targetPerCore` operations per second per core.
 */
export function machineCpuRows(
  cpu: MachineCpu,
  count: number,
  operation: string,
  targetPerCore: number,
): [string, string][] {
  const portal = portalSeconds(cpu);
  const total = portal === undefined || cpu.postgres === undefined ? undefined : portal + cpu.postgres + cpu.client;
  return [
    [
      `portal CPU per ${operation}`,
      portal === undefined
        ? 'unknown'
        : `${perOp(portal, count)} (user ${perOp(cpu.portalUser, count)}, system ${perOp(cpu.portalSystem, count)})`,
    ],
    [
      `  by thread`,
      cpu.portalThreads.size === 0
        ? 'unknown'
        : [...cpu.portalThreads].map(([kind, seconds]) => `${kind} ${perOp(seconds, count)}`).join(', '),
    ],
    [
      `PostgreSQL CPU per ${operation}`,
      cpu.postgres === undefined ? 'unknown' : `${perOp(cpu.postgres, count)} (${cpu.backends} backends)`,
    ],
    [`bench client CPU per ${operation}`, perOp(cpu.client, count)],
    [`machine CPU per ${operation} (the three)`, perOp(total, count)],
    [
      `machine CPU per ${operation} at ${targetPerCore}/s per core`,
      // Every core busy: one core-second for `targetPerCore` operations.
      `${(1000 / targetPerCore).toFixed(2)} ms`,
    ],
  ];
}
