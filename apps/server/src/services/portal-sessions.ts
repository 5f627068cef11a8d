import type { Repositories } from '../repositories/index.ts';
import { randomToken, sha256 } from '../security/codes.ts';

/** Portal sessions live in the database under the hash of their cookie value. */
export function createPortalSessions(repos: Repositories, ttlSeconds: number) {
  return {
    async open(userId: string, idToken: string): Promise<string> {
      const sessionId = randomToken();
      await repos.portalSessions.createPortalSession({ idHash: sha256(sessionId), userId, idToken, ttlSeconds });
      return sessionId;
    },
    async find(sessionId: string | undefined) {
      return sessionId ? repos.portalSessions.findPortalSession(sha256(sessionId)) : null;
    },
    async close(sessionId: string | undefined) {
      if (sessionId) await repos.portalSessions.deletePortalSession(sha256(sessionId));
    },
  };
}
export type PortalSessions = ReturnType<typeof createPortalSessions>;
