/**
 * The sign-up's mail transport, made from `mail.smtp_url` when a mail is sent (so the address the
 * start script or a test sets is the one used). Route files get no mailer in their context.
 */
import type { Config } from '../config/schema.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { MailContent } from '../mail/layout.ts';

export interface SignupMailer {
  send(to: string | string[], content: MailContent): Promise<void>;
  close(): void;
}

export function createSignupMailer(config: Config): SignupMailer {
  const transports = new Map<string, Mailer>();
  const transport = () => {
    const key = `${config.mail.smtp_url}|${config.mail.from}`;
    let mailer = transports.get(key);
    if (!mailer) {
      mailer = createMailer({ smtpUrl: config.mail.smtp_url, from: config.mail.from });
      transports.set(key, mailer);
    }
    return mailer;
  };
  return {
    send: (to, content) => transport().send(to, content),
    close() {
      for (const mailer of transports.values()) mailer.close();
      transports.clear();
    },
  };
}
