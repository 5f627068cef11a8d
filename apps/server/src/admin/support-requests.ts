/** The support requests of an administrator's accounts: their lists and their handling. */
import { adminMessages, isUuid, type Page, type SupportRequest, type SupportState } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { notFound, refused } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import type { Notify } from '../mail/notify.ts';
import { supportHandledMail } from '../mail/support-handled.ts';
import { adminScopeRepository } from './scope-repository.ts';
import { supportRepository } from './support-repository.ts';

export function createSupportRequests({ db, notify, publicUrl }: { db: Db; notify: Notify; publicUrl: string }) {
  const requests = supportRepository(db);
  const scope = adminScopeRepository(db);

  return {
    async list(actor: AdminActor, state: SupportState, page: number, pageSize: number): Promise<Page<SupportRequest>> {
      const found = await requests.list(actor, state, { limit: pageSize, offset: (page - 1) * pageSize });
      return { ...found, page, pageSize };
    },

    /** Marked handled once; the owner is e-mailed the note. */
    async handle(actor: AdminActor, supportRequestId: string, note: string): Promise<void> {
      const owner = isUuid(supportRequestId) ? await requests.ownerOf(supportRequestId) : null;
      if (!owner || !(await scope.canActOn(actor, owner.userId))) {
        throw notFound(adminMessages.supportRequestUnknown);
      }
      const handled = await db.transaction(async (tx) => {
        if (!(await supportRepository(tx).markHandled(supportRequestId, actor.id, note))) return false;
        await recordAudit(tx, {
          action: 'supportHandled',
          actorId: actor.id,
          subjectId: owner.userId,
          details: { note },
        });
        const to = await accountsRepository(tx).principalEmail(owner.userId);
        const content = supportHandledMail({ note, url: absoluteSpaUrl(publicUrl) });
        if (to) await notify(to, content, { kind: 'support-handled', tx });
        return true;
      });
      if (!handled) throw refused(adminMessages.alreadyHandled, 'supportRequestId', 409);
    },
  };
}
export type SupportRequests = ReturnType<typeof createSupportRequests>;
