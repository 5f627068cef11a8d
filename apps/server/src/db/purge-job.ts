/** The removal of expired rows (`maintenance-repository.ts`), every ten minutes, by one instance. */
import type { JobDefinition } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import type { Db } from './client.ts';
import { maintenanceRepository } from './maintenance-repository.ts';

export function purgeJob(db: Db, auditRetentionDays: number, log: Logger): JobDefinition {
  const maintenance = maintenanceRepository(db);
  return {
    name: 'purge-expired',
    cron: '*/10 * * * *',
    // One try: the next tick does the same work.
    queue: { retryLimit: 0, expireInSeconds: 300 },
    work: { pollingIntervalSeconds: 30, notifyPollingIntervalSeconds: 30 },
    async run() {
      const deleted = await maintenance.deleteExpired({ auditRetentionDays });
      log.info({ deleted }, 'expired rows purged');
    },
  };
}
