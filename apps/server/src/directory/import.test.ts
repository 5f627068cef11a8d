import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { RPPS_COLUMNS } from './columns.ts';
import { encodeWindows1252 } from '../national-files/windows-1252.ts';
import { rppsLines, type FixedPractitioner } from './generate.ts';
import { rppsWithCheckDigit } from './rpps-number.ts';
import { importRpps } from './import.ts';
import type { Db } from '../db/client.ts';
import { directoryRepository } from './repository.ts';

const claire: FixedPractitioner = {
  rpps: '10003456786',
  civilTitle: 'MME',
  firstName: 'Claire',
  lastName: 'Dubois',
  jobPlaces: [
    { label: 'CLINIQUE DU PARC', city: 'Lyon' },
    { label: 'CHU DE SAINT-ÉTIENNE', city: 'Saint-Étienne' },
  ],
};
const hugo: FixedPractitioner = { rpps: '10004567896', civilTitle: 'M', firstName: 'Hugo', lastName: 'Girard', jobPlaces: [] }; // prettier-ignore
const file = (lines: string[]) => Readable.from([Buffer.from(lines.map((line) => `${line}\n`).join(''))]);
const search = (db: Db, filters: object) => directoryRepository(db).search({ page: 0, rowsPerPage: 50, ...filters });

describeEachDatabase('RPPS directory import', (ctx) => {
  it('imports a 56-column UTF-8 file, grouping each practitioner with their job places', async () => {
    const result = await importRpps({ db: ctx.db, input: file([...rppsLines({ lines: 300, practitioners: [claire, hugo] })]) }); // prettier-ignore
    expect(result).toMatchObject({ lines: 300, skipped: 0, encoding: 'utf8' });
    expect(result.practitioners).toBeGreaterThan(100);
    expect(result.practitioners).toBeLessThan(300);
    const { rows, count } = await search(ctx.db, { rpps: claire.rpps });
    expect(count).toBe(1);
    expect(rows[0]).toMatchObject({ asipDoctorId: '810003456786', civilTitle: 'MME', firstName: 'Claire', lastName: 'DUBOIS' }); // prettier-ignore
    expect(rows[0]!.jobPlaces.map(({ label, city }) => ({ label, city }))).toEqual(claire.jobPlaces);
    expect(rows[0]!.jobPlaces[0]!.finess).toMatch(/^69[0-9]{7}$/);
    // Hugo's only line has no structure: he is listed, without a place.
    expect((await search(ctx.db, { lastName: 'girard', firstName: 'hugo' })).rows).toMatchObject([{ rpps: hugo.rpps, civilTitle: 'M', jobPlaces: [] }]); // prettier-ignore
  });

  it('reads a Windows-1252 file with a 52-column header, accents intact', async () => {
    const accented = { ...claire, rpps: rppsWithCheckDigit('1000999999'), firstName: 'Hélène', lastName: "D'Almeida-Kerbœuf" }; // prettier-ignore
    const text = [...rppsLines({ lines: 40, columns: 52, practitioners: [accented] })].join('\n');
    const result = await importRpps({ db: ctx.db, input: Readable.from([encodeWindows1252(text)]) });
    expect(result).toMatchObject({ lines: 40, encoding: 'cp1252' });
    const { rows } = await search(ctx.db, { lastName: 'dalmeida kerboeuf', firstName: 'HELENE' });
    expect(rows).toMatchObject([{ firstName: 'Hélène', lastName: "D'ALMEIDA-KERBŒUF" }]);
    expect(rows[0]!.jobPlaces[1]).toMatchObject({ label: 'CHU DE SAINT-ÉTIENNE', city: 'Saint-Étienne' });
  });

  it('maps columns by name, skips non-RPPS lines and merges a practitioner split across the file', async () => {
    const header = ['Nom d\'exercice', 'Identifiant PP', "Prénom d'exercice", 'Code civilité', 'Raison sociale site', 'Libellé commune (coord. structure)', "Type d'identifiant PP"]; // prettier-ignore
    const rpps = rppsWithCheckDigit('1000000001');
    const input = file([
      `\uFEFF${header.join('|')}|`,
      `MARTIN|${rpps}|Zoé|MME|CABINET A|Lille|8|`,
      `PETIT|${rppsWithCheckDigit('1000000002')}|Éric|M|||8|`,
      `MARTIN|${rpps}|Zoé|MME|CABINET B|Lens|8|`,
      `ANCIEN|0123456789|Jean|M|||0|`,
    ]);
    expect(await importRpps({ db: ctx.db, input })).toMatchObject({ lines: 4, skipped: 1, practitioners: 2 });
    const { rows } = await search(ctx.db, { rpps });
    expect(rows[0]!.jobPlaces.map((place) => place.label).sort()).toEqual(['CABINET A', 'CABINET B']);
    expect(RPPS_COLUMNS).toContain(header[0]);
  });

  it('replaces the directory atomically: searches answer from the old one during an import', async () => {
    await importRpps({ db: ctx.db, input: file([...rppsLines({ lines: 50, practitioners: [claire] })]) });
    const input = new PassThrough();
    const importing = importRpps({ db: ctx.db, input, batchSize: 10 });
    const [header, ...lines] = [...rppsLines({ lines: 200, seed: 7, practitioners: [hugo] })];
    input.write(`${[header, ...lines.slice(0, 100)].join('\n')}\n`);
    await sleep(100);
    expect((await search(ctx.db, { lastName: 'dubois', firstName: 'claire' })).count).toBe(1);
    expect((await search(ctx.db, { rpps: hugo.rpps })).count).toBe(0);
    input.end(lines.slice(100).join('\n'));
    await importing;
    expect((await search(ctx.db, { rpps: claire.rpps })).count).toBe(0);
    expect((await search(ctx.db, { rpps: hugo.rpps })).count).toBe(1);
  });

  it('keeps the directory when a file is not an RPPS file', async () => {
    await importRpps({ db: ctx.db, input: file([...rppsLines({ lines: 5, practitioners: [claire] })]) });
    await expect(importRpps({ db: ctx.db, input: file(['finess;etalab;96;2026-03-11', 'x']) })).rejects.toThrow(/RPPS/);
    expect((await search(ctx.db, { rpps: claire.rpps })).count).toBe(1);
    // The next import still works (no staging table left behind).
    expect((await importRpps({ db: ctx.db, input: file([...rppsLines({ lines: 5 })]) })).lines).toBe(5);
  });
});
