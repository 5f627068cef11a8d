/** The super administrator's view of the outbox: the mails in a state, and a failed one sent again. */
import { isUuid, mailOutboxMessages, type MailState, type OutboxMails } from '@portal/shared';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { MAIL_DELIVERY } from './outbox.ts';
import { outboxRepository } from './repository.ts';

export function createAdminMails({ db, jobs }: { db: Db; jobs: JobQueue }) {
  return {
    list: async (state: MailState): Promise<OutboxMails> => ({ mails: await outboxRepository(db).list(state) }),

    /** Queued again with a new job, its tries counted afresh; recorded in the audit log. */
    async resend(actor: AdminActor, mailId: string): Promise<void> {
      if (!isUuid(mailId)) throw notFound(mailOutboxMessages.mailUnknown);
      await db.transaction(async (tx) => {
        const outbox = outboxRepository(tx);
        const mail = await outbox.requeue(mailId);
        if (!mail) {
          const state = await outbox.stateOf(mailId);
          if (state === 'queued' || state === 'sending') throw new HttpError(409, mailOutboxMessages.mailAlreadyQueued);
          throw notFound(mailOutboxMessages.mailUnknown);
        }
        await jobs.send(MAIL_DELIVERY, { id: mailId }, { tx });
        await recordAudit(tx, { action: 'mailResent', actorId: actor.id, details: { email: mail.recipient } });
      });
    },
  };
}
export type AdminMails = ReturnType<typeof createAdminMails>;
