/**
 * Where a phase's latency tail comes from: the longest the portal's event loop and this bench's
 * own were held (a garbage collection, a long synchronous task, the machine taking the core away),
 * and the portal's garbage collection pauses. A p99 far above the portal's longest hold comes from
 * outside the portal: PostgreSQL, the bench client, or the machine.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { portalMetrics, sample, UNKNOWN_WITHOUT_METRICS } from './metrics.ts';

export interface Stalls {
  /** Milliseconds; undefined when the portal's /metrics is not readable. */
  portalLoopMax: number | undefined;
  clientLoopMax: number;
  /** The portal's garbage collection pauses: count and total milliseconds, by kind. */
  portalGc: { kind: string; count: number; totalMs: number }[] | undefined;
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
  const client = monitorEventLoopDelay({ resolution: 10 });
  client.enable();
  return {
    async stop() {
      client.disable();
      const text = await portalMetrics(base);
      const loopMax = sample(text, 'nodejs_eventloop_lag_max_seconds');
      const gcAfter = gcTotals(text);
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
  ];
}
