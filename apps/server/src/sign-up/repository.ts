/** SQL of the sign-up: validated addresses, used captchas, and the account checks before one is written. */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchaUses, emailClientApps, emailValidations, emails, oneTimeCodes, users } from '../db/schema.ts';
import { isUuid } from '@portal/shared';
import { sameAddress, secondsFromNow } from '../db/sql.ts';

const active = () => gt(emailValidations.expiresAt, sql`now()`);
const sameEmail = (email: string) => sameAddress(emailValidations.email, email);
/** A validation of this address whose code matched, not used by a sign-up yet, not expired. */
const provedAndUnused = (id: string, email: string) =>
  and(
    eq(emailValidations.id, id),
    sameEmail(email),
    isNotNull(emailValidations.validatedAt),
    isNull(emailValidations.usedAt),
    active(),
  );

export function signupRepository(db: Db) {
  return {
    /** Records the captcha signature; false when it was already used. */
    async useCaptcha(signature: string, ttlSeconds: number): Promise<boolean> {
      const rows = await db
        .insert(captchaUses)
        .values({ signature, expiresAt: secondsFromNow(ttlSeconds) })
        .onConflictDoNothing()
        .returning({ signature: captchaUses.signature });
      return rows.length === 1;
    },

    /**
     * Starts a validation of this address, or starts it again (for the same address or another):
     * in one transaction, the validation is reset to this address, unproved, and every code sent
     * for it before is withdrawn, so that no earlier code proves the new address. False when it
     * already served a sign-up.
     */
    async startValidation(id: string, email: string, ttlSeconds: number): Promise<boolean> {
      const expiresAt = secondsFromNow(ttlSeconds);
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(emailValidations)
          .values({ id, email: email.trim(), expiresAt })
          .onConflictDoUpdate({
            target: emailValidations.id,
            set: { email: email.trim(), validatedAt: null, expiresAt },
            setWhere: isNull(emailValidations.usedAt),
          })
          .returning({ id: emailValidations.id });
        if (rows.length === 0) return false;
        await tx
          .update(oneTimeCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(oneTimeCodes.purpose, 'email'), eq(oneTimeCodes.subject, id), isNull(oneTimeCodes.usedAt)));
        return true;
      });
    },

    /** Whether the validation is pending for this address (not used, not expired). */
    async isPending(id: string, email: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .select({ id: emailValidations.id })
        .from(emailValidations)
        .where(and(eq(emailValidations.id, id), sameEmail(email), isNull(emailValidations.usedAt), active()));
      return rows.length === 1;
    },

    /** Whether the address was proved by its code under this validation, not used yet, not expired. */
    async isValidated(id: string, email: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .select({ id: emailValidations.id })
        .from(emailValidations)
        .where(provedAndUnused(id, email));
      return rows.length === 1;
    },

    /**
     * Atomic: the validation is proved, only if it is still of the address its code was sent to,
     * pending, not proved, not used, not expired (a send for another address may have reset it).
     */
    async markValidated(id: string, email: string, ttlSeconds: number): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(emailValidations)
        .set({ validatedAt: sql`now()`, expiresAt: secondsFromNow(ttlSeconds) })
        .where(
          and(
            eq(emailValidations.id, id),
            sameEmail(email),
            isNull(emailValidations.validatedAt),
            isNull(emailValidations.usedAt),
            active(),
          ),
        )
        .returning({ id: emailValidations.id });
      return rows.length === 1;
    },

    /** Atomic: true for the one caller that uses a validated, unexpired validation of this address. */
    async useValidation(id: string, email: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(emailValidations)
        .set({ usedAt: sql`now()` })
        .where(provedAndUnused(id, email))
        .returning({ id: emailValidations.id });
      return rows.length === 1;
    },

    async emailTaken(email: string): Promise<boolean> {
      const rows = await db.select({ id: emails.id }).from(emails).where(sameAddress(emails.email, email)).limit(1);
      return rows.length === 1;
    },

    /** The new account's one address goes to these client apps only (its `email` claim). */
    async bindClientApps(userId: string, clientIds: string[]): Promise<void> {
      if (clientIds.length === 0) return;
      const [address] = await db.select({ id: emails.id }).from(emails).where(eq(emails.userId, userId));
      await db.insert(emailClientApps).values(clientIds.map((clientId) => ({ emailId: address!.id, clientId })));
    },

    async rppsTaken(rpps: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.rpps, rpps)).limit(1);
      return rows.length === 1;
    },
  };
}

export type SignupRepository = ReturnType<typeof signupRepository>;
