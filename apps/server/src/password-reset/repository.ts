/** Password-reset tokens, stored as hashes, usable once. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets } from '../db/schema.ts';
import { secondsFromNow } from '../db/sql.ts';

export interface NewPasswordReset {
  tokenHash: string;
  userId: string;
  ttlSeconds: number;
}

export function passwordResetsRepository(db: Db) {
  return {
    async createPasswordReset(reset: NewPasswordReset): Promise<void> {
      await db.insert(passwordResets).values({
        tokenHash: reset.tokenHash,
        userId: reset.userId,
        expiresAt: secondsFromNow(reset.ttlSeconds),
      });
    },

    /** The account of a valid (unused, unexpired) token, else null. */
    async findValid(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        );
      return row?.userId ?? null;
    },

    /** Atomic: the user id for the one caller that uses a valid token, else null. */
    async consumePasswordReset(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
