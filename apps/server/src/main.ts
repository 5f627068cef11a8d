/** The portal in production: no demo data, nothing seeded. */
import { runServer } from './server.ts';

await runServer();
