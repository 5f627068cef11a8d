/** A real SMTP server on an ephemeral loopback port: it accepts every message and keeps it, parsed. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CaughtMail {
  /** Envelope recipients, lower case. */
  to: string[];
  /** The addresses of the `To` header, lower case. */
  headerTo: string[];
  subject: string;
  text: string;
  html: string;
  /** The `Message-ID` header. */
  messageId: string;
}

export interface SmtpCatcher {
  readonly url: string;
  readonly messages: readonly CaughtMail[];
  /** Mails to `address` (any case), optionally whose subject matches. */
  to(address: string, subject?: RegExp): CaughtMail[];
  /** Waits (up to `timeoutMs`) for a mail to `address` whose subject matches; answers the latest. */
  waitFor(address: string, subject: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  /** Forgets every message, and accepts again. */
  clear(): void;
  /** Refuses every message with a temporary error (`451`, after its data) until `accept()`. */
  refuse(): void;
  accept(): void;
  /** The messages refused so far, parsed. */
  readonly refused: readonly CaughtMail[];
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const refused: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          (refusing ? refused : messages).push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            headerTo: [parsed.to ?? []]
              .flat()
              .flatMap((to) => to.value)
              .map((to) => (to.address ?? '').toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            messageId: parsed.messageId ?? '',
          });
          for (const wake of waiters) wake();
          if (refusing)
            callback(Object.assign(new Error('Service temporairement indisponible'), { responseCode: 451 }));
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const to = (address: string, subject?: RegExp) =>
    messages.filter((mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    async waitFor(address, subject, timeoutMs = 5_000) {
      const found = () => to(address, subject).at(-1);
      const deadline = Date.now() + timeoutMs;
      while (!found()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail "${subject}" to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
      return found()!;
    },
    clear: () => {
      messages.splice(0);
      refused.splice(0);
      refusing = false;
    },
    refuse: () => void (refusing = true),
    accept: () => void (refusing = false),
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
