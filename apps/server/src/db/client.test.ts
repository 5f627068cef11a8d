import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, openMemoryDatabase } from './client.ts';
import { captchaUses, jobs } from './schema.ts';
import { describeEachDatabase } from './testing.ts';

describe('openDatabase without a URL', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps PGlite data in dataDir/pglite and migrates only once', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-db-'));
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(captchaUses).values({ signature: 'x', expiresAt: new Date(Date.now() + 60_000) });
    await first.close();
    expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true);

    const second = await openDatabase({ dataDir });
    const [row] = await second.db.select({ n: count() }).from(captchaUses);
    expect(Number(row?.n)).toBe(1);
    await second.close();
  });
});

describe('openMemoryDatabase', () => {
  it('opens migrated databases that share nothing, though all are copies of one', async () => {
    const [first, second] = await Promise.all([openMemoryDatabase(), openMemoryDatabase()]);
    try {
      await first.db.insert(captchaUses).values({ signature: 'x', expiresAt: new Date(Date.now() + 60_000) });
      const third = await openMemoryDatabase();
      for (const database of [second, third]) {
        const [uses] = await database.db.select({ n: count() }).from(captchaUses);
        expect(Number(uses?.n)).toBe(0);
        const [professions] = await database.db.select({ n: count() }).from(jobs);
        expect(Number(professions?.n)).toBeGreaterThan(20);
      }
      await third.close();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describeEachDatabase('migrated database', (ctx) => {
  it('has the pg_trgm and unaccent extensions', async () => {
    const [row] = await ctx.db
      .select({
        plain: sql<string>`unaccent('Hélène Lefèvre')`,
        similar: sql<number>`similarity('pathologie', 'patologie')`,
      })
      .from(sql`(select 1) as one`);
    expect(row?.plain).toBe('Helene Lefevre');
    expect(Number(row?.similar)).toBeGreaterThan(0.5);
  });

  it('normalises a count to a number through Number()', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    await ctx.db.insert(captchaUses).values([
      { signature: 'a', expiresAt },
      { signature: 'b', expiresAt },
    ]);
    const [row] = await ctx.db.select({ n: count() }).from(captchaUses);
    expect(Number(row?.n)).toBe(2);
  });
});
