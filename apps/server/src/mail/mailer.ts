import nodemailer from 'nodemailer';
import type { MailContent } from './layout.ts';

export interface Mailer {
  send(to: string | string[], content: MailContent): Promise<void>;
  close(): void;
}

export const DEV_SMTP_URL = 'smtp://127.0.0.1:1025';

export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl || DEV_SMTP_URL);
  return {
    async send(to, content) {
      await transport.sendMail({ from, to, subject: content.subject, text: content.text, html: content.html });
    },
    close: () => transport.close(),
  };
}
