/**
 * The worker of the outbox: one `mail-delivery` job per mail, retried by pg-boss with a growing
 * delay (`mail.delivery`). A try claims the mail under a lease (so a duplicate job or a second
 * instance never sends it twice, and a try killed mid-send is taken over once its lease ran out);
 * each try sends the same Message-ID, so a retry is the same message.
 */
import { isUuid } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { metrics } from '../health/metrics.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import { NotOneAddress, type Mailer } from '../mail/mailer.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { MAIL_DELIVERY, type SealedBody } from './outbox.ts';
import { outboxRepository } from './repository.ts';

/** The error a try ends with, as the super administrator reads it (the SMTP reply, or the connection's). */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function mailDeliveryJob({
  db,
  mailer,
  secretBox,
  config,
  log,
}: {
  db: Db;
  mailer: Mailer;
  secretBox: SecretBox;
  config: Config;
  log: Logger;
}): JobDefinition<{ id: string }> {
  const outbox = outboxRepository(db);
  // A try lasts at most `lease_seconds`; past it, pg-boss retries the job and the retry takes the mail over.
  const { tries, first_retry_seconds, max_retry_seconds, lease_seconds } = config.mail.delivery;
  const host = new URL(config.public_url).hostname;
  return {
    name: MAIL_DELIVERY,
    queue: {
      retryLimit: tries - 1,
      retryDelay: first_retry_seconds,
      retryBackoff: true,
      retryDelayMax: max_retry_seconds,
      expireInSeconds: lease_seconds,
    },
    async run({ id }) {
      if (typeof id !== 'string' || !isUuid(id)) return;
      const mail = await outbox.claim(id, lease_seconds);
      if (!mail) {
        // Another try holds it: retried later, when it is sent (nothing to do) or its lease ran out.
        if ((await outbox.stateOf(id)) === 'sending') throw new Error('mail being sent by another try');
        return;
      }
      try {
        const { text, html } = JSON.parse(secretBox.decrypt(mail.body ?? '')) as SealedBody;
        await mailer.send(mail.recipient, { subject: mail.subject, text, html }, { messageId: `<${id}@${host}>` });
      } catch (error) {
        const last = mail.attempts >= tries || error instanceof NotOneAddress || mail.body === null;
        await outbox.markTryFailed(id, errorText(error), last);
        metrics.mails(last ? 'failed' : 'retried');
        if (!last) throw error;
        log.error({ mailId: id, attempts: mail.attempts, reason: errorText(error) }, 'mail failed after its last try');
        return;
      }
      await outbox.markSent(id);
      metrics.mails('sent');
    },
  };
}
