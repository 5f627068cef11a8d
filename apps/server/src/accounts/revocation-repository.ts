/** SQL of the revocation of an account's access: its portal and single-sign-on sessions, grants, tokens, reset links. */
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { browserSessions, oidcPayloads, passwordResets, portalSessions } from '../db/schema.ts';

/** A single-sign-on session: which client apps it signed in, each under its own `sid`. */
export interface SsoSession {
  id: string;
  authorizations: Record<string, { sid?: string; grantId?: string }>;
}

/** What ending one browser removes (`revokeSession`). */
export interface EndedBrowser {
  session: SsoSession & { uid: string };
  grantIds: string[];
  portalSessionHashes: string[];
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

    /** The account's live single-sign-on session whose `uid` is `uid`. */
    async ssoSessionByUid(userId: string, uid: string): Promise<EndedBrowser['session'] | undefined> {
      const [row] = await db
        .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.type, 'Session'),
            eq(oidcPayloads.uid, uid),
            eq(oidcPayloads.accountId, userId),
            or(sql`${oidcPayloads.expiresAt} is null`, gt(oidcPayloads.expiresAt, sql`now()`)),
          ),
        );
      return row
        ? { id: row.id, uid, authorizations: (row.payload.authorizations ?? {}) as SsoSession['authorizations'] }
        : undefined;
    },

    /** The account's portal sessions, with the ID token each was opened with (its `sid`). */
    async portalSessionsOf(userId: string): Promise<{ idHash: string; idToken: string }[]> {
      return db
        .select({ idHash: portalSessions.idHash, idToken: portalSessions.idToken })
        .from(portalSessions)
        .where(eq(portalSessions.userId, userId));
    },

    /** In one transaction: one browser's single-sign-on session, its portal sessions, its apps' grants and tokens, its record. */
    async revokeSession(userId: string, { session, grantIds, portalSessionHashes }: EndedBrowser): Promise<void> {
      await db.transaction(async (tx) => {
        if (portalSessionHashes.length > 0) {
          await tx
            .delete(portalSessions)
            .where(and(eq(portalSessions.userId, userId), inArray(portalSessions.idHash, portalSessionHashes)));
        }
        await tx
          .delete(oidcPayloads)
          .where(
            and(
              eq(oidcPayloads.accountId, userId),
              or(
                and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.id, session.id)),
                ...(grantIds.length > 0
                  ? [
                      and(eq(oidcPayloads.type, 'Grant'), inArray(oidcPayloads.id, grantIds)),
                      inArray(oidcPayloads.grantId, grantIds),
                    ]
                  : []),
              ),
            ),
          );
        await tx
          .delete(browserSessions)
          .where(and(eq(browserSessions.userId, userId), eq(browserSessions.sessionUid, session.uid)));
      });
    },
  };
}
