/**
 * Work done outside a request, once across every instance: pg-boss, a maintained job queue kept in
 * the portal's own database. It runs on PGlite's single in-process connection (its `fromPglite`
 * adapter) as on PostgreSQL (a small pool of its own), and a job sent with `tx` is written in that
 * transaction: it exists if and only if the change that caused it committed.
 *
 * Each capability declares its jobs (`JobDefinition`) and the app starts them together; every
 * instance works every queue, pg-boss hands each job to one of them (`FOR UPDATE SKIP LOCKED`), and a
 * schedule's job is created once per tick whatever the number of instances.
 */
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  PgBoss,
  type DrizzleTransactionLike,
  type Job,
  type JobResult,
  type Queue,
  type WorkOptions,
} from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export interface JobDefinition<Data extends object = object> {
  /** The queue's name, as the jobs table and the logs show it. */
  name: string;
  /** Retries, expiry, retention (pg-boss's queue options). */
  queue?: Omit<Queue, 'name'>;
  /** A cron expression (UTC): a job is created at each tick, by whichever instance sees it first. */
  cron?: string;
  /** The key of the schedule's jobs (pg-boss `singletonKey`), for a queue whose policy limits jobs per key. */
  singletonKey?: string;
  /** How this instance fetches: `pollingIntervalSeconds`, `batchSize`, `localConcurrency`. */
  work?: WorkOptions;
  /** Runs one job; throwing makes it retried, or failed once its tries are spent. */
  run(data: Data, job: Job<Data>): Promise<void>;
}

export interface SendOptions {
  /** The transaction the job is written in: the job commits or rolls back with the change. */
  tx?: Db;
  /** A job with the same key not yet done stands for this one (pg-boss `singletonKey`). */
  singletonKey?: string;
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Creates the queues (and their schedules) and, unless `work` is false, works them in this
   * instance. Called once, when every service a job runs is built.
   */
  start(jobs: JobDefinition<any>[], options?: { work?: boolean }): Promise<void>;
  /** The underlying queue, for the reads pg-boss offers (a job's state, a queue's counts). */
  readonly boss: PgBoss;
  /** Stops fetching, waits (up to `timeoutMs`) for the jobs under way, then closes the queue's connections. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * How an instance fetches when a definition says nothing: a created job wakes the workers at once
 * (NOTIFY), a job whose retry comes due is found by the next poll; a backlog (after an outage) is
 * fetched ten at a time without pause until it is gone.
 */
const DEFAULT_WORK = {
  pollingIntervalSeconds: 1,
  notifyPollingIntervalSeconds: 1,
  batchSize: 10,
  burstWhenBatchFull: true,
} satisfies WorkOptions;

/** Each job of a batch settled on its own: one failure retries that job only, never its neighbours. */
async function settleEach(batch: Job<object>[], job: JobDefinition<any>, log: Logger): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const one of batch) {
    try {
      await job.run(one.data, one);
      results.push({ id: one.id, status: 'completed' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ job: job.name, id: one.id, retry: one.retryCount, reason }, 'job failed (retried while tries remain)');
      results.push({ id: one.id, status: 'failed', output: { message: reason } });
    }
  }
  return results;
}

/**
 * Opens the queue (its tables are made or migrated): jobs may be sent from now on, none is worked yet.
 * `superviseSeconds`: how often the instances look for jobs whose time ran out (`expireInSeconds`,
 * e.g. a job of an instance killed while running it) to retry them; pg-boss's 60 s by default.
 */
export async function openJobQueue({
  database,
  log,
  superviseSeconds = 60,
}: {
  database: Database;
  log: Logger;
  superviseSeconds?: number;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    ...database.jobQueueConnection,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    // The portal's logs and metrics say what happened; pg-boss's own monitoring tables stay off.
    persistWarnings: false,
    useListenNotify: true,
  });
  // pg-boss reports a lost connection or a failed maintenance pass here; it retries on its own.
  boss.on('error', (error: Error) => log.warn({ reason: error.message }, 'job queue: error (it retries)'));
  boss.on('warning', (warning: { message: string }) => log.warn({ reason: warning.message }, 'job queue: warning'));
  await boss.start();
  return {
    boss,
    async start(jobs, { work = true } = {}) {
      for (const job of jobs) {
        await boss.createQueue(job.name, { notify: true, ...job.queue });
        if (job.cron)
          await boss.schedule(job.name, job.cron, null, {
            tz: 'UTC',
            ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
          });
      }
      if (!work) return;
      for (const job of jobs) {
        await boss.work(job.name, { ...DEFAULT_WORK, ...job.work, perJobResults: true }, (batch: Job<object>[]) =>
          settleEach(batch, job, log),
        );
      }
    },
    send(name, data, { tx, singletonKey, startAfterSeconds } = {}) {
      return boss.send(name, data, {
        // drizzle types `execute`'s result as unknown; it is the driver's result, which the adapter reads.
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
    },
    async stop(timeoutMs = 15_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
