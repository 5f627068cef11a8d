import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../src/db/testing.ts';
import { openJobQueue, type JobQueue } from '../../src/jobs/queue.ts';
import { createLogger } from '../../src/logger.ts';

const log = createLogger('silent');

describeEachDatabase('The job queue', (ctx) => {
  let queues: JobQueue[] = [];
  const open = async () => {
    const queue = await openJobQueue({ database: { ...ctx, ping: async () => true, close: async () => {} }, log });
    queues.push(queue);
    return queue;
  };
  beforeEach(() => {
    queues = [];
  });
  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.stop(1000)));
  });

  it('runs a job sent in a transaction once it commits, and never one whose transaction rolled back', async () => {
    const ran: string[] = [];
    const queue = await open();
    await queue.start([{ name: 'note', run: async (data: { word: string }) => void ran.push(data.word) }]);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.send('note', { word: 'committed' }, { tx });
    });
    await ctx.db
      .transaction(async (tx) => {
        await queue.send('note', { word: 'rolled back' }, { tx });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['committed']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).toEqual(['committed']);
  });

  it('hands each job to one of two instances working the same queue', async () => {
    const ran: string[] = [];
    const [first, second] = [await open(), await open()];
    for (const [queue, instance] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      await queue.start([
        {
          name: 'count',
          work: { pollingIntervalSeconds: 0.5 },
          run: async (data: { n: number }) => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            ran.push(`${data.n}`);
            void instance;
          },
        },
      ]);
    }
    for (let n = 0; n < 20; n += 1) await first.send('count', { n });
    await expect.poll(() => ran.length, { timeout: 15_000 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(new Set(ran).size).toBe(20);
    expect(ran).toHaveLength(20);
  });
});
