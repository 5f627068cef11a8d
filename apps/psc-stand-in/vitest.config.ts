import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    maxWorkers,
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
