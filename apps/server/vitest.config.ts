import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite boots a WebAssembly PostgreSQL per suite and argon2 is slow on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
