import { loadConfig } from '../../apps/server/src/config/load.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createBenchAccounts } from '../../apps/server/src/seed/index.ts';
import { createPasswordHasher } from '../../apps/server/src/security/passwords.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.database.url || undefined, dataDir: config.database.data_dir });
const hasher = await createPasswordHasher(config.security.argon2);
await createBenchAccounts(database.db, 20, hasher.hash);
await database.close();
const log = createLogger();
await startServer(config, log, { seedDemo: false });
