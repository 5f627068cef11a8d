/** The portal with the data the environment asks for (`seed/prepare.ts`): for benchmarks and development. */
import { runServer } from '../server.ts';
import { seedingFromEnvironment } from './prepare.ts';

await runServer((config) => seedingFromEnvironment(config));
