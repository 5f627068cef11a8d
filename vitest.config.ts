import { defineConfig } from 'vitest/config';

/** Unit, component and API tests of every workspace; end-to-end journeys run under Playwright. */
export default defineConfig({
  test: {
    // Every core: the API tests wait on PGlite, PostgreSQL and argon2 as much as they compute.
    maxWorkers: '100%',
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
