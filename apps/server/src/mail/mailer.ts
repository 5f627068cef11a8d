import nodemailer, { type Transporter } from 'nodemailer';
import { metrics } from '../health/metrics.ts';
import type { MailContent } from './layout.ts';

export interface Mailer {
  send(to: string | string[], content: MailContent): Promise<void>;
  close(): void;
}

export const DEV_SMTP_URL = 'smtp://127.0.0.1:1025';

/**
 * The portal's one mail transport. It reads `mail.smtp_url` and `mail.from` when a mail is sent, so
 * the address the start script (or a test) sets after start is the one used.
 */
export function createMailer(mail: { smtp_url: string; from: string }): Mailer {
  const transports = new Map<string, Transporter>();
  const transport = () => {
    const url = mail.smtp_url || DEV_SMTP_URL;
    let existing = transports.get(url);
    if (!existing) {
      existing = nodemailer.createTransport(url);
      transports.set(url, existing);
    }
    return existing;
  };
  return {
    async send(to, content) {
      const { subject, text, html } = content;
      try {
        await transport().sendMail({ from: mail.from, to, subject, text, html });
      } catch (error) {
        metrics.mailFailed();
        throw error;
      }
    },
    close() {
      for (const existing of transports.values()) existing.close();
      transports.clear();
    },
  };
}
