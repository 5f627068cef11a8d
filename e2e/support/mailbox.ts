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
    /** Waits for a mail to `address` whose subject matches, sent after `since`, that `matches`. */
    async waitFor(
      address: string,
      subject: RegExp,
      since = new Date(0),
      matches: (mail: CaughtMail) => boolean = () => true,
    ): Promise<CaughtMail> {
      let found: CaughtMail | undefined;
      await expect
        .poll(
          async () => {
            const mails = (await all()).filter(
              (m) => to(m, address) && subject.test(m.subject) && new Date(m.time) >= since && matches(m),
            );
            found = mails.at(-1);
            return Boolean(found);
          },
          { timeout: 15_000, message: `no mail "${subject}" to ${address}` },
        )
        .toBe(true);
      return found!;
    },
    /**
     * The six-digit sign-in code sent after the given prefix (the one the screen shows), so that
     * two sign-ins of one account running at once never read each other's code.
     */
    async loginCode(address: string, prefix: string): Promise<string> {
      const pattern = new RegExp(`${prefix}(\\d{6})`);
      const mail = await this.waitFor(address, /code de connexion/, new Date(0), (m) => pattern.test(m.text));
      return pattern.exec(mail.text)![1]!;
    },
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;
