/** One-time codes sent by e-mail (second factor, address validation). Only hashes are stored. */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeCodes, type CodePurpose, type MailStatus } from '../db/schema.ts';
import { isUuid } from '@portal/shared';
import { secondsFromNow } from '../db/sql.ts';

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

export interface NewCode {
  purpose: CodePurpose;
  /** The interaction id (login) or the e-mail validation id (email). */
  subject: string;
  userId?: string | null;
  codeHash: string;
  prefix: string;
  ttlSeconds: number;
}

export function oneTimeCodesRepository(db: Db) {
  return {
    /** What the mail server did with the code's mail, for the support requests that name it. */
    async setMailStatus(messageId: string, status: MailStatus): Promise<void> {
      await db.update(oneTimeCodes).set({ mailStatus: status }).where(eq(oneTimeCodes.id, messageId));
    },

    /** `messageId` is the code's id: the support request names the message by it. */
    async createCode(code: NewCode): Promise<{ messageId: string }> {
      const [row] = await db
        .insert(oneTimeCodes)
        .values({
          purpose: code.purpose,
          subject: code.subject,
          userId: code.userId ?? null,
          codeHash: code.codeHash,
          prefix: code.prefix,
          expiresAt: secondsFromNow(code.ttlSeconds),
        })
        .returning({ messageId: oneTimeCodes.id });
      return row!;
    },

    /** The last code sent for the subject, if neither used nor expired. */
    async latestActiveCode(purpose: CodePurpose, subject: string): Promise<OneTimeCode | null> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.subject, subject),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** How many codes were sent for the subject, used and expired ones included. */
    async countCodes(purpose: CodePurpose, subject: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject)));
      return Number(row?.n ?? 0);
    },

    /** Atomic: true for the one caller that marks an unused, unexpired code. */
    async markCodeUsed(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(oneTimeCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    /** Counts one more check of the code; answers the new count (0 when the code is gone). */
    async recordCodeAttempt(id: string): Promise<number> {
      if (!isUuid(id)) return 0;
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? 0;
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof oneTimeCodesRepository>;
