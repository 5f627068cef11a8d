/** SQL of the revocation of an account's access: its portal and single-sign-on sessions, grants, tokens, reset links. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcPayloads, passwordResets, portalSessions } from '../db/schema.ts';

/** A single-sign-on session: which client apps it signed in, each under its own `sid`. */
export interface SsoSession {
  id: string;
  authorizations: Record<string, { sid?: string }>;
}

export interface KeptSessions {
  /** The hash of the portal session cookie that stays open. */
  portalSessionHash?: string;
  /** The id of the single-sign-on session that stays open. */
  ssoSessionId?: string;
}

export function revocationRepository(db: Db) {
  return {
    async ssoSessionsOf(userId: string, keep: KeptSessions): Promise<SsoSession[]> {
      const rows = await db
        .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.type, 'Session'),
            eq(oidcPayloads.accountId, userId),
            keep.ssoSessionId ? ne(oidcPayloads.id, keep.ssoSessionId) : undefined,
          ),
        );
      return rows.map(({ id, payload }) => ({
        id,
        authorizations: (payload.authorizations ?? {}) as SsoSession['authorizations'],
      }));
    },

    /**
     * In one transaction with `change` (the credential change itself): every portal session,
     * provider row (sessions, grants, codes, tokens) and unused reset link of the account, but the
     * sessions kept.
     */
    async revoke(userId: string, keep: KeptSessions, change?: (tx: Db) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await change?.(tx);
        await tx
          .delete(portalSessions)
          .where(
            and(
              eq(portalSessions.userId, userId),
              keep.portalSessionHash ? ne(portalSessions.idHash, keep.portalSessionHash) : undefined,
            ),
          );
        await tx
          .delete(oidcPayloads)
          .where(
            and(
              eq(oidcPayloads.accountId, userId),
              keep.ssoSessionId
                ? sql`not (${oidcPayloads.type} = 'Session' and ${oidcPayloads.id} = ${keep.ssoSessionId})`
                : undefined,
            ),
          );
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      });
    },
  };
}
