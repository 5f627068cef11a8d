/**
 * Bench accounts with an authenticator app, and their codes. The portal accepts a 30-second step's
 * code once per account (`useTotpStep`), so each account signs in at most once per step: the
 * sign-ins take the accounts in turn, and wait for the next step only when every account has used
 * this one (counted: `waits`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { TOTP, URI } from 'otpauth';
import { createSecretBox } from '../../apps/server/src/security/secret-box.ts';
import { newTotpSecret, totpStep, totpUrl } from '../../apps/server/src/security/totp.ts';

/**
 * Gives the seeded accounts `addresses` a validated authenticator app, all the same secret (as they
 * share one password hash), sealed with the portal's `encryptionKey`; answers the secret.
 */
export async function enrolTotp(databaseUrl: string, addresses: string[], encryptionKey: string): Promise<string> {
  const secret = newTotpSecret();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const updated = await client.query(
      `UPDATE users SET totp_secret = $1, totp_validated = true, totp_last_step = NULL
        WHERE id IN (SELECT user_id FROM emails WHERE email = ANY($2))`,
      [createSecretBox(encryptionKey).encrypt(secret), addresses],
    );
    if (updated.rowCount !== addresses.length) {
      throw new Error(`${updated.rowCount} of ${addresses.length} bench accounts got an authenticator app`);
    }
  } finally {
    await client.end();
  }
  return secret;
}

export class TotpAccounts {
  readonly #totp: TOTP;
  readonly #lastStep = new Map<string, number>();
  #next = 0;
  /** How many times a sign-in waited for the next step, every account having used this one. */
  waits = 0;

  constructor(
    private readonly addresses: string[],
    secret: string,
  ) {
    // The server's own definition of its codes (algorithm, digits, period), read from its otpauth:// address.
    const totp = URI.parse(totpUrl(secret));
    if (!(totp instanceof TOTP)) throw new Error('the portal’s authenticator address is not a TOTP');
    this.#totp = totp;
    // The bench's code is the one the server's own check (`totpStep`) finds for this step.
    const step = totp.counter();
    const checked = totpStep(secret, this.#codeOf(step));
    if (checked !== step)
      throw new Error(`the bench's authenticator code is not the server's (step ${step}: ${checked})`);
  }

  #codeOf(step: number): string {
    return this.#totp.generate({ timestamp: step * this.#totp.period * 1000 });
  }

  /** An account that has not signed in during this step, with this step's code. */
  async take(): Promise<{ email: string; code: string }> {
    for (;;) {
      const now = Date.now();
      const step = this.#totp.counter({ timestamp: now });
      const email = this.addresses[this.#next % this.addresses.length]!;
      if ((this.#lastStep.get(email) ?? -1) < step) {
        this.#next += 1;
        this.#lastStep.set(email, step);
        return { email, code: this.#codeOf(step) };
      }
      this.waits += 1;
      await sleep(this.#totp.remaining({ timestamp: now }) + 10);
    }
  }
}
