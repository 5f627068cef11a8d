import type { Config } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import type { MailContent } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Repositories } from '../repositories/index.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { RateLimiter } from '../services/rate-limiter.ts';

export interface AccountSecurityDeps {
  config: Config;
  repos: Repositories;
  hasher: PasswordHasher;
  mailer: Mailer;
  limiter: RateLimiter;
  secretBox: SecretBox;
  log: Logger;
}

/**
 * Sends a security notice. The change it reports is already made: a mail failure is logged and
 * does not turn it into an error.
 */
export function createNotifier({ mailer, log }: Pick<AccountSecurityDeps, 'mailer' | 'log'>) {
  return async function notify(to: string[], content: MailContent, userId: string): Promise<void> {
    if (to.length === 0) return;
    await mailer.send(to, content).catch((error: unknown) => {
      log.error({ err: error, userId, subject: content.subject }, 'security notice not sent');
    });
  };
}
export type Notify = ReturnType<typeof createNotifier>;
