/**
 * SQL statements the portal sent to PostgreSQL, from its counter `portal_database_statements_total`
 * on `/metrics` (every round trip, BEGIN and COMMIT included): a figure the machine's load does not
 * change. BENCH_METRICS_TOKEN is the bearer token of `/metrics` (bench/run.ts sets it); without it,
 * no figure.
 */
import { portalMetrics, sample, UNKNOWN_WITHOUT_METRICS } from './metrics.ts';

const statementsSoFar = async (base: URL) => sample(await portalMetrics(base), 'portal_database_statements_total');

/** Starts counting; `stop()` answers the statements sent since, or undefined when unknown. */
export async function statementMeter(base: URL): Promise<{ stop: () => Promise<number | undefined> }> {
  const start = await statementsSoFar(base);
  return {
    async stop() {
      const end = await statementsSoFar(base);
      return start === undefined || end === undefined ? undefined : end - start;
    },
  };
}

/** Statements of `operation` run alone: nothing else may be under way on the portal meanwhile. */
export async function statementsOf(base: URL, operation: () => Promise<unknown>): Promise<number | undefined> {
  const meter = await statementMeter(base);
  await operation();
  // Work a request leaves for after its answer (a sign-in's journal) ends within a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return meter.stop();
}

/** "12.0", or UNKNOWN_WITHOUT_METRICS. */
export const perOperation = (statements: number | undefined, operations: number): string =>
  statements === undefined ? UNKNOWN_WITHOUT_METRICS : (statements / Math.max(operations, 1)).toFixed(1);
