import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';
import react from '@vitejs/plugin-react';

const TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * Files that change what every later file in their worker would see, so each gets a fresh module
 * graph and jsdom: those replacing one of our modules (`vi.mock`, e.g. the captcha widget or
 * `leavePortal`), whose mock binds into every module evaluated while it stands; and the first commit's
 * styles, which empties the page's style elements under emotion and leaves a rule of its own.
 */
const pageOfItsOwn = globSync(TESTS, { cwd: import.meta.dirname }).filter(
  (file) =>
    file === 'src/app/FirstCommitStyles.test.tsx' ||
    readFileSync(join(import.meta.dirname, file), 'utf8').includes('vi.mock('),
);

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A guard, not a timing: the cores are shared with the server's suites, and a test whose screen
    // takes 5 s under that load has not failed.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        // One module graph and one jsdom per worker, not one per file: starting a worker and
        // importing React, MUI and the app cost each file 3 to 5 s. Every test renders with its
        // own router, query client and i18next instance; setup.ts clears the DOM, timers and
        // cookies after each test, the storage and emotion's styles after each file.
        test: {
          name: 'shared worker',
          include: TESTS,
          exclude: [...configDefaults.exclude, ...pageOfItsOwn],
          isolate: false,
        },
      },
      { test: { name: 'a page of its own', include: pageOfItsOwn } },
    ],
  },
});
