/** `POST /api/users/me/reauthenticate`: the password again, so that a sensitive change may go on. */
import { messages, profileMessages } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { refused, tooManyRequests, unauthorized } from '../http/errors.ts';
import type { AccountSecurityDeps } from './deps.ts';

export function createReauthentication({ db, hasher, limiter, portalSessions, failures }: AccountSecurityDeps) {
  const accounts = accountsRepository(db);
  /** A wrong password counts as a failed sign-in. */
  return async function reauthenticate(userId: string, sessionCookie: string, password: string): Promise<void> {
    if (!(await limiter.allow('login_per_account', userId))) throw tooManyRequests(messages.tooManyRequests);
    const user = await accounts.findUserById(userId);
    if (!user || user.locked) throw unauthorized();
    if (!(await hasher.verify(user.passwordHash, password))) {
      await failures.record(userId, 'password');
      throw refused(profileMessages.wrongCurrentPassword, 'password');
    }
    await portalSessions.markReauthenticated(sessionCookie);
  };
}
