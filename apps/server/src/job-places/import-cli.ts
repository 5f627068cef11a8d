/**
 * `npm run import:finess -- <file>`: imports a FINESS stock file into the database the server
 * uses (DATABASE_URL, else the embedded PGlite under DATA_DIR), in one transaction.
 */
import { createReadStream } from 'node:fs';
import { loadConfig } from '../config/load.ts';
import { openDatabase } from '../db/client.ts';
import { importFiness } from './import.ts';

async function main() {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) throw new Error('Usage : npm run import:finess -- <fichier etalab-cs1100507-stock-....csv>');
  const config = loadConfig();
  const database = await openDatabase({ url: config.database.url || undefined, dataDir: config.database.data_dir });
  try {
    const started = Date.now();
    const result = await importFiness(database.db, createReadStream(file));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${result.jobPlaces} établissements importés (${result.rejected} lignes rejetées, ${result.ignored} ignorées) en ${seconds} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
