/** SQL of the super administrators as a change that may remove one reads them: their rows locked, then counted. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql.ts';

export function superAdminsRepository(db: Db) {
  return {
    /**
     * Locks the super administrators' rows for the transaction, always in the same order: of two changes
     * at once, the second counts after the first.
     */
    async lock(): Promise<void> {
      await db.execute(sql`select id from users where is_super_admin order by id for update`);
    },

    /** The super administrators who can act: activated and not locked. */
    async countActive(): Promise<number> {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*) as n from users where is_super_admin and activated and not locked`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
