import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mergedValues, prepared, renderedOnce, rowsOf } from './sql.ts';
import { describeEachDatabase } from './testing.ts';

describeEachDatabase('statements rendered once', (ctx) => {
  const select = (
    statements: ReturnType<typeof renderedOnce>,
    shape: string | undefined,
    values: Record<string, unknown>,
  ) =>
    rowsOf<{ word: string; n: number }>(
      ctx.db,
      statements({
        shape,
        build: () => prepared(sql`select ${sql.placeholder('word')}::text as word, ${sql.placeholder('n')}::int as n`),
        values,
      }),
    );

  it('runs a shape built once with each call its own values', async () => {
    const statements = renderedOnce();
    let built = 0;
    const statement = (values: Record<string, unknown>) =>
      statements({
        shape: 'pair',
        build: () => {
          built += 1;
          return sql`select ${sql.placeholder('a')}::text || '-' || ${sql.placeholder('b')}::text as pair`;
        },
        values,
      });
    const pairs = await Promise.all(
      ['un', 'deux', "trois'); drop table users; --"].map(async (a, i) => {
        const [row] = await rowsOf<{ pair: string }>(ctx.db, statement({ a, b: String(i) }));
        return row!.pair;
      }),
    );
    expect(pairs).toEqual(['un-0', 'deux-1', "trois'); drop table users; ---2"]);
    expect(built).toBe(1);
  });

  it('keeps shapes apart, renders an unnamed one each time, and refuses a missing value', async () => {
    const statements = renderedOnce();
    expect(await select(statements, 'one', { word: 'a', n: 1 })).toEqual([{ word: 'a', n: 1 }]);
    expect(await select(statements, undefined, { word: 'b', n: 2 })).toEqual([{ word: 'b', n: 2 }]);
    expect(await select(statements, 'one', { word: 'c', n: 3 })).toEqual([{ word: 'c', n: 3 }]);
    expect(() => statements({ shape: 'one', build: () => sql`select 1`, values: { word: 'd' } })).toThrow(
      /placeholder "n"/,
    );
  });

  it('merges the values of statements sent as one, and refuses two values of the same name', () => {
    expect(mergedValues({ a: 1 }, { b: null }, {})).toEqual({ a: 1, b: null });
    expect(() => mergedValues({ a: 1 }, { a: 2 })).toThrow(/both name a value "a"/);
  });
});
