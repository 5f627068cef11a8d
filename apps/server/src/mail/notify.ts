/** Sending a notice about something already done: a mail failure is logged, never turned into an error. */
import type { Logger } from '../logger.ts';
import type { MailContent } from './layout.ts';
import type { Mailer } from './mailer.ts';

export function createNotifier(mailer: Mailer, log: Logger) {
  /**
   * One message to each address (an administrator never sees the others'); true when every one went
   * out (or there was no one to tell).
   */
  return async function notify(to: string | string[], content: MailContent, context: object = {}): Promise<boolean> {
    const sent = await Promise.allSettled([to].flat().map((address) => mailer.send(address, content)));
    for (const failure of sent.filter((result) => result.status === 'rejected')) {
      log.error({ err: failure.reason as unknown, ...context, subject: content.subject }, 'notice not sent');
    }
    return sent.every((result) => result.status === 'fulfilled');
  };
}
export type Notify = ReturnType<typeof createNotifier>;
