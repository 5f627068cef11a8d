/**
 * The directory kept fresh (issue 37): a refresh reads the extract from the configured source,
 * stages it beside the live directory (`stageRpps`, as `npm run import:rpps` does), counts what it
 * changes (`repository.compare`), then, by the share of the live directory's practitioners changed:
 * up to `confirm_above_percent`, swaps it in at once; up to `refuse_above_percent`, keeps it staged
 * until a super administrator confirms or abandons it; above, refuses it. Each outcome and its
 * figures are written with the audit log's entry in one transaction (with the swap when it applies).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DIRECTORY_REFRESH_RECENT_SIZE,
  directoryRefreshMessages as messages,
  isUuid,
  type AuditAction,
  type AuditDetails,
  type DirectoryRefresh,
  type DirectoryRefreshes,
  type DirectoryRefreshStarted,
} from '@portal/shared';
import { recordAudit } from '../../audit/record.ts';
import type { Config } from '../../config/schema.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AdminActor } from '../../http/session.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { directoryImportRepository } from '../import-repository.ts';
import { stageRpps } from '../import.ts';
import {
  directoryRefreshRepository,
  type DirectoryChanges,
  type RefreshOutcome,
  type StoredRefresh,
} from './repository.ts';
import { describeSource, openSource, SourceError } from './source.ts';

export const DIRECTORY_REFRESH_JOB = 'directory-refresh';
/** The refresh's own staging table (`npm run import:rpps` stages in another). */
export const REFRESH_STAGING = 'directory_practitioners_refresh';
/** States of the queue's job while it may still run the refresh. */
const JOB_UNDER_WAY = new Set(['created', 'retry', 'active']);

export interface RefreshJobData {
  /** Set when a super administrator started it; a scheduled one begins its row itself. */
  refreshId?: string;
}

const conflict = (message: string) => new HttpError(409, message);

const publicOf = ({ source: _source, jobId: _jobId, startedBy: _startedBy, ...refresh }: StoredRefresh) =>
  refresh satisfies DirectoryRefresh;

/** Figures as the audit log keeps them (its details are texts). */
function detailsOf(refresh: StoredRefresh, outcome: Partial<RefreshOutcome>): AuditDetails {
  const details: AuditDetails = { source: refresh.source };
  // A decision on a refresh awaiting confirmation repeats the figures it was taken on.
  const figures = {
    lines: outcome.lines ?? refresh.lines,
    added: outcome.changes?.added ?? refresh.added,
    removed: outcome.changes?.removed ?? refresh.removed,
    renamed: outcome.changes?.renamed ?? refresh.renamed,
    retitled: outcome.changes?.retitled ?? refresh.retitled,
    changedPercent: outcome.changedPercent ?? refresh.changedPercent,
  };
  for (const [name, figure] of Object.entries(figures))
    if (typeof figure === 'number') details[name as keyof AuditDetails] = String(figure);
  if (outcome.reason) details.reason = outcome.reason;
  return details;
}

/** `changed / live` in percent, two decimals. */
const percentOf = (changed: number, live: number) => Math.round((changed * 10_000) / live) / 100;

