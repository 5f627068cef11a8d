/**
 * `DELETE /api/users/me`: administrators are deleted at once (but the last super administrator), other
 * users ask an administrator.
 */
import { profileMessages, type AccountDeletionAnswer } from '@portal/shared';
import { keepingASuperAdmin } from '../accounts/last-super-admin.ts';
import { accountsRepository } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { accountDeletedMail } from '../mail/account-deleted.ts';
import { deletionRequestedMail } from '../mail/deletion-requested.ts';
import { deletionToProcessMail } from '../mail/deletion-to-process.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { recordAudit } from '../audit/record.ts';
import { accountSecurityRepository } from './repository.ts';

export function createAccountDeletion({ config, db, notify, revokeAccess }: AccountSecurityDeps) {
  const accounts = accountsRepository(db);
  return async function deleteAccount(userId: string): Promise<AccountDeletionAnswer> {
    const user = await accounts.findUserById(userId);
    if (!user) throw unauthorized();
    const addresses = await accounts.addressesOf(userId);

    if (user.isAdmin || user.isSuperAdmin) {
      // Its client apps are logged out by back-channel, and the account goes in the same transaction,
      // unless it was the last super administrator who can act.
      const lastSuperAdmin = () => new HttpError(409, profileMessages.lastSuperAdminDeletion);
      await revokeAccess(userId, {}, (tx) =>
        keepingASuperAdmin(tx, lastSuperAdmin, async () => {
          await recordAudit(tx, { action: 'accountDeleted', subjectId: userId });
          if (!(await accountSecurityRepository(tx).deleteAccount(userId))) throw unauthorized();
          // To the addresses the account had.
          await notify(addresses, accountDeletedMail(), { kind: 'account-deleted', tx });
        }),
      );
      return { outcome: 'deleted' };
    }

    // A repeated request changes nothing and sends nothing again.
    const admins = await accounts.findAdminEmailsForUser(userId);
    await db.transaction(async (tx) => {
      if (!(await accountSecurityRepository(tx).requestDeletion(userId))) return;
      await recordAudit(tx, { action: 'deletionRequested', subjectId: userId });
      await notify(addresses, deletionRequestedMail(), { kind: 'deletion-requested', tx });
      const userEmail = addresses[0] ?? '';
      const url = absoluteSpaUrl(config.public_url, `admin/users/${userId}`);
      const content = deletionToProcessMail({ userName: displayName(user), userEmail, url });
      await notify(admins, content, { kind: 'deletion-to-process', tx });
    });
    return { outcome: 'requested' };
  };
}
