import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import { hasUserRights } from '../accounts/current-user.ts';
import type { Db } from '../db/client.ts';
import { oidcAccountRepository } from './account-repository.ts';

/** The provider's account, with the state the interaction policy checks (no second query). */
export interface PortalAccount extends Account {
  mayOpenApps: boolean;
}

/**
 * The account the provider hands to client apps. The `email` claim is the address the user bound
 * to the requesting app, else their principal address.
 */
export function createFindAccount(db: Db) {
  const repository = oidcAccountRepository(db);
  return async function findAccount(ctx: KoaContextWithOIDC, sub: string): Promise<PortalAccount | undefined> {
    const account = await repository.findOidcAccount(sub, ctx.oidc.client?.clientId);
    if (!account) return undefined;
    return {
      accountId: sub,
      mayOpenApps: hasUserRights(account),
      async claims() {
        return {
          sub,
          email: account.email ?? undefined,
          email_verified: account.email ? true : undefined,
          given_name: account.firstName,
          family_name: account.lastName,
          name: [account.firstName, account.lastName].filter(Boolean).join(' '),
        };
      },
    };
  };
}