export function createDirectoryRefresh({
  db,
  config,
  jobs,
  log,
}: {
  db: Db;
  config: Config;
  jobs: Pick<JobQueue, 'send' | 'boss'>;
  log: Logger;
}) {
  const settings = config.directory.refresh;
  const refreshes = directoryRefreshRepository(db);
  const staging = directoryImportRepository(db, REFRESH_STAGING);

  /** Records the outcome of a refresh still `from`, its audit entry, and `alongside` writes, in one transaction. */
  async function finish(
    tx: Db,
    refresh: StoredRefresh,
    from: 'running' | 'awaitingConfirmation',
    outcome: RefreshOutcome,
    action: AuditAction,
    actorId: string | null = refresh.startedBy,
  ): Promise<boolean> {
    if (!(await directoryRefreshRepository(tx).finish(refresh.id, from, outcome))) return false;
    await recordAudit(tx, { action, actorId, details: detailsOf(refresh, outcome) });
    return true;
  }

  /** A running refresh's failure; retried while the database is unreachable (a restart), for some two minutes. */
  async function recordFailure(refresh: StoredRefresh, reason: string): Promise<void> {
    for (let delay = 1000; ; delay *= 2) {
      try {
        await db.transaction(async (tx) => {
          await directoryImportRepository(tx, REFRESH_STAGING).dropStaging();
          await finish(tx, refresh, 'running', { state: 'failed', reason, finished: true }, 'directoryRefreshFailed');
        });
        return;
      } catch (error) {
        if (delay > 64_000) throw error;
        log.warn({ refreshId: refresh.id, retryInMs: delay }, 'directory refresh: its failure not recorded yet');
        await sleep(delay);
      }
    }
  }

  /**
   * A refresh still marked running whose job no longer runs (its instance stopped or the job
   * expired) is marked failed, so that the next one may start.
   */
  async function settleInterrupted(): Promise<void> {
    const current = await refreshes.current();
    if (current?.state !== 'running') return;
    const job = current.jobId ? await jobs.boss.getJobById(DIRECTORY_REFRESH_JOB, current.jobId) : null;
    if (job && JOB_UNDER_WAY.has(job.state)) return;
    await db.transaction(async (tx) => {
      await finish(
        tx,
        current,
        'running',
        { state: 'failed', reason: messages.interrupted, finished: true },
        'directoryRefreshFailed',
      );
      await directoryImportRepository(tx, REFRESH_STAGING).dropStaging();
    });
    log.warn({ refreshId: current.id }, 'directory refresh: interrupted, marked failed');
  }

  /** What the figures decide: applied, awaiting confirmation or refused. */
  async function decide(refresh: StoredRefresh, lines: number, changes: DirectoryChanges): Promise<void> {
    const { live, staged, ...counted } = changes;
    const changed = counted.added + counted.removed + counted.renamed + counted.retitled;
    const figures = {
      lines,
      practitioners: staged,
      changes: counted,
      changedPercent: live === 0 ? 100 : percentOf(changed, live),
    };
    const { confirm_above_percent: confirmAbove, refuse_above_percent: refuseAbove } = settings;
    const refuse = async (reason: string) =>
      db.transaction(async (tx) => {
        await directoryImportRepository(tx, REFRESH_STAGING).dropStaging();
        await finish(
          tx,
          refresh,
          'running',
          { ...figures, state: 'refused', reason, finished: true },
          'directoryRefreshRefused',
        );
      });
    if (staged === 0) return refuse(messages.empty);
    // A first load (an empty directory) has nothing to lose: applied whatever its share.
    if (live === 0 || changed * 100 <= confirmAbove * live) {
      await staging.swap(async (tx) => {
        await finish(
          tx,
          refresh,
          'running',
          { ...figures, state: 'applied', reason: null, finished: true },
          'directoryRefreshed',
        );
      });
      return;
    }
    if (changed * 100 <= refuseAbove * live) {
      const reason = messages.awaiting(figures.changedPercent, confirmAbove);
      await db.transaction((tx) =>
        finish(
          tx,
          refresh,
          'running',
          { ...figures, state: 'awaitingConfirmation', reason, finished: false },
          'directoryRefreshAwaiting',
        ),
      );
      return;
    }
    await refuse(messages.refused(figures.changedPercent, refuseAbove));
  }

  /** Reads, stages, compares and decides; any failure leaves the live directory as it was. */
  async function execute(refreshId: string): Promise<void> {
    const refresh = await refreshes.byId(refreshId);
    if (refresh?.state !== 'running') return;
    const started = performance.now();
    try {
      if (!settings.source) throw new SourceError(messages.noSource);
      const opened = await openSource(settings.source);
      await refreshes.setSource(refresh.id, opened.name);
      refresh.source = opened.name;
      const stats = await stageRpps({ db, input: opened.input, stagingTable: REFRESH_STAGING, inFlight: 1 });
      const changes = await refreshes.compare(REFRESH_STAGING);
      await decide(refresh, stats.lines, changes);
      log.info(
        { refreshId, lines: stats.lines, ...changes, durationMs: Math.round(performance.now() - started) },
        'directory refresh: done',
      );
    } catch (error) {
      const reason = error instanceof SourceError ? error.message : messages.failed;
      log.error(
        { refreshId, reason: error instanceof Error ? error.message : String(error) },
        'directory refresh: failed',
      );
      await recordFailure(refresh, reason);
    }
  }

  /** A super administrator's decision on a refresh awaiting confirmation, taken once, recorded with its audit entry. */
  async function decided(
    actor: AdminActor,
    refreshId: string,
    decision: (tx: Db) => Promise<{ state: 'applied' | 'abandoned' | 'failed'; action: AuditAction; reason?: string }>,
  ): Promise<DirectoryRefresh> {
    const refresh = isUuid(refreshId) ? await refreshes.byId(refreshId) : null;
    if (!refresh) throw notFound(messages.unknown);
    const done = await db.transaction(async (tx) => {
      const claimed = await directoryRefreshRepository(tx).claim(refreshId, 'awaitingConfirmation');
      if (!claimed) return false;
      const { state, action, reason } = await decision(tx);
      const outcome: RefreshOutcome = { state, reason, finished: true, decidedBy: actor.id };
      await finish(tx, claimed, 'awaitingConfirmation', outcome, action, actor.id);
      return true;
    });
    if (!done) throw conflict(messages.notAwaiting);
    return publicOf((await refreshes.byId(refreshId))!);
  }

  return {
    /** The job's work: a scheduled tick (no id) begins its own refresh, unless one is current. */
    async run(data: RefreshJobData | null, jobId: string): Promise<void> {
      let refreshId = data?.refreshId;
      if (!refreshId) {
        if (!settings.source) return;
        await settleInterrupted();
        refreshId = (await refreshes.begin({ source: describeSource(settings.source), jobId })) ?? undefined;
        if (!refreshId) {
          log.info('directory refresh: one is running or awaiting confirmation, this tick skipped');
          return;
        }
      }
      await execute(refreshId);
    },

    async list(): Promise<DirectoryRefreshes> {
      await settleInterrupted();
      const [current, recent] = await Promise.all([
        refreshes.current(),
        refreshes.recent(DIRECTORY_REFRESH_RECENT_SIZE),
      ]);
      return {
        configured: Boolean(settings.source),
        current: current && publicOf(current),
        recent: recent.map(publicOf),
      };
    },

    /** A super administrator's refresh, now: its row and its job in one transaction. */
    async start(actor: AdminActor): Promise<DirectoryRefreshStarted> {
      if (!settings.source) throw conflict(messages.noSource);
      await settleInterrupted();
      const id = await db.transaction(async (tx) => {
        const repository = directoryRefreshRepository(tx);
        const begun = await repository.begin({ source: describeSource(settings.source), startedBy: actor.id });
        if (!begun) return null;
        const data: RefreshJobData = { refreshId: begun };
        const jobId = await jobs.send(DIRECTORY_REFRESH_JOB, data, { tx, singletonKey: DIRECTORY_REFRESH_JOB });
        // The queue holds a job already (a scheduled tick about to begin its row): that one runs.
        if (!jobId) throw conflict(messages.alreadyRunning);
        await repository.setJob(begun, jobId);
        return begun;
      });
      if (!id) throw conflict(messages.alreadyRunning);
      return { id };
    },

    /** Swaps in the staged extract of a refresh awaiting confirmation. */
    confirm: (actor: AdminActor, refreshId: string) =>
      decided(actor, refreshId, async (tx) => {
        const staged = directoryImportRepository(tx, REFRESH_STAGING);
        // Gone only if someone dropped it by hand: the directory stays as it was.
        if (!(await staged.stagingExists()))
          return { state: 'failed', action: 'directoryRefreshFailed', reason: messages.failed };
        await staged.swapIn();
        return { state: 'applied', action: 'directoryRefreshConfirmed' };
      }),

    /** Drops the staged extract of a refresh awaiting confirmation: the directory stays as it was. */
    abandon: (actor: AdminActor, refreshId: string) =>
      decided(actor, refreshId, async (tx) => {
        await directoryImportRepository(tx, REFRESH_STAGING).dropStaging();
        return { state: 'abandoned', action: 'directoryRefreshAbandoned' };
      }),
  };
}
export type DirectoryRefreshService = ReturnType<typeof createDirectoryRefresh>;
