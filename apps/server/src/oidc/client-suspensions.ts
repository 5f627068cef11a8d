/**
 * Client apps suspended from the administration space (`client_app_settings`), over the
 * configuration's `suspended`. Read on every sign-in to an app, so kept for a few seconds: every
 * instance sees a change within `CACHE_MS`.
 */
import type { ClientAppEntry } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { clientAppSettings } from '../db/schema.ts';
import { findClientApp } from './clients.ts';
import { PORTAL_CLIENT_ID } from './policy.ts';

const CACHE_MS = 5000;

export function createClientSuspensions(db: Db, config: Config) {
  let cached: { until: number; settings: Promise<Map<string, boolean>> } | null = null;

  function settings(): Promise<Map<string, boolean>> {
    if (!cached || cached.until < Date.now()) {
      const read = db
        .select({ clientId: clientAppSettings.clientId, suspended: clientAppSettings.suspended })
        .from(clientAppSettings)
        .then((rows) => new Map(rows.map((row) => [row.clientId, row.suspended])));
      cached = { until: Date.now() + CACHE_MS, settings: read };
      read.catch(() => (cached = null));
    }
    return cached.settings;
  }

  return {
    async isSuspended(clientId: string | undefined): Promise<boolean> {
      const app = findClientApp(config, clientId);
      if (!app || !clientId) return false;
      return (await settings()).get(clientId) ?? app.suspended;
    },

    /** The client apps an administrator may suspend: every one of the configuration but the portal. */
    async list(): Promise<ClientAppEntry[]> {
      const stored = await settings();
      return config.oidc_clients
        .filter((app) => app.client_id !== PORTAL_CLIENT_ID)
        .map((app) => ({
          clientId: app.client_id,
          label: app.client_name,
          suspended: stored.get(app.client_id) ?? app.suspended,
        }));
    },

    /** Written in the caller's transaction; `forget` once it is committed. */
    async set(tx: Db, clientId: string, suspended: boolean): Promise<void> {
      await tx
        .insert(clientAppSettings)
        .values({ clientId, suspended })
        .onConflictDoUpdate({ target: clientAppSettings.clientId, set: { suspended, updatedAt: sql`now()` } });
    },

    /**
     * Drops what this instance read, after a change is committed: a read made meanwhile (before the
     * commit) would otherwise keep the old value for `CACHE_MS`.
     */
    forget(): void {
      cached = null;
    },
  };
}
export type ClientSuspensions = ReturnType<typeof createClientSuspensions>;
