/** What a completed sign-in leaves behind: the account's last sign-in, and the audit log's event. */
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { metrics, type SignInMethod } from '../health/metrics.ts';

/** The audit log's name of the factors a sign-in used (its `amr`). */
const methodOf = (amr: string[]) =>
  amr.includes('psc') ? 'psc' : amr.includes('otp') ? 'totp' : amr.includes('mail') ? 'otp' : 'password';

/** The same, as the metrics name it. */
const metricMethodOf = (amr: string[]): SignInMethod =>
  amr.includes('psc') ? 'psc' : amr.includes('otp') ? 'totp' : amr.includes('mail') ? 'email_code' : 'password';

export function signInJournal(db: Db) {
  return async function signedIn(userId: string, amr: string[]): Promise<void> {
    metrics.signIn('ok', metricMethodOf(amr));
    await recordAudit(
      db,
      { action: 'signIn', subjectId: userId, details: { method: methodOf(amr) } },
      { alongside: sql`update users set last_sign_in_at = now() where id = ${userId}::uuid` },
    );
  };
}
export type SignInJournal = ReturnType<typeof signInJournal>;
