/**
 * Every credential event (password reset or change, lock, deletion, addresses replaced, TOTP
 * switched) ends the account's other ways in: portal and single-sign-on sessions, grants, access and
 * refresh tokens, reset links; the client apps signed in are told by back-channel logout. The
 * profile ends one browser's the same way (`revokeAccess.browser`).
 */
import { decodeJwt } from 'jose';
import { isUuid } from '@portal/shared';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { sha256 } from '../security/codes.ts';
import { PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import { revocationRepository, type SsoSession } from './revocation-repository.ts';

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

  /** After the rows are gone (an app that calls back finds nothing left): each app the sessions signed into is told. */
  async function tellApps(userId: string, ended: SsoSession[]): Promise<void> {
    const notices = ended.flatMap((session) =>
      Object.entries(session.authorizations).flatMap(([clientId, { sid }]) =>
        sid ? [backchannelLogout(clientId, userId, sid)] : [],
      ),
    );
    const results = await Promise.allSettled(notices);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) log.warn({ userId, failed }, 'back-channel logout not delivered to every client app');
  }

  /** `change`, when given, is written in the same transaction: a credential change never stands without its revocation. */
  async function revokeAccess(
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
    await tellApps(userId, ended);
  }

  /**
   * One browser signed out: its single-sign-on session (found by its `uid`), the portal sessions
   * opened in it, the grants and tokens of the apps it signed into; those apps are told. False when
   * the account has no such session.
   */
  async function revokeBrowser(userId: string, sessionUid: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const session = await repository.ssoSessionByUid(userId, sessionUid);
    if (!session) return false;
    const portalSid = session.authorizations[PORTAL_CLIENT_ID]?.sid;
    const portalSessions = portalSid
      ? (await repository.portalSessionsOf(userId)).filter(({ idToken }) => sidOf(idToken) === portalSid)
      : [];
    await repository.revokeSession(userId, {
      session,
      grantIds: Object.values(session.authorizations).flatMap(({ grantId }) => (grantId ? [grantId] : [])),
      portalSessionHashes: portalSessions.map(({ idHash }) => idHash),
    });
    await tellApps(userId, [session]);
    return true;
  }

  return Object.assign(revokeAccess, { browser: revokeBrowser });
}

function sidOf(idToken: string): unknown {
  try {
    return decodeJwt(idToken).sid;
  } catch {
    return undefined;
  }
}
export type RevokeAccess = ReturnType<typeof createRevocation>;
