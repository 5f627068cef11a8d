/**
 * What a completed sign-in leaves behind: the account's last sign-in, and the audit log's event (its
 * method, and the browser's names and masked address, which the profile's last sign-ins read).
 */
import { sql } from 'drizzle-orm';
import { auditInsertShaped } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { mergedValues, prepared, renderedOnce, value, type Shaped } from '../db/sql.ts';
import { metrics, type SignInMethod } from '../health/metrics.ts';
import type { MethodName } from './methods/method.ts';

type Factor = 'recovery_code' | 'passkey' | 'password_passkey' | 'psc' | 'totp' | 'mail' | 'password';

/** The browser a sign-in completed in, as the audit event keeps it: no user agent, no whole address. */
export interface SignInBrowser {
  browser?: string;
  system?: string;
  address?: string;
}

/**
 * The factor that names a sign-in: from its `amr`, but a recovery code (whose `amr` is `otp`) and a
 * passkey (`hwk` or `swk`) by their methods' names.
 */
const factorOf = (amr: string[], methods: MethodName[]): Factor =>
  methods.includes('recovery_code')
    ? 'recovery_code'
    : methods.includes('passkey')
      ? methods.includes('password')
        ? 'password_passkey'
        : 'passkey'
      : amr.includes('psc')
        ? 'psc'
        : amr.includes('otp')
          ? 'totp'
          : amr.includes('mail')
            ? 'mail'
            : 'password';

/** Its name in the audit log, and in the metrics. */
const AUDIT_METHOD = {
  recovery_code: 'recovery_code',
  passkey: 'passkey',
  password_passkey: 'password_passkey',
  psc: 'psc',
  totp: 'totp',
  mail: 'otp',
  password: 'password',
} as const;
const METRIC_METHOD: Record<Factor, SignInMethod> = {
  ...AUDIT_METHOD,
  password_passkey: 'passkey',
  totp: 'totp',
  mail: 'email_code',
};

/** The audit log's name of the factors a sign-in used. */
export const auditMethodOf = (amr: string[], methods: MethodName[]) => AUDIT_METHOD[factorOf(amr, methods)];

/** Only what is known of the browser (an unnamed one keeps nothing). */
const known = (browser: SignInBrowser) => Object.fromEntries(Object.entries(browser).filter(([, value]) => value));

export function signInJournal(db: Db) {
  const rendered = renderedOnce();
  const statements = (
    userId: string,
    amr: string[],
    methods: MethodName[],
    browser: SignInBrowser,
  ): [Shaped, Shaped] => {
    const factor = factorOf(amr, methods);
    metrics.signIn('ok', METRIC_METHOD[factor]);
    return [
      {
        shape: 'last sign-in',
        build: () => sql`update users set last_sign_in_at = now() where id = ${value('lastSignInUserId')}::uuid`,
        values: { lastSignInUserId: userId },
      },
      auditInsertShaped({
        action: 'signIn',
        subjectId: userId,
        details: { method: AUDIT_METHOD[factor], ...known(browser) },
      }),
    ];
  };
  return {
    /**
     * `methods`: the names of the methods done, in order; `browser`: its names and masked address
     * (`account-sessions/browser-names.ts`), for the profile's last sign-ins.
     */
    async record(
      userId: string,
      amr: string[],
      methods: MethodName[] = [],
      browser: SignInBrowser = {},
    ): Promise<void> {
      const [lastSignIn, event] = statements(userId, amr, methods, browser);
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
