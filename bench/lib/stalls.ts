/**
 * Where a phase's latency tail comes from: the longest the portal's event loop and this bench's
 * own were held (a garbage collection, a long synchronous task, the machine taking the core away),
 * the portal's garbage collection pauses, and the tables PostgreSQL's autovacuum vacuumed or analyzed
 * meanwhile (a burst of CPU that slows every process on a small machine). A p99 far above the
 * portal's longest hold comes from outside the portal: PostgreSQL, the bench client, or the machine.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { BENCH_DATABASE_URL } from './database.ts';
import { portalMetrics, sample, UNKNOWN_WITHOUT_METRICS } from './metrics.ts';

export interface Stalls {
  /** Milliseconds; undefined when the portal's /metrics is not readable. */
  portalLoopMax: number | undefined;
  clientLoopMax: number;
  /** The portal's garbage collection pauses: count and total milliseconds, by kind. */
  portalGc: { kind: string; count: number; totalMs: number }[] | undefined;
  /** "vacuum oidc_payloads, analyze oidc_payloads"; undefined when the bench database is unreadable. */
  autovacuum: string[] | undefined;
}

/** Each table's autovacuum and autoanalyze counts in the bench database, or undefined. */
async function autovacuumCounts(): Promise<Map<string, number> | undefined> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ relname: string; vacuums: string; analyzes: string }>(
      'select relname, autovacuum_count as vacuums, autoanalyze_count as analyzes from pg_stat_user_tables',
    );
    const counts = new Map<string, number>();
    for (const row of rows) {
      counts.set(`vacuum ${row.relname}`, Number(row.vacuums));
      counts.set(`analyze ${row.relname}`, Number(row.analyzes));
    }
    return counts;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const GC_KINDS = ['minor', 'major', 'incremental'];

function gcTotals(text: string | undefined) {
  if (text === undefined) return undefined;
  return GC_KINDS.map((kind) => ({
    kind,
    count: sample(text, 'nodejs_gc_duration_seconds_count', `kind="${kind}"`) ?? 0,
    seconds: sample(text, 'nodejs_gc_duration_seconds_sum', `kind="${kind}"`) ?? 0,
  }));
}

/**
 * Starts watching; `stop()` answers what happened since. prom-client resets the portal's event-loop
 * histogram at every read of /metrics, so the read at `stop()` covers exactly the phase.
 */
export async function stallMeter(base: URL): Promise<{ stop: () => Promise<Stalls> }> {
  const gcBefore = gcTotals(await portalMetrics(base));
  const autovacuumBefore = await autovacuumCounts();
  const client = monitorEventLoopDelay({ resolution: 10 });
  client.enable();
  return {
    async stop() {
      client.disable();
      const text = await portalMetrics(base);
      const loopMax = sample(text, 'nodejs_eventloop_lag_max_seconds');
      const gcAfter = gcTotals(text);
      const autovacuumAfter = await autovacuumCounts();
      return {
        portalLoopMax: loopMax === undefined ? undefined : loopMax * 1000,
        clientLoopMax: client.max / 1e6,
        portalGc:
          gcBefore && gcAfter
            ? gcAfter.map((after, i) => ({
                kind: after.kind,
                count: after.count - (gcBefore[i]?.count ?? 0),
                totalMs: (after.seconds - (gcBefore[i]?.seconds ?? 0)) * 1000,
              }))
            : undefined,
        autovacuum:
          autovacuumBefore && autovacuumAfter
            ? [...autovacuumAfter]
                .filter(([what, count]) => count > (autovacuumBefore.get(what) ?? 0))
                .map(([what]) => what)
            : undefined,
      };
    },
  };
}

/** Rows for a phase's table. */
export function stallRows(stalls: Stalls): [string, string][] {
  const gc = stalls.portalGc
    ?.filter((g) => g.count > 0)
    .map((g) => `${g.kind} ${g.count} (${g.totalMs.toFixed(0)} ms)`)
    .join(', ');
  return [
    [
      'longest hold of the portal event loop',
      stalls.portalLoopMax === undefined ? UNKNOWN_WITHOUT_METRICS : `${stalls.portalLoopMax.toFixed(1)} ms`,
    ],
    ['longest hold of the bench client event loop', `${stalls.clientLoopMax.toFixed(1)} ms`],
    ['portal garbage collections', gc === undefined ? UNKNOWN_WITHOUT_METRICS : gc || 'none'],
    [
      'PostgreSQL autovacuum meanwhile',
      stalls.autovacuum === undefined ? 'unknown (bench database unreadable)' : stalls.autovacuum.join(', ') || 'none',
    ],
  ];
}
