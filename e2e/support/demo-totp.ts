import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '../../apps/server/src/seed/demo-data.ts';

/** The demo `totp` account's authenticator (Hugo Girard). */
const demoTotp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });
const STEP_MS = 30_000;
/** A step is claimed only with this much of it left, so its code is sent before the next step's. */
const TIME_LEFT_MS = 10_000;

/**
 * A code of the demo `totp` account that no other journey on the same server sends. The server
 * takes each 30-second step once per account, in increasing order, and several journeys sign in as
 * Hugo Girard from parallel workers (processes): each claims its step with a file made only if
 * absent, and waits for the next step when its own is taken or nearly over.
 */
export async function demoTotpCode(): Promise<string> {
  const server = test.info().project.name;
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    if ((step + 1) * STEP_MS - now >= TIME_LEFT_MS) {
      try {
        await writeFile(join(tmpdir(), `portal-e2e-demo-totp-${server}-${step}`), '', { flag: 'wx' });
        return demoTotp.generate({ timestamp: now });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 50));
  }
}
