/**
 * An instance may start before its PostgreSQL (a restart of both, a compose file): it waits,
 * retrying with a growing delay and one log line each time, instead of exiting with a stack. Only
 * a database that cannot be reached is waited for; a refused password or a failed migration stops
 * the start at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger.ts';
import type { Database } from './client.ts';
import { databaseUnavailable } from './unavailable.ts';

export interface WaitOptions {
  firstDelayMs?: number;
  maxDelayMs?: number;
  wait?: (ms: number) => Promise<unknown>;
}

export async function openWhenReachable(
  open: () => Promise<Database>,
  log: Logger,
  { firstDelayMs = 1000, maxDelayMs = 30_000, wait = sleep }: WaitOptions = {},
): Promise<Database> {
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await open();
    } catch (error) {
      if (!databaseUnavailable(error)) throw error;
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      log.warn({ reason, retryInMs: delay }, `database unreachable (${reason}): retrying in ${delay / 1000} s`);
      await wait(delay);
    }
  }
}
