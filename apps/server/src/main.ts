import { loadConfig, ConfigError } from './config/load.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const log = createLogger();
try {
  const config = loadConfig();
  const server = await startServer(config, log, {
    seedDemo: process.env.SEED_DEMO ? process.env.SEED_DEMO === 'true' : !config.database.url,
  });
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
