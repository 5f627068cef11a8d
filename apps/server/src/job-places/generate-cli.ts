/**
 * `npm run generate:finess -- --lines N [--out file] [--seed S]`: writes a synthetic FINESS stock
 * file (default name `etalab-cs1100507-stock-YYYYMMDD-HHMM.csv` in the current directory).
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { finessBytes, finessFileName } from './generate.ts';

const MAX_LINES = 1_000_000;

async function main() {
  const { values } = parseArgs({
    options: {
      lines: { type: 'string', default: '1000' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
  });
  const lines = Number(values.lines);
  const seed = Number(values.seed);
  if (!Number.isInteger(lines) || lines < 0 || lines > MAX_LINES) {
    throw new Error(`--lines doit être un entier entre 0 et ${MAX_LINES}.`);
  }
  if (!Number.isInteger(seed)) throw new Error('--seed doit être un entier.');
  const date = new Date();
  const out = values.out ?? finessFileName(date);
  await pipeline(Readable.from(finessBytes({ lines, seed, date })), createWriteStream(out));
  console.log(`${lines} établissements écrits dans ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
