import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A guard, not a timing: the cores are shared with the server's suites, and a test whose screen
    // takes 5 s under that load has not failed.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
