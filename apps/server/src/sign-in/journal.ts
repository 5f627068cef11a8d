/** What a completed sign-in leaves behind: the account's last sign-in, and the audit log's event. */
import { sql } from 'drizzle-orm';
import { auditInsertShaped } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { mergedValues, prepared, renderedOnce, value, type Shaped } from '../db/sql.ts';
import { metrics, type SignInMethod } from '../health/metrics.ts';
import type { MethodName } from './methods/method.ts';

/** The audit log's name of the factors a sign-in used (its `amr`; a recovery code, whose `amr` is `otp`, by name). */
const methodOf = (amr: string[], methods: MethodName[]) =>
  methods.includes('recovery_code')
    ? 'recovery_code'
    : amr.includes('psc')
      ? 'psc'
      : amr.includes('otp')
        ? 'totp'
        : amr.includes('mail')
          ? 'otp'
          : 'password';

/** The same, as the metrics name it. */
const metricMethodOf = (amr: string[], methods: MethodName[]): SignInMethod =>
  methods.includes('recovery_code')
    ? 'recovery_code'
    : amr.includes('psc')
      ? 'psc'
      : amr.includes('otp')
        ? 'totp'
        : amr.includes('mail')
          ? 'email_code'
          : 'password';

export function signInJournal(db: Db) {
  const rendered = renderedOnce();
  const statements = (userId: string, amr: string[], methods: MethodName[]): [Shaped, Shaped] => {
    metrics.signIn('ok', metricMethodOf(amr, methods));
    return [
      {
        shape: 'last sign-in',
        build: () => sql`update users set last_sign_in_at = now() where id = ${value('lastSignInUserId')}::uuid`,
        values: { lastSignInUserId: userId },
      },
      auditInsertShaped({ action: 'signIn', subjectId: userId, details: { method: methodOf(amr, methods) } }),
    ];
  };
  return {
    /** `methods`: the names of the methods done, in order. */
    async record(userId: string, amr: string[], methods: MethodName[] = []): Promise<void> {
      const [lastSignIn, event] = statements(userId, amr, methods);
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
