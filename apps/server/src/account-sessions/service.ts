/**
 * The profile's « Connexions »: the browsers where the account is signed in (one per single-sign-on
 * session of the provider), ended one at a time or all but this one through the revocation every
 * credential event runs (`accounts/revocation.ts`), and the account's last sign-ins.
 */
import {
  RECENT_SIGN_INS,
  UNKNOWN_ADDRESS,
  browserLabel,
  isUuid,
  signInMethodLabel,
  type RecentSignIn,
  type SignedInBrowser,
} from '@portal/shared';
import type { CurrentSessions, RevokeAccess } from '../accounts/revocation.ts';
import type { Db } from '../db/client.ts';
import { accountSessionsRepository } from './repository.ts';

export function createAccountSessions({ db, revokeAccess }: { db: Db; revokeAccess: RevokeAccess }) {
  const repository = accountSessionsRepository(db);
  return {
    /** `currentSessionId`: the single-sign-on session the calling browser holds. */
    async browsers(userId: string, currentSessionId: string | undefined): Promise<SignedInBrowser[]> {
      const rows = await repository.browsersOf(userId, currentSessionId);
      return rows.map((row) => ({
        sessionId: row.id,
        browser: browserLabel(row.browser, row.system),
        address: row.address || UNKNOWN_ADDRESS,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.current,
      }));
    },

    /** Signs browser `browserId` of the account out; false when the account has no such browser signed in. */
    async end(userId: string, browserId: string): Promise<boolean> {
      if (!isUuid(browserId)) return false;
      const browser = await repository.browserOf(userId, browserId);
      if (!browser) return false;
      if (browser.sessionUid && (await revokeAccess.browser(userId, browser.sessionUid))) return true;
      // Its sign-in never reached the provider, or its session ended meanwhile: nothing is left of it.
      await repository.forget(userId, browserId);
      return browser.sessionUid === null;
    },

    /** Every browser but the caller's is signed out. */
    async endOthers(userId: string, current: CurrentSessions): Promise<void> {
      await revokeAccess(userId, current);
    },

    async signIns(userId: string): Promise<RecentSignIn[]> {
      const rows = await repository.signInsOf(userId, RECENT_SIGN_INS);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        method: signInMethodLabel(row.method),
        browser: browserLabel(row.browser, row.system),
        address: row.address || UNKNOWN_ADDRESS,
      }));
    },
  };
}
export type AccountSessions = ReturnType<typeof createAccountSessions>;
