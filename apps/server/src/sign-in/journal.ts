/**
 * What a completed sign-in leaves behind: the account's last sign-in, and the audit log's event (its
 * method, and the browser's names and masked address, which the profile's last sign-ins read).
 */
import { sql } from 'drizzle-orm';
import { auditInsertShaped } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { mergedValues, prepared, renderedOnce, value, type Shaped } from '../db/sql.ts';
import { metrics, type SignInMethod } from '../health/metrics.ts';

/** The browser a sign-in completed in, as the audit event keeps it: no user agent, no whole address. */
export interface SignInBrowser {
  browser?: string;
  system?: string;
  address?: string;
}

/** The audit log's name of the factors a sign-in used (its `amr`). */
export const methodOf = (amr: string[]) =>
  amr.includes('psc') ? 'psc' : amr.includes('otp') ? 'totp' : amr.includes('mail') ? 'otp' : 'password';

/** The same, as the metrics name it. */
const metricMethodOf = (amr: string[]): SignInMethod =>
  amr.includes('psc') ? 'psc' : amr.includes('otp') ? 'totp' : amr.includes('mail') ? 'email_code' : 'password';

/** Only what is known of the browser (an unnamed one keeps nothing). */
const known = (browser: SignInBrowser) => Object.fromEntries(Object.entries(browser).filter(([, value]) => value));

export function signInJournal(db: Db) {
  const rendered = renderedOnce();
  const statements = (userId: string, amr: string[], browser: SignInBrowser): [Shaped, Shaped] => {
    metrics.signIn('ok', metricMethodOf(amr));
    return [
      {
        shape: 'last sign-in',
        build: () => sql`update users set last_sign_in_at = now() where id = ${value('lastSignInUserId')}::uuid`,
        values: { lastSignInUserId: userId },
      },
      auditInsertShaped({ action: 'signIn', subjectId: userId, details: { method: methodOf(amr), ...known(browser) } }),
    ];
  };
  return {
    /** `browser`: its names and masked address (`account-sessions/browser-names.ts`), for the profile's last sign-ins. */
    async record(userId: string, amr: string[], browser: SignInBrowser = {}): Promise<void> {
      const [lastSignIn, event] = statements(userId, amr, browser);
      await db.execute(
        rendered({
          shape: 'sign-in journal',
          build: () => prepared(sql`with last_sign_in as (${lastSignIn.build()}) ${event.build()}`),
          values: mergedValues(lastSignIn.values, event.values),
        }),
      );
    },
  };
}
export type SignInJournal = ReturnType<typeof signInJournal>;
