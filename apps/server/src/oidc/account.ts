import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import type { Repositories } from '../repositories/index.ts';
import { hasUserRights } from '../repositories/users.ts';

/** The provider's account, with the state the interaction policy checks (no second query). */
export interface PortalAccount extends Account {
  mayOpenApps: boolean;
}

/**
 * The account the provider hands to client apps. The `email` claim is the address the user bound
 * to the requesting app, else their principal address.
 */
export function createFindAccount(repos: Repositories) {
  return async function findAccount(ctx: KoaContextWithOIDC, sub: string): Promise<PortalAccount | undefined> {
    const account = await repos.oidcAccounts.findOidcAccount(sub, ctx.oidc.client?.clientId);
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
