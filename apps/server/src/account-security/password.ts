/** `PATCH /api/users/me/password`: the shared rules, the current password, then the new hash. */
import { messages, profileMessages, validatePasswordChange, type PasswordChange } from '@portal/shared';
import { HttpError, unauthorized } from '../errors.ts';
import { sha256 } from '../security/codes.ts';
import type { AccountSecurityDeps, Notify } from './deps.ts';
import { accountSecurityMails } from './mails.ts';
import { PasswordChangeRefusal } from './refusal.ts';

/** What the browser making the change holds: these sessions stay open, the account's others end. */
export interface CurrentSessions {
  /** The portal session cookie's value. */
  portalSession: string;
  /** The provider's single-sign-on session cookie's value, when the browser sends it. */
  ssoSession: string | undefined;
}

export function createPasswordChange({ config, repos, hasher, limiter }: AccountSecurityDeps, notify: Notify) {
  return async function changePassword(userId: string, change: PasswordChange, current: CurrentSessions) {
    const [failure] = validatePasswordChange(change, config.password_security);
    if (failure) throw new PasswordChangeRefusal(failure.message, failure.field);
    // Counted like the sign-in's password attempts, before the costly verification.
    if (!(await limiter.allow('login_per_account', userId))) throw new HttpError(429, messages.tooManyRequests);
    const user = await repos.users.findUserById(userId);
    if (!user) throw unauthorized();
    if (!(await hasher.verify(user.passwordHash, change.currentPassword))) {
      throw new PasswordChangeRefusal(profileMessages.wrongCurrentPassword, 'currentPassword');
    }
    await repos.accountSecurity.changePassword({
      userId,
      passwordHash: await hasher.hash(change.newPassword),
      keepPortalSession: sha256(current.portalSession),
      keepSsoSession: current.ssoSession,
    });
    await notify(await repos.accountSecurity.addressesOf(userId), accountSecurityMails.passwordChanged(), userId);
  };
}
