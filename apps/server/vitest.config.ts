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
    // One module graph per worker, not one per file: importing the server (oidc-provider, Fastify,
    // Drizzle, PGlite) for each of ~110 files cost more than the tests (356 s -> 125 s on PGlite).
    // Every suite builds its own app and database, so nothing a test sees is left by another file.
    isolate: false,
    hookTimeout: 60_000,
  },
});
