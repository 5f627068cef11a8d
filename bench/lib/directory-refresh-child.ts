/**
 * The bench's refresh, in a process of its own so its peak memory is its own: a refresh of the
 * directory of DATABASE_URL from the folder given, as the scheduled job runs it (the same service,
 * the same node flags as `npm run import:rpps`). Prints the refresh as JSON, then its peak RSS.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../apps/server/src/config/load.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createDirectoryRefresh } from '../../apps/server/src/directory/refresh/refresh.ts';
import { directoryRefreshRepository } from '../../apps/server/src/directory/refresh/repository.ts';
import type { JobQueue } from '../../apps/server/src/jobs/queue.ts';
import { createLogger } from '../../apps/server/src/logger.ts';

const folder = process.argv[2]!;
const config = loadConfig();
config.directory.refresh.source = folder;
const database = await openDatabase({ url: config.database.url || undefined, dataDir: config.database.data_dir });
try {
  // No refresh is under way in the bench's database: the queue is never asked about one.
  const jobs = {} as JobQueue;
  const refresh = createDirectoryRefresh({ db: database.db, config, jobs, log: createLogger('warn') });
  await refresh.run({}, 'bench');
  const [last] = await directoryRefreshRepository(database.db).recent(1);
  console.log(JSON.stringify(last));
} finally {
  await database.close();
}
const status = process.platform === 'linux' ? readFileSync('/proc/self/status', 'utf8') : '';
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? process.resourceUsage().maxRSS);
console.log(`peak RSS: ${Math.round(peakKb / 1024)} MB`);
