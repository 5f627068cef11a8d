import { defineConfig } from 'vitest/config';

/** Unit, component and API tests of every workspace; end-to-end journeys run under Playwright. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/demo-client'],
  },
});
