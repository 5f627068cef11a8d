/** `PATCH /api/users/me/password`: the shared rules, the current password, then the new hash. */
import { recordAudit } from '../audit/record.ts';
import { messages, profileMessages, validatePasswordChange, type PasswordChange } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import type { CurrentSessions } from '../accounts/revocation.ts';
import { refused, tooManyRequests, unauthorized } from '../http/errors.ts';
import { passwordChangedMail } from '../mail/password-changed.ts';
import { accountPersonalDetails, passwordStrengthEstimator } from '../security/password-strength.ts';
import type { AccountSecurityDeps } from './deps.ts';

export function createPasswordChange({ config, db, hasher, limiter, notify, revokeAccess }: AccountSecurityDeps) {
  const accounts = accountsRepository(db);
  /** The browser making the change stays signed in; every other session and token of the account ends. */
  return async function changePassword(userId: string, change: PasswordChange, current: CurrentSessions) {
    // The new password must not be built on the account's names and addresses: read first.
    const details = await accountPersonalDetails(accounts, userId);
    if (!details) throw unauthorized();
    const strength = { estimator: passwordStrengthEstimator(), details };
    const [failure] = validatePasswordChange(change, config.password_security, strength);
    if (failure) throw refused(failure.message, failure.field);
    // Counted like the sign-in's password attempts, before the costly verification.
    if (!(await limiter.allow('login_per_account', userId))) throw tooManyRequests(messages.tooManyRequests);
    const user = await accounts.findUserById(userId);
    if (!user) throw unauthorized();
    if (!(await hasher.verify(user.passwordHash, change.currentPassword))) {
      throw refused(profileMessages.wrongCurrentPassword, 'currentPassword');
    }
    const passwordHash = await hasher.hash(change.newPassword);
    const addresses = await accounts.addressesOf(userId);
    await revokeAccess(userId, current, async (tx) => {
      await accountsRepository(tx).setPasswordHash(userId, passwordHash);
      await accountsRepository(tx).resetFailedLogins(userId);
      await recordAudit(tx, { action: 'passwordChanged', subjectId: userId });
      await notify(addresses, passwordChangedMail(), { kind: 'password-changed', tx });
    });
  };
}
