/** Sending a notice about something already done: a mail failure is logged, never turned into an error. */
import type { Logger } from '../logger.ts';
import type { MailContent } from './layout.ts';
import type { Mailer } from './mailer.ts';

export function createNotifier(mailer: Mailer, log: Logger) {
  /** True when the mail went out (or there was no one to tell). */
  return async function notify(to: string | string[], content: MailContent, context: object = {}): Promise<boolean> {
    if (to.length === 0) return true;
    try {
      await mailer.send(to, content);
      return true;
    } catch (error) {
      log.error({ err: error, ...context, subject: content.subject }, 'notice not sent');
      return false;
    }
  };
}
export type Notify = ReturnType<typeof createNotifier>;
