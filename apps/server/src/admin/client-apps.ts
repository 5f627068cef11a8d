/** Super administrators: suspending and resuming client apps (a suspended app's sign-ins end on the portal's banner). */
import { adminMessages, type ClientAppEntry } from '@portal/shared';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import type { ClientSuspensions } from '../oidc/client-suspensions.ts';

export function createClientApps({ db, suspensions }: { db: Db; suspensions: ClientSuspensions }) {
  return {
    list: (): Promise<ClientAppEntry[]> => suspensions.list(),

    async setSuspension(actor: AdminActor, clientId: string, suspended: boolean): Promise<void> {
      const app = (await suspensions.list()).find((entry) => entry.clientId === clientId);
      if (!app) throw notFound(adminMessages.clientAppUnknown);
      await db.transaction(async (tx) => {
        await suspensions.set(tx, clientId, suspended);
        const action = suspended ? 'clientAppSuspended' : 'clientAppResumed';
        await recordAudit(tx, { action, actorId: actor.id, details: { clientApp: app.label } });
      });
      suspensions.forget();
    },
  };
}
export type ClientApps = ReturnType<typeof createClientApps>;
