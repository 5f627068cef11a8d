import type Provider from 'oidc-provider';
import type { BackchannelLogout } from '../accounts/revocation.ts';

/** Back-channel logout through the provider's own client model (signed logout token, the app's URI). */
export function providerBackchannelLogout(provider: Provider): BackchannelLogout {
  return async (clientId, accountId, sid) => {
    // The provider's Client has the method; its published types do not declare it.
    const client = (await provider.Client.find(clientId)) as
      { backchannelLogoutUri?: string; backchannelLogout(sub: string, sid: string): Promise<void> } | undefined;
    if (client?.backchannelLogoutUri) await client.backchannelLogout(accountId, sid);
  };
}
