/** Which client apps an address may be given to (the `email` claim they receive): sign-up and profile alike. */
import { profileMessages } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import { refused } from '../http/errors.ts';
import { findClientApp } from '../oidc/clients.ts';

/**
 * Each address's client ids: apps of the configuration that sign in and have a tile (not link-only,
 * not hidden), and each app given to one address at most. Refused on the `emails` field otherwise.
 */
export function checkEmailClientApps(config: Config, clientAppsPerEmail: string[][]): void {
  const seen = new Set<string>();
  for (const clientId of clientAppsPerEmail.flatMap((clientApps) => [...new Set(clientApps)])) {
    const app = findClientApp(config, clientId);
    if (!app || app.link_only || app.hidden) throw refused(profileMessages.unknownClientApp, 'emails');
    if (seen.has(clientId)) throw refused(profileMessages.clientAppOnOneEmail, 'emails');
    seen.add(clientId);
  }
}
