import { defineConfig } from 'vitest/config';
import { maxWorkers } from './vitest.workers.ts';

/** Unit, component and API tests of every workspace; end-to-end journeys run under Playwright. */
export default defineConfig({
  test: {
    // Each project sets the same number in its own config (vitest.workers.ts).
    maxWorkers,
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
