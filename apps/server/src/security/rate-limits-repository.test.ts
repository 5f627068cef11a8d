import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { rateLimits } from '../db/schema.ts';
import { rateLimitsRepository } from './rate-limits-repository.ts';

describeEachDatabase('rate limits repository', (ctx) => {
  const repo = () => rateLimitsRepository(ctx.db);

  it('counts hits per key in the current window, atomically', async () => {
    const hits = await Promise.all(Array.from({ length: 10 }, () => repo().hit('login:ip:1', 3600)));
    expect(hits.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await repo().hit('login:ip:2', 3600)).toBe(1);
  });

  it("opens a key's window at its first hit: past a whole two seconds, the next hit still counts in it", async () => {
    // Just before a whole two seconds, where a window aligned on the clock would end.
    const toBoundary = 2000 - (Date.now() % 2000);
    await new Promise((resolve) => setTimeout(resolve, toBoundary > 200 ? toBoundary - 150 : toBoundary + 1850));
    expect(await repo().hit('k', 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await repo().hit('k', 2)).toBe(2);
    const [row] = await ctx.db.select().from(rateLimits);
    expect(row!.expiresAt.getTime() - row!.windowStart.getTime()).toBe(2000);
  });

  it('starts the next window at the first hit after one ends', async () => {
    await repo().hit('k', 60);
    await repo().hit('k', 60);
    await ctx.db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await repo().hit('k', 60)).toBe(1);
    const [row] = await ctx.db.select().from(rateLimits);
    expect(row!.expiresAt.getTime() - row!.windowStart.getTime()).toBe(60_000);
    expect(Math.abs(row!.windowStart.getTime() - Date.now())).toBeLessThan(5000);
  });

  it('counts limits in turn in one statement, none after the first one passed', async () => {
    const limits = (ipMax: number) => [
      { key: 'ip:1', windowSeconds: 60, max: ipMax },
      { key: 'account:a', windowSeconds: 3600, max: 2 },
    ];
    expect(await repo().hitInTurn(limits(5))).toBe(-1);
    expect(await repo().hitInTurn(limits(5))).toBe(-1);
    expect(await repo().hitInTurn(limits(5))).toBe(1); // the account's third
    expect(await repo().hitInTurn(limits(3))).toBe(0); // the IP's fourth: the account's not counted
    const hits = Object.fromEntries((await ctx.db.select().from(rateLimits)).map((row) => [row.key, row.hits]));
    expect(hits).toEqual({ 'ip:1': 4, 'account:a': 3 });
  });
});
