import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { directoryRepository } from '../directory/repository.ts';
import { seedDirectory } from './directory.ts';

describeEachDatabase('demo directory seed', (ctx) => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('fills an empty directory once, with the demo doctors', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-directory-'));
    dirs.push(dataDir);
    expect(await seedDirectory(ctx.db, { dataDir, lines: 0 })).toBeNull();
    expect((await seedDirectory(ctx.db, { dataDir, lines: 300 }))?.lines).toBe(300);
    expect(await seedDirectory(ctx.db, { dataDir, lines: 300 })).toBeNull();
    const { rows } = await directoryRepository(ctx.db).search({
      lastName: 'Dubois',
      firstName: 'Claire',
      page: 0,
      rowsPerPage: 8,
    });
    expect(rows[0]).toMatchObject({ rpps: '10003456786', jobPlaces: [{ label: 'CLINIQUE DU PARC', city: 'Lyon' }] });
    const hugo = await directoryRepository(ctx.db).search({ rpps: '10004567896', page: 0, rowsPerPage: 8 });
    expect(hugo.rows).toMatchObject([{ firstName: 'Hugo', lastName: 'GIRARD', civilTitle: 'M' }]);
  });
});
