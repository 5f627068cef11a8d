/** The directory refresh's tests: small extracts written by the generator, and the calls the screen makes. */
import { createWriteStream } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DirectoryRefresh, DirectoryRefreshes, DirectoryRefreshStarted } from '@portal/shared';
import { rowsOf } from '../../src/db/sql.ts';
import { rppsLines, writeRppsFile, type FixedPractitioner } from '../../src/directory/generate.ts';
import { importRpps } from '../../src/directory/import.ts';
import { rppsWithCheckDigit } from '../../src/directory/rpps-number.ts';
import type { Browser } from '../support/browser.ts';
import type { Portal } from '../support/harness.ts';

export const REFRESHES = '/api/admin/directory/refreshes';

/** A folder of extracts, for a suite's `directory.refresh.source`. */
export const extractsFolder = () => mkdtempSync(join(tmpdir(), 'portal-rpps-'));

const letters = (n: number) => String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));

/** `count` practitioners, one job place each (one line each): RPPS 10020000xxx. */
export function practitioners(count: number, from = 0): FixedPractitioner[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      rpps: rppsWithCheckDigit(String(1_002_000_000 + n)),
      civilTitle: n % 2 ? 'M' : 'MME',
      firstName: n % 2 ? 'Antoine' : 'Camille',
      lastName: `Ferrand${letters(n)}`,
      jobPlaces: [{ label: 'CLINIQUE DU PARC', city: 'Lyon', finess: '690102348' }],
    };
  });
}

/** The same practitioners, the first `count` of them renamed. */
export const renamed = (list: FixedPractitioner[], count: number) =>
  list.map((one, index) => (index < count ? { ...one, lastName: `${one.lastName}-Morel` } : one));

/** Replaces the live directory with these practitioners (as `npm run import:rpps` does). */
export async function loadDirectory(portal: Portal, list: FixedPractitioner[]): Promise<void> {
  const text = [...rppsLines({ lines: list.length, practitioners: list })].join('\n');
  await importRpps({ db: portal.db, input: Readable.from([Buffer.from(text)]) });
}

let written = 0;
/** Writes an extract into `folder`, newer than those already there (its name says so). */
export async function writeExtract(folder: string, list: FixedPractitioner[]): Promise<string> {
  written += 1;
  const name = `PS_LibreAcces_Personne_activite_2026112903${String(written).padStart(4, '0')}.txt`;
  const file = join(folder, name);
  await writeRppsFile(createWriteStream(file), { lines: list.length, practitioners: list });
  return file;
}

/** The live directory's record of an RPPS, if any. */
export async function liveRecord(portal: Portal, rpps: string) {
  const [row] = await rowsOf<{ last_name: string; civil_title: string }>(
    portal.db,
    sql`select last_name, civil_title from directory_practitioners where rpps = ${rpps}`,
  );
  return row ?? null;
}

export async function liveCount(portal: Portal): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(portal.db, sql`select count(*)::int as n from directory_practitioners`);
  return row!.n;
}

/** No refresh left from an earlier test (one awaiting confirmation would hold the next back). */
export async function forgetRefreshes(portal: Portal): Promise<void> {
  await portal.db.execute(sql`delete from directory_refreshes`);
  await portal.db.execute(sql`drop table if exists directory_practitioners_refresh`);
}

export async function listRefreshes(browser: Browser): Promise<DirectoryRefreshes> {
  const response = await browser.get(REFRESHES, { accept: 'application/json' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DirectoryRefreshes>();
}

/** Starts a refresh (202) and waits until it is no longer running: applied, awaiting, refused or failed. */
export async function refreshed(browser: Browser): Promise<DirectoryRefresh> {
  const response = await browser.json('POST', REFRESHES, {});
  expect(response.statusCode, response.body).toBe(202);
  const { id } = response.json<DirectoryRefreshStarted>();
  return settled(browser, id);
}

export async function settled(browser: Browser, id: string): Promise<DirectoryRefresh> {
  let found: DirectoryRefresh | undefined;
  await expect
    .poll(
      async () => {
        const { current, recent } = await listRefreshes(browser);
        found = [current, ...recent].find((one) => one?.id === id) ?? undefined;
        return found?.state ?? 'not listed';
      },
      { timeout: 30_000, interval: 200 },
    )
    .toSatisfy((state: string) => state !== 'running' && state !== 'not listed');
  return found!;
}
