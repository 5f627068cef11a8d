import { setTimeout as sleep } from 'node:timers/promises';
import { reasonOf } from './portal.ts';
import type { Recorder } from './stats.ts';

/** Hard bound on operations in one phase, whatever the rate. */
export const MAX_OPERATIONS = 2_000_000;

/**
 * Closed loop: `workers` loops, each running `op` back to back until `seconds` have passed.
 * Returns the measured wall time in seconds.
 */
export async function closedLoop(
  workers: number,
  seconds: number,
  recorder: Recorder,
  op: (worker: number, iteration: number) => Promise<void>,
): Promise<number> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let started = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let iteration = 0; performance.now() < deadline && started < MAX_OPERATIONS; iteration += 1) {
        started += 1;
        const t0 = performance.now();
        try {
          await op(worker, iteration);
          recorder.ok(performance.now() - t0);
        } catch (error) {
          recorder.fail(reasonOf(error));
          await sleep(20); // no hot spin when the server refuses everything
        }
      }
    }),
  );
  return (performance.now() - start) / 1000;
}

/**
 * Open loop: starts `op` at a fixed `rate` per second for `seconds`, whatever the answers, and
 * measures each latency from its scheduled start (no coordinated omission). At most `maxInFlight`
 * at once; arrivals beyond that are counted as errors. Returns the achieved start rate.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  maxInFlight: number,
  recorder: Recorder,
  op: (index: number) => Promise<void>,
): Promise<number> {
  const interval = 1000 / rate;
  const total = Math.min(Math.floor(rate * seconds), MAX_OPERATIONS);
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let launched = 0;
  while (launched < total) {
    const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
    for (; launched < due; launched += 1) {
      const scheduled = start + launched * interval;
      if (inFlight.size >= maxInFlight) {
        recorder.fail('dropped: too many requests in flight');
        continue;
      }
      const running: Promise<void> = op(launched).then(
        () => recorder.ok(performance.now() - scheduled),
        (error: unknown) => recorder.fail(reasonOf(error)),
      );
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
    }
    const wait = start + launched * interval - performance.now();
    if (wait > 0) await sleep(wait);
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  return launched / Math.max(elapsed, 1e-9);
}
