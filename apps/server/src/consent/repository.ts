/** SQL of the consents users gave to applications that are not first-party, and their withdrawal. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { consents, oidcPayloads } from '../db/schema.ts';

export interface Consent {
  clientId: string;
  scopes: string[];
  grantedAt: Date;
}

/** The provider's rows an application holds for a user: what withdrawing a consent ends. */
const GRANTED_TO_AN_APP = ['Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'];

export function consentsRepository(db: Db) {
  return {
    async find(userId: string, clientId: string): Promise<Consent | null> {
      const [row] = await db
        .select({ clientId: consents.clientId, scopes: consents.scopes, grantedAt: consents.grantedAt })
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.clientId, clientId)));
      return row ?? null;
    },

    async list(userId: string): Promise<Consent[]> {
      return db
        .select({ clientId: consents.clientId, scopes: consents.scopes, grantedAt: consents.grantedAt })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.grantedAt));
    },

    /** Adds `scopes` to what the application may read (a later consent widens an earlier one). */
    async remember(userId: string, clientId: string, scopes: string[]): Promise<void> {
      await db
        .insert(consents)
        .values({ userId, clientId, scopes: [...new Set(scopes)].sort() })
        .onConflictDoUpdate({
          target: [consents.userId, consents.clientId],
          set: {
            scopes: sql`array(select distinct unnest(${consents.scopes} || excluded.scopes) order by 1)`,
            grantedAt: sql`now()`,
          },
        });
    },

    /** The consent and everything the application holds for the user; false when there was no consent. */
    async forget(userId: string, clientId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(consents)
          .where(and(eq(consents.userId, userId), eq(consents.clientId, clientId)))
          .returning({ clientId: consents.clientId });
        await tx
          .delete(oidcPayloads)
          .where(
            and(
              eq(oidcPayloads.accountId, userId),
              inArray(oidcPayloads.type, GRANTED_TO_AN_APP),
              sql`${oidcPayloads.payload}->>'clientId' = ${clientId}`,
            ),
          );
        return removed.length > 0;
      });
    },
  };
}
export type ConsentsRepository = ReturnType<typeof consentsRepository>;
