import { configDefaults, defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

/**
 * The fuzz tests (several thousand requests) run only when asked for: by their folder
 * (`npm run test:fuzz`), or with PORTAL_FUZZ=1 beside every other file (`npm test`, whose run they
 * would otherwise follow alone). `npm run test:unit` leaves them out.
 */
const FUZZ = 'test/fuzz/**';
const fuzzAskedFor = process.env.PORTAL_FUZZ === '1' || process.argv.some((arg) => arg.includes('test/fuzz'));

export default defineConfig({
  root: import.meta.dirname,
  test: {
    maxWorkers,
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
