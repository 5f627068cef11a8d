/** An account's passkeys (migration 0019) and the challenges handed out (0020): the only SQL of passkeys. */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passkeyChallenges, passkeys } from '../db/schema.ts';

export type PasskeyRecord = typeof passkeys.$inferSelect;
export type NewPasskey = Omit<typeof passkeys.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>;
export type ChallengePurpose = 'sign_in' | 'registration';

export function passkeysRepository(db: Db) {
  return {
    listOf(userId: string): Promise<PasskeyRecord[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));
    },

    async hasAny(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
      return row !== undefined;
    },

    async byCredentialId(credentialId: string): Promise<PasskeyRecord | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    /** False when the credential is registered already (to this account or another). */
    async add(passkey: NewPasskey): Promise<string | undefined> {
      const rows = await db
        .insert(passkeys)
        .values(passkey)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning({ id: passkeys.id });
      return rows[0]?.id;
    },

    async rename(userId: string, id: string, name: string): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /**
     * A verified assertion: its counter and backup state kept, its use dated. False when another
     * assertion with a counter as high was accepted meanwhile (a cloned authenticator, a replay).
     */
    async markUsed(id: string, counter: number, backedUp: boolean): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter, backedUp, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(passkeys.id, id),
            sql`(${passkeys.counter} = 0 and ${counter} = 0) or ${passkeys.counter} < ${counter}`,
          ),
        )
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /** The subject's challenge: a new one replaces the one before. */
    async putChallenge(
      purpose: ChallengePurpose,
      subject: string,
      challenge: string,
      ttlSeconds: number,
      userId?: string,
    ): Promise<void> {
      const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
      await db
        .insert(passkeyChallenges)
        .values({ purpose, subject, challenge, userId: userId ?? null, expiresAt })
        .onConflictDoUpdate({
          target: [passkeyChallenges.purpose, passkeyChallenges.subject],
          set: { challenge, userId: userId ?? null, expiresAt },
        });
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
    },

    /** The subject's unexpired challenge, used up by this very read (once, whoever asks first). */
    async takeChallenge(
      purpose: ChallengePurpose,
      subject: string,
    ): Promise<{ challenge: string; userId: string | null } | undefined> {
      const [row] = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.purpose, purpose),
            eq(passkeyChallenges.subject, subject),
            gt(passkeyChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ challenge: passkeyChallenges.challenge, userId: passkeyChallenges.userId });
      return row;
    },
  };
}
export type PasskeysRepository = ReturnType<typeof passkeysRepository>;
