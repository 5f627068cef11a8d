/**
 * `npm run generate:rpps -- --lines N [--out file] [--encoding utf8|cp1252] [--columns 56|52|48] [--seed S]`
 * writes a synthetic PS_LibreAcces_Personne_activite_YYYYMMDDHHMM.txt (streamed: any size).
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { RPPS_LAYOUTS, type RppsLayout } from './columns.ts';
import { writeRppsFile } from './generate.ts';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000' },
    out: { type: 'string' },
    encoding: { type: 'string', default: 'utf8' },
    columns: { type: 'string', default: '56' },
    seed: { type: 'string', default: '1' },
  },
});
const lines = Number(values.lines);
const columns = Number(values.columns) as RppsLayout;
const encoding = values.encoding;
if (!Number.isInteger(lines) || lines < 0) throw new Error('--lines must be a whole number');
if (!RPPS_LAYOUTS.includes(columns)) throw new Error('--columns must be 56, 52 or 48');
if (encoding !== 'utf8' && encoding !== 'cp1252') throw new Error('--encoding must be utf8 or cp1252');

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
const out = values.out ?? `PS_LibreAcces_Personne_activite_${stamp}.txt`;
const started = performance.now();
await writeRppsFile(createWriteStream(out), { lines, columns, encoding, seed: Number(values.seed) });
console.log(`${out}: ${lines} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`);
