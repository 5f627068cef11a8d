/**
 * What `bench:login` adds up for one kind of sign-in against one portal, slice after slice, and how
 * it prints it: round trips, portal CPU, statements and latency per complete sign-in; side by side
 * with the compared checkout's, and the verdict of issue 35 (point 4) against it.
 */
import type { TimedUser } from './http.ts';
import type { MachineCpu } from './serverCpu.ts';
import { fmt, ms, printColumns, Recorder, verdict } from './stats.ts';

/** Issue 35: no more than 10 % more portal CPU per complete sign-in than the compared checkout. */
export const MAX_CPU_RATIO = 1.1;

export class Tally {
  readonly recorder = new Recorder();
  /** Wall time of the measured slices, seconds. */
  elapsed = 0;
  /** The portal's CPU seconds in the slices; undefined once a slice's was unknown. */
  portalCpu: number | undefined = 0;
  readonly threads = new Map<string, number>();
  postgres: number | undefined = 0;
  statements: number | undefined = 0;
  /** Statements of one sign-in made alone. */
  alone: number | undefined;
  /** The requests and page loads of that sign-in (`remember`). */
  journey: string[] = [];
  requests = 0;
  pageLoads = 0;
  readonly roundTrips = new Set<number>();
  /** Portal CPU per sign-in of each slice, milliseconds: how steady the measure was. */
  readonly bySlice: number[] = [];
  #okBefore = 0;

  /** The requests of a sign-in, ids (the interaction's) shortened. */
  remember(user: TimedUser): void {
    this.journey = user.paths.map((path) => path.replace(/\/[\w-]{20,}(?=\/|$)/g, '/{id}'));
  }

  /** A sign-in succeeded: its round trips. */
  signedIn(user: TimedUser): void {
    this.requests += user.requests;
    this.pageLoads += user.pageLoads;
    this.roundTrips.add(user.roundTrips);
  }

  /** A measured slice ended: its CPU and statements. */
  slice(elapsed: number, cpu: MachineCpu, statements: number | undefined): void {
    this.elapsed += elapsed;
    const portal =
      cpu.portalUser === undefined || cpu.portalSystem === undefined ? undefined : cpu.portalUser + cpu.portalSystem;
    this.portalCpu = this.portalCpu === undefined || portal === undefined ? undefined : this.portalCpu + portal;
    const ok = this.ok - this.#okBefore;
    this.#okBefore = this.ok;
    if (portal !== undefined && ok > 0) this.bySlice.push((portal / ok) * 1000);
    for (const [kind, seconds] of cpu.portalThreads) this.threads.set(kind, (this.threads.get(kind) ?? 0) + seconds);
    this.postgres =
      this.postgres === undefined || cpu.postgres === undefined ? undefined : this.postgres + cpu.postgres;
    this.statements =
      this.statements === undefined || statements === undefined ? undefined : this.statements + statements;
  }

  get ok(): number {
    return this.recorder.successes;
  }

  /** Mean browser round trips per complete sign-in. */
  get meanRoundTrips(): number {
    return (this.requests + this.pageLoads) / Math.max(this.ok, 1);
  }

  /** Portal CPU per complete sign-in, milliseconds. */
  get cpuPerSignIn(): number | undefined {
    return this.portalCpu === undefined || this.ok === 0 ? undefined : (this.portalCpu / this.ok) * 1000;
  }
}

const perSignIn = (seconds: number | undefined, count: number) =>
  seconds === undefined || count === 0 ? 'unknown' : ms((seconds / count) * 1000);

/** "+4.2 %" */
const change = (ratio: number) => `${ratio >= 1 ? '+' : ''}${fmt((ratio - 1) * 100)} %`;

function roundTripsCell(tally: Tally): string {
  const ok = Math.max(tally.ok, 1);
  const counts = [...tally.roundTrips].sort((a, b) => a - b);
  const spread = counts.length > 1 ? ` (${counts[0]} to ${counts.at(-1)})` : '';
  return `${fmt(tally.meanRoundTrips)}${spread}: ${fmt(tally.requests / ok)} requests + ${fmt(tally.pageLoads / ok)} page loads`;
}

/** The portal's threads by kind (`serverCpu.ts`), as the table names them. */
const THREAD_KINDS: [string, string][] = [
  ['MainThread', '  JavaScript (main thread)'],
  ['libuv-worker', '  argon2id (libuv threads)'],
  ['V8Worker', '  V8 helpers (garbage collection, compiler)'],
  ['other', '  other threads'],
];

