import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Logger } from '../logger.ts';
import type { Database } from './client.ts';
import { openWhenReachable } from './wait.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const opened = { kind: 'postgres' } as Database;

/** The JSON log's messages, as an operator reads them. */
function recordingLog() {
  const lines: string[] = [];
  const log: Logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line).msg) });
  return { log, lines };
}

describe('opening a database that is not up yet', () => {
  it('waits with a growing delay and one clear line each time, then goes on', async () => {
    const { log, lines } = recordingLog();
    const waits: number[] = [];
    let attempts = 0;
    const database = await openWhenReachable(
      async () => {
        attempts += 1;
        if (attempts < 5) throw refused();
        return opened;
      },
      log,
      { firstDelayMs: 1000, maxDelayMs: 4000, wait: async (ms) => waits.push(ms) },
    );
    expect(database).toBe(opened);
    expect(waits).toEqual([1000, 2000, 4000, 4000]);
    expect(lines[0]).toBe('database unreachable (ECONNREFUSED): retrying in 1 s');
  });

  it('does not wait for a refused password or a failed migration', async () => {
    const { log } = recordingLog();
    const badPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(openWhenReachable(() => Promise.reject(badPassword), log, { wait: async () => {} })).rejects.toBe(
      badPassword,
    );
  });
});
