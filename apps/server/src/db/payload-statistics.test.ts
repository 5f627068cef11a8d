import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from './sql.ts';
import { describeEachDatabase } from './testing.ts';

describeEachDatabase("statistics of the provider's table (migrations 0010, 0012)", (ctx) => {
  it('keeps every column small, so ANALYZE samples 3,000 rows and not the whole table', async () => {
    // ANALYZE samples 300 rows per unit of the largest target; a column left at the default (100,
    // -1 or null in the catalog) would bring back the 30,000-row sample.
    const columns = await rowsOf<{ name: string; target: number }>(
      ctx.db,
      sql`select attname as name, coalesce(attstattarget, -1)::int as target from pg_attribute
          where attrelid = 'oidc_payloads'::regclass and attnum > 0 and not attisdropped order by attnum`,
    );
    expect(columns.length).toBeGreaterThan(5);
    for (const { name, target } of columns)
      expect({ name, small: target >= 0 && target <= 10 }).toEqual({ name, small: true });
  });
});
