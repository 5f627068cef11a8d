import { expect } from '@playwright/test';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  time: string;
}

/** The real SMTP catcher (maildev) read through its REST API. */
export function createMailbox(mailURL: string) {
  async function all(): Promise<CaughtMail[]> {
    const response = await fetch(`${mailURL}/api/email`);
    return (await response.json()) as CaughtMail[];
  }
  const to = (mail: CaughtMail, address: string) =>
    mail.to.some((t) => t.address.toLowerCase() === address.toLowerCase());

  return {
    all,
    /** Waits for a mail to `address` whose subject matches, sent after `since`. */
    async waitFor(address: string, subject: RegExp, since = new Date(0)): Promise<CaughtMail> {
      let found: CaughtMail | undefined;
      await expect
        .poll(
          async () => {
            const mails = (await all()).filter(
              (m) => to(m, address) && subject.test(m.subject) && new Date(m.time) >= since,
            );
            found = mails.at(-1);
            return Boolean(found);
          },
          { timeout: 15_000, message: `no mail "${subject}" to ${address}` },
        )
        .toBe(true);
      return found!;
    },
    /** The six-digit sign-in code of the latest code mail, without its prefix. */
    async loginCode(address: string, since?: Date): Promise<{ prefix: string; code: string }> {
      const mail = await this.waitFor(address, /code de connexion/, since);
      const [, prefix, code] = /([A-Z]{3}-)(\d{6})/.exec(mail.text) ?? [];
      return { prefix: prefix!, code: code! };
    },
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;
