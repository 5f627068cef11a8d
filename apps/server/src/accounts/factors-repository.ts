/**
 * An account's factors beyond the code by e-mail: the authenticator app, its passkeys, and the
 * recovery codes that stand in for them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { passkeys, recoveryCodes, users } from '../db/schema.ts';

export function factorsRepository(db: Db) {
  return {
    /** Whether the account has a validated authenticator app or at least one passkey (one query). */
    async beyondEmail(userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const [row] = await db
        .select({
          has: sql<boolean>`${users.totpValidated} or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row?.has === true;
    },

    /**
     * The recovery codes go once no factor beyond the code by e-mail remains for them to stand in
     * for (run it in the transaction that removed the last one).
     */
    async voidCodesWithoutFactor(userId: string): Promise<void> {
      if (!isUuid(userId)) return;
      await db
        .delete(recoveryCodes)
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            sql`not exists (select 1 from ${users} where ${users.id} = ${userId}::uuid and ${users.totpValidated})`,
            sql`not exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId}::uuid)`,
          ),
        );
    },

    /**
     * Removes the authenticator app, every passkey and every recovery code (run it in the caller's
     * transaction); whether there was any.
     */
    async removeAll(userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const app = await db
        .update(users)
        .set({ totpSecret: null, totpValidated: false, totpLastStep: null, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), sql`${users.totpSecret} is not null`))
        .returning({ id: users.id });
      const keys = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
      const codes = await db
        .delete(recoveryCodes)
        .where(eq(recoveryCodes.userId, userId))
        .returning({ hash: recoveryCodes.codeHash });
      return app.length + keys.length + codes.length > 0;
    },
  };
}
