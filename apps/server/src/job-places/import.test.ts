import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobPlaces } from '../db/schema.ts';
import { describeEachDatabase } from '../db/testing.ts';
import { seedReferenceData } from '../seed/index.ts';
import { finessBytes } from './generate.ts';
import { FinessFormatError, importFiness } from './import.ts';
import { jobPlacesRepository } from './repository.ts';
import { seedJobPlaces } from '../seed/job-places.ts';
import { encodeWindows1252 } from '../national-files/windows-1252.ts';

const line = (finess: string, rslongue: string, routing = '69003 LYON', siret = '26010004500012') =>
  `structureet;${finess};690000000;RS COURTE;${rslongue};;;12;R;de l’Église;B;;383;69;RHÔNE;${routing};;;355;CH;1102;CHs;${siret};8610Z;03;x;1;y;1979-02-13;1979-02-13;2026-01-01;`;

const file = (...lines: string[]) =>
  Readable.from([
    encodeWindows1252(
      ['finess;etalab;96;2026-03-11', ...lines, 'geolocalisation;690000001;1;2;LAMBERT_93;2026-01-01', ''].join('\n'),
    ),
  ]);

describeEachDatabase('FINESS import', (ctx) => {
  it('imports a generated file with accents, and upserts by FINESS number on a second run', async () => {
    const first = await importFiness(ctx.db, Readable.from(finessBytes({ lines: 120, seed: 7 })));
    expect(first).toEqual({ jobPlaces: 120, rejected: 0, ignored: 0 });
    expect(await jobPlacesRepository(ctx.db).count()).toBe(120);
    const again = await importFiness(ctx.db, Readable.from(finessBytes({ lines: 120, seed: 7 })));
    expect(again.jobPlaces).toBe(120);
    expect(await jobPlacesRepository(ctx.db).count()).toBe(120);
    const rows = await ctx.db.select().from(jobPlaces);
    expect(rows.some((row) => /[éèêô’]/.test(row.label))).toBe(true);
    expect(rows.every((row) => /^\d{5}$/.test(row.zipcode) && row.city !== '' && row.address !== '')).toBe(true);
  });

  it('maps the fields, updates changed lines and keeps the search columns', async () => {
    await importFiness(ctx.db, file(line('690000001', 'Hôpital Édouard-Herriot')));
    await importFiness(
      ctx.db,
      file(
        line('690000001', 'Hôpital Édouard Herriot (HEH)', '69437 LYON CEDEX 03'),
        line('2A0000017', '', '20000 AJACCIO', ''),
      ),
    );
    const rows = await ctx.db.select().from(jobPlaces).orderBy(jobPlaces.finess);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        finess: '2A0000017',
        label: 'RS COURTE',
        address: '12 bis rue de l’Église',
        zipcode: '20000',
        city: 'AJACCIO',
        siret: null,
      },
      {
        finess: '690000001',
        label: 'Hôpital Édouard Herriot (HEH)',
        address: '12 bis rue de l’Église',
        zipcode: '69437',
        city: 'LYON',
        siret: '26010004500012',
      },
    ]);
    const search = (await ctx.db.execute(
      sql`select label_search, city_search from job_places where finess = '690000001'`,
    )) as unknown as { rows: unknown[] };
    expect(search.rows[0]).toEqual({ label_search: 'hopital edouard herriot heh', city_search: 'lyon' });
  });

  it('rejects unusable lines and leaves the previous data when an import fails', async () => {
    await importFiness(ctx.db, file(line('690000001', 'Avant')));
    const result = await importFiness(ctx.db, file(line('6900001', 'Numéro trop court'), line('690000001', 'Après')));
    expect(result).toEqual({ jobPlaces: 1, rejected: 1, ignored: 0 });
    async function* broken() {
      yield encodeWindows1252(
        `finess;etalab;96;2026-03-11\n${line('690000001', 'Jamais')}\n${line('690000002', 'X')}\n`,
      );
      throw new Error('lecture interrompue');
    }
    await expect(importFiness(ctx.db, broken())).rejects.toThrow('lecture interrompue');
    await expect(importFiness(ctx.db, Readable.from(['a;b;c\n']))).rejects.toBeInstanceOf(FinessFormatError);
    const rows = await ctx.db.select().from(jobPlaces);
    expect(rows.map((row) => row.label)).toEqual(['Après']);
  });

  it('seeds generated job places only when job places are few, unless disabled', async () => {
    await seedReferenceData(ctx.db);
    expect(await seedJobPlaces(ctx.db, { SEED_FINESS_LINES: '0' })).toBe(0);
    expect(await seedJobPlaces(ctx.db, { SEED_FINESS_LINES: '80' })).toBe(80);
    expect(await seedJobPlaces(ctx.db, { SEED_FINESS_LINES: '80' })).toBe(0);
    expect(await jobPlacesRepository(ctx.db).count()).toBe(85);
    const [parc] = await ctx.db.select().from(jobPlaces).where(eq(jobPlaces.label, 'Clinique du Parc'));
    expect(parc?.finess).toBe('690102348');
  });
});
