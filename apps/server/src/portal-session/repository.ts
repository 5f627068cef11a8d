/** Portal sessions, found by the hash of their cookie value. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { portalSessions } from '../db/schema.ts';
import { secondsFromNow } from '../db/sql.ts';

export interface NewPortalSession {
  /** sha256 of the cookie value: a stolen table does not yield usable cookies. */
  idHash: string;
  userId: string;
  idToken: string;
  ttlSeconds: number;
}

export function portalSessionsRepository(db: Db) {
  return {
    async createPortalSession(session: NewPortalSession): Promise<void> {
      await db.insert(portalSessions).values({
        idHash: session.idHash,
        userId: session.userId,
        idToken: session.idToken,
        expiresAt: secondsFromNow(session.ttlSeconds),
      });
    },

    async findPortalSession(idHash: string): Promise<{ userId: string; idToken: string } | null> {
      const [row] = await db
        .select({ userId: portalSessions.userId, idToken: portalSessions.idToken })
        .from(portalSessions)
        .where(and(eq(portalSessions.idHash, idHash), gt(portalSessions.expiresAt, sql`now()`)));
      return row ?? null;
    },

    async deletePortalSession(idHash: string): Promise<void> {
      await db.delete(portalSessions).where(eq(portalSessions.idHash, idHash));
    },
  };
}

export type PortalSessionsRepository = ReturnType<typeof portalSessionsRepository>;
