/** SQL of the recovery codes: a new set replaces the old, a use consumes one code once. */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { recoveryCodes } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';

export function recoveryCodesRepository(db: Db) {
  const unused = (userId: string) => and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt));

  return {
    /** The account's codes are these hashes now (run it in the caller's transaction). */
    async replace(userId: string, hashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /**
     * Marks the code used, for the one caller that finds it unused: the codes then left, or null
     * when it was not the account's, or was used already.
     */
    async consume(userId: string, codeHash: string): Promise<number | null> {
      if (!isUuid(userId)) return null;
      // The other statement's snapshot does not see the update: the unused codes but this one are those left.
      const [row] = await rowsOf<{ used: number | string; remaining: number | string }>(
        db,
        sql`with used as (
              update recovery_codes set used_at = now()
              where user_id = ${userId}::uuid and code_hash = ${codeHash} and used_at is null
              returning 1
            )
            select (select count(*) from used) as used,
              (select count(*) from recovery_codes
                where user_id = ${userId}::uuid and used_at is null and code_hash <> ${codeHash}) as remaining`,
      );
      return Number(row?.used) === 1 ? Number(row!.remaining) : null;
    },

    async remaining(userId: string): Promise<number> {
      if (!isUuid(userId)) return 0;
      const [row] = await db.select({ n: count() }).from(recoveryCodes).where(unused(userId));
      return Number(row?.n ?? 0);
    },
  };
}
