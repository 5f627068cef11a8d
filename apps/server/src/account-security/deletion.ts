/** `DELETE /api/users/me`: administrators are deleted at once, other users ask an administrator. */
import type { AccountDeletionAnswer } from '@portal/shared';
import { unauthorized } from '../errors.ts';
import type { AccountSecurityDeps, Notify } from './deps.ts';
import { accountSecurityMails } from './mails.ts';

export function createAccountDeletion({ repos }: AccountSecurityDeps, notify: Notify) {
  return async function deleteAccount(userId: string): Promise<AccountDeletionAnswer> {
    const user = await repos.users.findUserById(userId);
    if (!user) throw unauthorized();
    const addresses = await repos.accountSecurity.addressesOf(userId);

    if (user.isAdmin || user.isSuperAdmin) {
      // Sent first: afterwards no address of the account is left to write to.
      await notify(addresses, accountSecurityMails.accountDeleted(), userId);
      if (!(await repos.accountSecurity.deleteAccount(userId))) throw unauthorized();
      return { outcome: 'deleted' };
    }

    // A repeated request changes nothing and sends nothing again.
    if (await repos.accountSecurity.requestDeletion(userId)) {
      await notify(addresses, accountSecurityMails.deletionRequested(), userId);
      const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
      const admins = await repos.users.findAdminEmailsForUser(userId);
      await notify(admins, accountSecurityMails.deletionToProcess({ userName, userEmail: addresses[0] ?? '' }), userId);
    }
    return { outcome: 'requested' };
  };
}
