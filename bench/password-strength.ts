/**
 * `npm run bench:password-strength`: the server's cost of the password strength (issue 36). Builds
 * the estimator (zxcvbn-ts and its dictionaries, as the server does once at start: time and heap),
 * then judges BENCH_STRENGTH_RUNS passwords of each kind, as sign-up, reset and change do, and
 * prints p50, p99 and max per kind. The estimate reads the first 40 characters only.
 */
import { assessPassword, MAX_EVALUATED_LENGTH, type PersonalDetails } from '@portal/shared';
import { createPasswordStrengthEstimator } from '@portal/shared/password-strength-estimator';
import { intEnv } from './lib/env.ts';
import { Recorder, ms, printTable } from './lib/stats.ts';

const RUNS = intEnv('BENCH_STRENGTH_RUNS', 200, 1, 100_000);
const DETAILS: PersonalDetails = { firstName: 'Claire', lastName: 'Dubois', emails: ['claire.dubois@chu-lyon.fr'] };
const PRINTABLE = '!#$%&*+-.0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

const random = (length: number) =>
  Array.from({ length }, () => PRINTABLE[Math.floor(Math.random() * PRINTABLE.length)]).join('');
const words = ['Girafe', 'Tambour', 'Violet', 'Ardoise', 'Cerisier', 'Orage', 'Lanterne', 'Pivert'];
const passphrase = () =>
  `${[0, 1, 2].map(() => words[Math.floor(Math.random() * words.length)]).join('-')}-${Math.floor(Math.random() * 100)}!`;

const KINDS: [string, () => string][] = [
  ['leaked (Motdepasse + year)', () => `Motdepasse${2000 + Math.floor(Math.random() * 30)}!`],
  ['name + year', () => `Dubois${1950 + Math.floor(Math.random() * 70)}!!`],
  ['passphrase, about 25 characters', passphrase],
  ['random, 12 characters', () => random(12)],
  ['random, 40 characters', () => random(MAX_EVALUATED_LENGTH)],
  ['random, 1,000 characters (capped)', () => random(1_000)],
];

const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const estimator = createPasswordStrengthEstimator();
const buildMs = performance.now() - started;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
printTable('estimator, built once', [
  ['build', ms(buildMs)],
  ['heap added (before any collection)', `${heapMb.toFixed(1)} MB`],
]);

for (const [kind, make] of KINDS) {
  const recorder = new Recorder();
  for (let i = 0; i < RUNS; i += 1) {
    const password = make();
    const start = performance.now();
    assessPassword(password, DETAILS, 3, estimator);
    recorder.ok(performance.now() - start);
  }
  printTable(kind, [
    ['p50', ms(recorder.percentile(50))],
    ['p99', ms(recorder.percentile(99))],
    ['max', ms(Math.max(...recorder.latencies))],
  ]);
}
