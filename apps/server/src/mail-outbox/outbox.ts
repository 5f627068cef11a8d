/**
 * Every mail of the portal is recorded here, in the transaction of the change that causes it,
 * together with its `mail-delivery` job (`delivery-job.ts`): the mail exists if and only if the
 * change committed, and the worker delivers it after the answer. Its text and HTML are sealed with
 * the secret box (codes and links are secrets) until it is sent.
 */
import { isOneAddress, maskEmail, normalizeEmail } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { metrics } from '../health/metrics.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import type { MailContent } from '../mail/layout.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { outboxRepository } from './repository.ts';

export const MAIL_DELIVERY = 'mail-delivery';

export interface MailOptions {
  /** The template's name (`password-changed`), as the super administrator reads it. */
  kind: string;
  /** The change's transaction; without it the mail is recorded in a transaction of its own. */
  tx?: Db;
}

/** What the body column holds, sealed. */
export interface SealedBody {
  text: string;
  html: string;
}

export function createOutbox({
  db,
  jobs,
  secretBox,
  log,
}: {
  db: Db;
  jobs: JobQueue;
  secretBox: SecretBox;
  log: Logger;
}) {
  async function record(tx: Db, addresses: string[], kind: string, { subject, text, html }: MailContent) {
    const body = secretBox.encrypt(JSON.stringify({ text, html } satisfies SealedBody));
    const ids = await outboxRepository(tx).insert(addresses.map((recipient) => ({ kind, recipient, subject, body })));
    for (const id of ids) await jobs.send(MAIL_DELIVERY, { id }, { tx });
    metrics.mails('queued', ids.length);
  }

  /**
   * One mail to each address (an administrator never sees the others'). An address the shared rule
   * refuses is never recorded (nor handed to SMTP): logged, as a programming error.
   */
  return async function send(to: string | string[], content: MailContent, { kind, tx }: MailOptions): Promise<void> {
    const addresses = [to].flat().map(normalizeEmail);
    for (const refusedAddress of addresses.filter((address) => !isOneAddress(address))) {
      log.error({ recipient: maskEmail(refusedAddress), kind }, 'mail to a refused address: not recorded');
    }
    const accepted = addresses.filter(isOneAddress);
    if (accepted.length === 0) return;
    if (tx) await record(tx, accepted, kind, content);
    else await db.transaction((own) => record(own, accepted, kind, content));
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
