/** `PATCH /api/users/me/password`: the shared rules, the current password, then the new hash. */
import { messages, profileMessages, validatePasswordChange, type PasswordChange } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { refused, tooManyRequests, unauthorized } from '../http/errors.ts';
import { passwordChangedMail } from '../mail/password-changed.ts';
import { sha256 } from '../security/codes.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { accountSecurityRepository } from './repository.ts';

/** What the browser making the change holds: these sessions stay open, the account's others end. */
export interface CurrentSessions {
  /** The portal session cookie's value. */
  portalSession: string;
  /** The provider's single-sign-on session cookie's value, when the browser sends it. */
  ssoSession: string | undefined;
}

export function createPasswordChange({ config, db, hasher, limiter, notify }: AccountSecurityDeps) {
  const accounts = accountsRepository(db);
  const security = accountSecurityRepository(db);
  return async function changePassword(userId: string, change: PasswordChange, current: CurrentSessions) {
    const [failure] = validatePasswordChange(change, config.password_security);
    if (failure) throw refused(failure.message, failure.field);
    // Counted like the sign-in's password attempts, before the costly verification.
    if (!(await limiter.allow('login_per_account', userId))) throw tooManyRequests(messages.tooManyRequests);
    const user = await accounts.findUserById(userId);
    if (!user) throw unauthorized();
    if (!(await hasher.verify(user.passwordHash, change.currentPassword))) {
      throw refused(profileMessages.wrongCurrentPassword, 'currentPassword');
    }
    await security.changePassword({
      userId,
      passwordHash: await hasher.hash(change.newPassword),
      keepPortalSession: sha256(current.portalSession),
      keepSsoSession: current.ssoSession,
    });
    await notify(await accounts.addressesOf(userId), passwordChangedMail(), { userId });
  };
}
