import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The fuzz test (`npm run test:fuzz`, several thousand requests) runs only when asked for by its
 * folder, so that the unit run does not run it a second time.
 */
const FUZZ = 'test/fuzz/**';
const fuzzAskedFor = process.argv.some((arg) => arg.includes('test/fuzz'));

export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: fuzzAskedFor ? configDefaults.exclude : [...configDefaults.exclude, FUZZ],
    // PGlite boots a WebAssembly PostgreSQL per suite and argon2 is slow on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