/** One table per kind of sign-in: a column per portal, the ratio of the first to the second. */
export function printScenario(title: string, labels: string[], tallies: Tally[]): void {
  const compared = tallies.length === 2;
  const ratio = (value: (tally: Tally) => number | undefined) => {
    const [here, other] = tallies.map(value);
    return compared && here !== undefined && other !== undefined && other > 0 ? change(here / other) : '';
  };
  const [hereTrips, otherTrips] = tallies.map((t) => t.meanRoundTrips);
  const tripsChange = compared ? `${hereTrips! >= otherTrips! ? '+' : ''}${fmt(hereTrips! - otherTrips!)}` : '';
  const row = (label: string, cell: (tally: Tally) => string, ratioCell = '') => [
    label,
    ...tallies.map(cell),
    ...(compared ? [ratioCell] : []),
  ];
  printColumns(
    title,
    ['', ...labels, ...(compared ? ['change'] : [])],
    [
      row('sign-ins ok / errors', (t) => `${t.ok} / ${t.recorder.failures}`),
      row('browser round trips per sign-in', roundTripsCell, tripsChange),
      row(
        'portal CPU per sign-in',
        (t) => perSignIn(t.portalCpu, t.ok),
        ratio((t) => t.cpuPerSignIn),
      ),
      ...THREAD_KINDS.filter(([kind]) => tallies.some((t) => (t.threads.get(kind) ?? 0) > 0)).map(([kind, label]) =>
        row(
          label,
          (t) => perSignIn(t.threads.get(kind), t.ok),
          kind === 'MainThread' ? ratio((t) => (t.threads.get(kind) ?? 0) / Math.max(t.ok, 1)) : '',
        ),
      ),
      row('portal CPU per sign-in, slice by slice (ms)', (t) => t.bySlice.map((value) => fmt(value, 0)).join(' ')),
      row('sign-ins per portal CPU-second', (t) =>
        t.portalCpu === undefined || t.portalCpu <= 0 ? 'unknown' : fmt(t.ok / t.portalCpu),
      ),
      row('SQL statements per sign-in (one alone / mean)', (t) =>
        [t.alone, t.statements === undefined ? undefined : t.statements / Math.max(t.ok, 1)]
          .map((value) => (value === undefined ? 'unknown' : fmt(value)))
          .join(' / '),
      ),
      row('PostgreSQL CPU per sign-in', (t) => perSignIn(t.postgres, t.ok)),
      row('latency p50 / p99', (t) => `${fmt(t.recorder.percentile(50))} / ${ms(t.recorder.percentile(99))}`),
      row('sign-ins/s', (t) => fmt(t.ok / Math.max(t.elapsed, 1e-9))),
    ],
  );
  for (const [i, tally] of tallies.entries()) {
    console.log(`  one sign-in, ${labels[i]}: ${tally.journey.join(', ')}`);
  }
  for (const [i, tally] of tallies.entries()) {
    if (tally.recorder.errors.size === 0) continue;
    console.log(`  errors, ${labels[i]}:`);
    for (const [reason, count] of tally.recorder.errors) console.log(`    ${String(count).padStart(7)}  ${reason}`);
  }
}

/**
 * Issue 35's verdict for one kind of sign-in, this checkout (`here`) against the compared one:
 * portal CPU per complete sign-in at most 10 % more, and no more browser round trips.
 */
export function verdictLine(name: string, here: Tally, other: Tally, target: boolean): string {
  const cpu =
    here.cpuPerSignIn !== undefined && other.cpuPerSignIn ? here.cpuPerSignIn / other.cpuPerSignIn : undefined;
  const cpuPart = cpu === undefined ? 'portal CPU unknown' : `portal CPU per sign-in ${change(cpu)}`;
  const tripsPart = `round trips ${fmt(here.meanRoundTrips)} against ${fmt(other.meanRoundTrips)}`;
  if (!target) return `  ${name}: ${cpuPart}, ${tripsPart} (no target)`;
  const cpuVerdict = cpu === undefined ? 'unknown' : verdict(cpu <= MAX_CPU_RATIO);
  const tripsVerdict = verdict(here.meanRoundTrips <= other.meanRoundTrips);
  return `  ${name}: ${cpuPart} (≤ +${fmt((MAX_CPU_RATIO - 1) * 100, 0)} %: ${cpuVerdict}), ${tripsPart} (no more: ${tripsVerdict})`;
}
