import type { ClientApp } from '@portal/shared';
import { useConfig } from '../../config/ConfigContext.ts';

/** The client apps an address may be given to (configured, signing in: not link-only). */
export function useBindableApps(): ClientApp[] {
  return useConfig().oidc_clients.filter((app) => !app.link_only);
}
