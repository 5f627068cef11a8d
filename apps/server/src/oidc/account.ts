import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import type { Repositories } from '../repositories/index.ts';

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
    const user = await repos.users.findUserById(sub).catch(() => null);
    if (!user) return undefined;
    const clientId = ctx.oidc.client?.clientId;
    return {
      accountId: sub,
      mayOpenApps: user.activated && !user.locked,
      async claims() {
        const email = clientId
          ? await repos.emails.emailForClient(sub, clientId)
          : await repos.emails.principalEmail(sub);
        return {
          sub,
          email: email ?? undefined,
          email_verified: email ? true : undefined,
          given_name: user.firstName,
          family_name: user.lastName,
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        };
      },
    };
  };
}
