import nodemailer, { type Transporter } from 'nodemailer';
import { isOneAddress, maskEmail, normalizeEmail } from '@portal/shared';
import { metrics } from '../health/metrics.ts';
import type { Logger } from '../logger.ts';
import type { MailContent } from './layout.ts';

export interface Mailer {
  /** One message to one address, which the shared rule accepts (sent normalised): no list, no name. */
  send(to: string, content: MailContent, options?: SendOptions): Promise<void>;
  close(): void;
}

export interface SendOptions {
  /** The same for every try of one mail (`<outbox id@host>`), so a retry is the same message. */
  messageId?: string;
}

export const DEV_SMTP_URL = 'smtp://127.0.0.1:1025';

/** A recipient the shared rule refuses reached the mailer: a programming error, never handed to SMTP. */
export class NotOneAddress extends Error {
  constructor() {
    super('not one address: the mail was not handed to SMTP');
  }
}

/**
 * The portal's one mail transport. It reads `mail.smtp_url` and `mail.from` when a mail is sent, so
 * the address the start script (or a test) sets after start is the one used. The recipient is given
 * to nodemailer as an address object, which it does not parse again: the envelope and the `To`
 * header hold that one address, whatever its characters (nodemailer reads a string as a list).
 */
export function createMailer(
  mail: { smtp_url: string; from: string; delivery: { lease_seconds: number } },
  log: Logger,
): Mailer {
  const transports = new Map<string, Transporter>();
  const timeouts = smtpTimeouts(mail.delivery.lease_seconds);
  const transport = () => {
    const url = mail.smtp_url || DEV_SMTP_URL;
    let existing = transports.get(url);
    if (!existing) {
      existing = nodemailer.createTransport({ url, ...timeouts });
      transports.set(url, existing);
    }
    return existing;
  };
  return {
    async send(to, content, { messageId } = {}) {
      // The address the limits counted, as they counted it.
      const address = normalizeEmail(to);
      if (!isOneAddress(address)) {
        log.error({ recipient: maskEmail(address), subject: content.subject }, 'mail to a refused address: not sent');
        throw new NotOneAddress();
      }
      const { subject, text, html } = content;
      try {
        await transport().sendMail({
          from: mail.from,
          to: { name: '', address },
          subject,
          text,
          html,
          ...(messageId ? { messageId } : {}),
        });
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

/**
 * A relay that stalls fails the try within its lease: with nodemailer's own waits (2 minutes to
 * connect, 30 s for the greeting, 10 minutes of a silent socket) a try could hold its mail past the
 * lease, and the next try would then send it a second time.
 */
export function smtpTimeouts(leaseSeconds: number) {
  const quarter = Math.round((leaseSeconds * 1000) / 4);
  return { connectionTimeout: quarter, greetingTimeout: quarter, socketTimeout: quarter };
}
