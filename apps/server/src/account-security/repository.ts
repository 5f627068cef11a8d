/** SQL of the account's own security: password, authenticator secret, deletion request and deletion. */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  deletionRequests,
  emails,
  emailValidations,
  oidcPayloads,
  oneTimeCodes,
  rateLimits,
  users,
} from '../db/schema.ts';
import { isUuid } from '@portal/shared';
import { inList } from '../db/sql.ts';

const touch = { updatedAt: sql`now()` };

/** oidc-provider rows (sessions, grants, tokens, interactions) that name the account anywhere in their payload. */
const namesAccount = (userId: string) =>
  sql`jsonb_path_exists(${oidcPayloads.payload}, '$.** ? (@ == $id)', jsonb_build_object('id', ${userId}::text))`;

export function accountSecurityRepository(db: Db) {
  return {
    /** A new secret, not validated yet; false when a validated one is in place. */
    async startTotp(userId: string, sealedSecret: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const rows = await db
        .update(users)
        .set({ totpSecret: sealedSecret, totpValidated: false, totpLastStep: null, ...touch })
        .where(and(eq(users.id, userId), eq(users.totpValidated, false)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Validates the pending secret the code was checked against (not one replaced meanwhile) and
     * records the step used, so that code cannot sign in afterwards.
     */
    async confirmTotp(userId: string, sealedSecret: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpValidated: true, totpLastStep: step, ...touch })
        .where(
          and(
            eq(users.id, userId),
            eq(users.totpSecret, sealedSecret),
            eq(users.totpValidated, false),
            or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async clearTotp(userId: string): Promise<void> {
      if (!isUuid(userId)) return;
      await db
        .update(users)
        .set({ totpSecret: null, totpValidated: false, totpLastStep: null, ...touch })
        .where(eq(users.id, userId));
    },

    /** Records the request once; false when one was already waiting. */
    async requestDeletion(userId: string): Promise<boolean> {
      const rows = await db
        .insert(deletionRequests)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ userId: deletionRequests.userId });
      return rows.length === 1;
    },

    /**
     * Removes the account and every trace of it: the users row (its addresses, phones, workplaces,
     * centres, sessions, codes, reset links, pending updates and requests go with it by cascade),
     * the provider's sessions, grants and tokens, the address validations and the rate-limit counters
     * keyed by its id or addresses.
     */
    async deleteAccount(userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      return db.transaction(async (tx) => {
        const addresses = (
          await tx
            .select({ email: sql<string>`lower(${emails.email})` })
            .from(emails)
            .where(eq(emails.userId, userId))
        ).map((row) => row.email);
        const subjects = [userId, ...addresses];
        await tx.delete(oidcPayloads).where(namesAccount(userId));
        // Keys are `{limit name}:{subject}` (security/rate-limiter.ts).
        await tx
          .delete(rateLimits)
          .where(inList(sql`substring(${rateLimits.key} from position(':' in ${rateLimits.key}) + 1)`, subjects));
        if (addresses.length > 0) {
          const validations = tx
            .select({ id: sql`${emailValidations.id}::text` })
            .from(emailValidations)
            .where(inList(sql`lower(${emailValidations.email})`, addresses));
          await tx
            .delete(oneTimeCodes)
            .where(and(eq(oneTimeCodes.purpose, 'email'), inArray(oneTimeCodes.subject, validations)));
          await tx.delete(emailValidations).where(inList(sql`lower(${emailValidations.email})`, addresses));
        }
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        return deleted.length === 1;
      });
    },
  };
}

export type AccountSecurityRepository = ReturnType<typeof accountSecurityRepository>;
