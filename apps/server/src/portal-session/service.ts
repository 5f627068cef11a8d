/** Portal sessions live in the database under the hash of their cookie value. */
import { decodeJwt } from 'jose';
import { isUuid } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { randomToken, sha256 } from '../security/codes.ts';
import { portalSessionsRepository } from './repository.ts';

export function createPortalSessions(db: Db, ttlSeconds: number) {
  const repository = portalSessionsRepository(db);
  return {
    /** `authenticatedAt`: when the user proved who they are (the ID token's `auth_time`). */
    async open(userId: string, idToken: string, authenticatedAt: Date): Promise<string> {
      const sessionId = randomToken();
      await repository.createPortalSession({ idHash: sha256(sessionId), userId, idToken, ttlSeconds, authenticatedAt });
      return sessionId;
    },
    async find(sessionId: string | undefined) {
      return sessionId ? repository.findPortalSession(sha256(sessionId)) : null;
    },
    async markReauthenticated(sessionId: string) {
      await repository.markReauthenticated(sha256(sessionId));
    },
    async close(sessionId: string | undefined) {
      if (sessionId) await repository.deletePortalSession(sha256(sessionId));
    },
    /** Closes the user's sessions opened in single-sign-on session `sid` (their ID token's). */
    async closeSsoSession(userId: string, sid: string) {
      if (!isUuid(userId)) return;
      const sessions = await repository.portalSessionsOf(userId);
      await repository.deletePortalSessions(sessions.filter((s) => sidOf(s.idToken) === sid).map((s) => s.idHash));
    },
  };
}
export type PortalSessions = ReturnType<typeof createPortalSessions>;

function sidOf(idToken: string): unknown {
  try {
    return decodeJwt(idToken).sid;
  } catch {
    return undefined;
  }
}
