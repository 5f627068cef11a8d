/**
 * Consents to applications that are not first-party: whether one covers what an application asks,
 * giving one (remembered, audited), the profile's list, and withdrawing one (the application's
 * grant and tokens end with it).
 */
import type { AuthorizedApp } from '@portal/shared';
import { recordAudit } from '../audit/record.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { findClientApp } from '../oidc/clients.ts';
import { consentsRepository } from './repository.ts';

export function createConsents({ config, db }: { config: Config; db: Db }) {
  const repository = consentsRepository(db);
  const appName = (clientId: string) => findClientApp(config, clientId)?.client_name;

  return {
    isFirstParty: (clientId: string) => Boolean(findClientApp(config, clientId)?.first_party),
    appName,

    async covers(userId: string, clientId: string, scopes: string[]): Promise<boolean> {
      const consent = await repository.find(userId, clientId);
      return Boolean(consent && scopes.every((scope) => consent.scopes.includes(scope)));
    },

    async give(userId: string, clientId: string, scopes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await consentsRepository(tx).remember(userId, clientId, scopes);
        await recordAudit(tx, { action: 'consentGiven', subjectId: userId, details: { clientApp: appName(clientId) } });
      });
    },

    /** Applications still configured; a removed one's consent is of no use to show. */
    async authorizedApps(userId: string): Promise<AuthorizedApp[]> {
      return (await repository.list(userId)).flatMap((consent) => {
        const clientName = appName(consent.clientId);
        return clientName
          ? [
              {
                clientId: consent.clientId,
                clientName,
                scopes: consent.scopes,
                grantedAt: consent.grantedAt.toISOString(),
              },
            ]
          : [];
      });
    },

    /** False when there was nothing to withdraw. */
    async withdraw(userId: string, clientId: string): Promise<boolean> {
      const withdrawn = await repository.forget(userId, clientId);
      if (withdrawn) {
        await recordAudit(db, {
          action: 'consentWithdrawn',
          subjectId: userId,
          details: { clientApp: appName(clientId) },
        });
      }
      return withdrawn;
    },
  };
}
export type Consents = ReturnType<typeof createConsents>;
