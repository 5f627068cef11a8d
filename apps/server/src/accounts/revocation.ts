/**
 * Every credential event (password reset or change, lock, deletion, addresses replaced, TOTP
 * switched) ends the account's other ways in: portal and single-sign-on sessions, grants, access and
 * refresh tokens, reset links; the client apps signed in are told by back-channel logout.
 */
import { isUuid } from '@portal/shared';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { sha256 } from '../security/codes.ts';
import { revocationRepository } from './revocation-repository.ts';

/** Tells a client app that the account's session `sid` ended (OpenID Connect Back-Channel Logout). */
export type BackchannelLogout = (clientId: string, accountId: string, sid: string) => Promise<void>;

/** What the browser making the change holds: these sessions stay open. */
export interface CurrentSessions {
  /** The portal session cookie's value. */
  portalSession?: string;
  /** The provider's single-sign-on session cookie's value (its id). */
  ssoSession?: string;
}

export function createRevocation({
  db,
  backchannelLogout,
  log,
}: {
  db: Db;
  backchannelLogout: BackchannelLogout;
  log: Logger;
}) {
  const repository = revocationRepository(db);
  /** `change`, when given, is written in the same transaction: a credential change never stands without its revocation. */
  return async function revokeAccess(
    userId: string,
    current: CurrentSessions = {},
    change?: (tx: Db) => Promise<void>,
  ): Promise<void> {
    if (!isUuid(userId)) return;
    const keep = {
      portalSessionHash: current.portalSession ? sha256(current.portalSession) : undefined,
      ssoSessionId: current.ssoSession,
    };
    const ended = await repository.ssoSessionsOf(userId, keep);
    await repository.revoke(userId, keep, change);
    // After the rows are gone: an app that calls back finds nothing left.
    const notices = ended.flatMap((session) =>
      Object.entries(session.authorizations).flatMap(([clientId, { sid }]) =>
        sid ? [backchannelLogout(clientId, userId, sid)] : [],
      ),
    );
    const results = await Promise.allSettled(notices);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) log.warn({ userId, failed }, 'back-channel logout not delivered to every client app');
  };
}
export type RevokeAccess = ReturnType<typeof createRevocation>;
