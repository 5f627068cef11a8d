import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import { hasUserRights } from '../accounts/current-user.ts';
import type { Db } from '../db/client.ts';
import { oidcAccountRepository, type OidcAccount } from './account-repository.ts';
import { PORTAL_CLIENT_ID } from './policy.ts';
import { currentRequestWrites, type RequestWrites } from './request-writes.ts';

/** The provider's account, with the state the interaction policy checks (no second query). */
export interface PortalAccount extends Account {
  mayOpenApps: boolean;
}

const accountKey = (sub: string, clientId: string | undefined) => `account\u0000${sub}\u0000${clientId ?? ''}`;

/** The account as read moments ago in this request (with a session or a code), so the provider does not read it again. */
export function rememberAccount(
  writes: RequestWrites,
  sub: string,
  clientId: string | undefined,
  account: OidcAccount,
) {
  void writes.remember(accountKey(sub, clientId), () => Promise.resolve(account));
}

/**
 * The account the provider hands to client apps. The `email` claim is the address the user bound
 * to the requesting app, else their principal address.
 *
 * With a token (code and refresh grants, userinfo), a locked account is refused for every client,
 * and one not validated yet for every client but the portal (which shows it its banner). Without
 * (the authorization request), the account is answered so that the interaction policy can send its
 * user to the portal's banner.
 */
export function createFindAccount(db: Db) {
  const repository = oidcAccountRepository(db);
  return async function findAccount(
    ctx: KoaContextWithOIDC,
    sub: string,
    token?: unknown,
  ): Promise<PortalAccount | undefined> {
    const clientId = ctx.oidc.client?.clientId;
    const read = () => repository.findOidcAccount(sub, clientId);
    const writes = currentRequestWrites();
    const account = await (writes ? writes.remember(accountKey(sub, clientId), read) : read());
    if (!account) return undefined;
    if (token !== undefined && (account.locked || (!account.activated && clientId !== PORTAL_CLIENT_ID))) {
      return undefined;
    }
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
