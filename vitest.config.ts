import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit, component and API tests of every workspace; end-to-end journeys run under Playwright. */
export default defineConfig({
  test: {
    // Twice the cores: the API tests wait on PostgreSQL, the SMTP catcher and timers about as much as
    // they compute (on 2 cores, 4 workers took the server's suite from 356 s to 254 s).
    maxWorkers: availableParallelism() * 2,
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      'apps/demo-client',
      'apps/psc-stand-in',
      'apps/analytics-stand-in',
    ],
  },
});
