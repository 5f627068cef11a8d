/** Accounts awaiting validation, and their validation by an administrator of their centres. */
import { adminMessages, type AccountAwaitingValidation } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import { accountActivatedMail } from '../mail/account-activated.ts';
import type { Mailer } from '../mail/mailer.ts';
import { adminRepository } from './repository.ts';
import { adminScopeRepository } from './scope-repository.ts';

export function createAdminAccounts({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const repository = adminRepository(db);
  const scope = adminScopeRepository(db);
  const accounts = accountsRepository(db);
  return {
    listAwaitingValidation(actor: AdminActor): Promise<AccountAwaitingValidation[]> {
      return repository.listAwaitingValidation(scope.managedUserIds(actor));
    },

    /** Validates the account (idempotent) and tells its owner they can now open the applications. */
    async activate(actor: AdminActor, userId: string): Promise<void> {
      if (!(await scope.canManageUser(actor, userId))) throw notFound(adminMessages.accountUnknown);
      if (!(await repository.activate(userId))) return;
      const addresses = await accounts.addressesOf(userId);
      if (addresses.length === 0) return;
      await mailer.send(addresses, accountActivatedMail({ url: publicUrl }));
    },
  };
}
export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
