/** The directory's refresh on the job queue: on its schedule, or when a super administrator asks. */
import type { Config } from '../../config/schema.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { DIRECTORY_REFRESH_JOB, type DirectoryRefreshService, type RefreshJobData } from './refresh.ts';

export function directoryRefreshJob(
  refresh: Pick<DirectoryRefreshService, 'run'>,
  settings: Config['directory']['refresh'],
): JobDefinition<RefreshJobData> {
  return {
    name: DIRECTORY_REFRESH_JOB,
    // Without a source nothing is scheduled (a schedule left from before finds no source and stops).
    ...(settings.source ? { cron: settings.cron } : {}),
    singletonKey: DIRECTORY_REFRESH_JOB,
    queue: {
      // One refresh queued or running at a time, across instances; the table's index does the rest.
      policy: 'exclusive',
      // One try: a failed refresh is recorded, and the next tick or a super administrator starts another.
      retryLimit: 0,
      // 2.2 million lines take minutes; a job still active after four hours lost its instance.
      expireInSeconds: 4 * 3600,
    },
    work: { pollingIntervalSeconds: 10, notifyPollingIntervalSeconds: 10 },
    run: (data, job) => refresh.run(data, job.id),
  };
}
