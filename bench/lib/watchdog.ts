import { intEnv } from './env.ts';

/**
 * Runs a bench with a hard stop: whatever happens, the process exits after the phases' time plus
 * a margin, so no loop outlives its bound.
 */
export async function withWatchdog(main: () => Promise<void>, phases = 1): Promise<void> {
  const seconds = intEnv('BENCH_SECONDS', 20, 1, 300);
  const limit = (seconds * phases + 120) * 1000;
  const timer = setTimeout(() => {
    console.error(`bench: still running after ${limit / 1000} s, stopping`);
    process.exit(2);
  }, limit);
  timer.unref();
  try {
    await main();
  } catch (error) {
    console.error(`bench failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    clearTimeout(timer);
  }
}
