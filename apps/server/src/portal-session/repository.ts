/** Portal sessions, found by the hash of their cookie value. */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { portalSessions } from '../db/schema.ts';
import { prepared, renderedOnce, secondsFromNow, value, type Shaped } from '../db/sql.ts';

export interface NewPortalSession {
  /** sha256 of the cookie value: a stolen table does not yield usable cookies. */
  idHash: string;
  userId: string;
  idToken: string;
  ttlSeconds: number;
  /** When the user proved who they are for this session (the provider's `auth_time`); now by default. */
  authenticatedAt?: Date;
}

export interface PortalSession {
  userId: string;
  idToken: string;
  /** The later of the sign-in and the last password confirmation. */
  lastAuthenticatedAt: Date;
}

/** The sessions' statements rendered once (`db/sql.ts`), for every repository of the process. */
const rendered = renderedOnce();

export function portalSessionsRepository(db: Db) {
  return {
    /** The session's insert, to send with other writes. */
    insertPortalSession(session: NewPortalSession): Shaped {
      return {
        shape: 'portal session',
        build: () => sql`insert into portal_sessions (id_hash, user_id, id_token, expires_at, authenticated_at)
          values (${value('sessionIdHash')}, ${value('sessionUserId')}::uuid, ${value('sessionIdToken')},
            ${secondsFromNow(value('sessionTtlSeconds'))},
            coalesce(${value('sessionAuthenticatedAt')}::timestamptz, now()))`,
        values: {
          sessionIdHash: session.idHash,
          sessionUserId: session.userId,
          sessionIdToken: session.idToken,
          sessionTtlSeconds: session.ttlSeconds,
          sessionAuthenticatedAt: session.authenticatedAt?.toISOString() ?? null,
        },
      };
    },

    async createPortalSession(session: NewPortalSession): Promise<void> {
      const insert = this.insertPortalSession(session);
      await db.execute(rendered({ ...insert, build: () => prepared(insert.build()) }));
    },

    async findPortalSession(idHash: string): Promise<PortalSession | null> {
      const [row] = await db
        .select({
          userId: portalSessions.userId,
          idToken: portalSessions.idToken,
          lastAuthenticatedAt: sql<Date>`greatest(${portalSessions.authenticatedAt}, ${portalSessions.reauthenticatedAt})`,
        })
        .from(portalSessions)
        .where(and(eq(portalSessions.idHash, idHash), gt(portalSessions.expiresAt, sql`now()`)))
        .prepare('findPortalSession')
        .execute();
      return row ? { ...row, lastAuthenticatedAt: new Date(row.lastAuthenticatedAt) } : null;
    },

    /** The user just confirmed their password in this session. */
    async markReauthenticated(idHash: string): Promise<void> {
      await db
        .update(portalSessions)
        .set({ reauthenticatedAt: sql`now()` })
        .where(eq(portalSessions.idHash, idHash));
    },

    async deletePortalSession(idHash: string): Promise<void> {
      await db.delete(portalSessions).where(eq(portalSessions.idHash, idHash));
    },

    /** The user's open sessions, with the ID token each was opened with. */
    async portalSessionsOf(userId: string): Promise<{ idHash: string; idToken: string }[]> {
      return db
        .select({ idHash: portalSessions.idHash, idToken: portalSessions.idToken })
        .from(portalSessions)
        .where(and(eq(portalSessions.userId, userId), gt(portalSessions.expiresAt, sql`now()`)));
    },

    async deletePortalSessions(idHashes: string[]): Promise<void> {
      if (idHashes.length) await db.delete(portalSessions).where(inArray(portalSessions.idHash, idHashes));
    },
  };
}

export type PortalSessionsRepository = ReturnType<typeof portalSessionsRepository>;
