/**
 * `npm run import:rpps -- <file>`: replaces the directory with an RPPS "Personne activité" file (or
 * the `PS_LibreAcces_*.zip` holding it), in the database the server uses (DATABASE_URL, else the
 * embedded PGlite of DATA_DIR).
 * Its last line reports the peak memory (the directory benchmark reads it).
 * The script's node flags keep V8's heap small: by default it grows the young generation to 64 MB
 * per semi-space and lets the old one reach several times its live size (some 40 MB here) before
 * collecting, which took the peak past 300 MB.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config/load.ts';
import { openDatabase } from '../db/client.ts';
import { importRpps } from './import.ts';
import { readExtractFile } from './refresh/source.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:rpps -- <PS_LibreAcces_Personne_activite_....txt | PS_LibreAcces_....zip>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.database.url || undefined, dataDir: config.database.data_dir });
try {
  const result = await importRpps({ db: database.db, input: readExtractFile(file) });
  const seconds = result.durationMs / 1000;
  console.log(
    `${result.lines} lines (${result.skipped} skipped, ${result.encoding}), ${result.practitioners} practitioners ` +
      `in ${seconds.toFixed(1)} s: ${Math.round(result.lines / seconds)} lines/s (${database.kind})`,
  );
} finally {
  await database.close();
}
// VmHWM rather than resourceUsage().maxRSS, which on Linux starts from the spawning process's peak.
const status = process.platform === 'linux' ? readFileSync('/proc/self/status', 'utf8') : '';
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? process.resourceUsage().maxRSS);
console.log(`peak RSS: ${Math.round(peakKb / 1024)} MB`);
