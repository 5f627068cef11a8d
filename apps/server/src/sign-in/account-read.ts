/**
 * The password step's one read of the account, sent in the statement that counts the attempt
 * (`password-check.ts`): its credentials and state.
 */
import { sql } from 'drizzle-orm';
import type { UserCredentials } from '../accounts/repository.ts';
import { value, type Shaped } from '../db/sql.ts';

/** The account of `address` (any of its addresses, case-insensitive). */
export const signInAccountRead = (address: string): Shaped => ({
  shape: 'sign-in account',
  build: () => sql`
  select u.id, u.password_hash as "passwordHash", u.activated, u.locked,
    u.failed_login_count as "failedLoginCount", u.throttled_until as "throttledUntil",
    u.totp_secret as "totpSecret", u.totp_validated as "totpValidated",
    u.is_admin as "isAdmin", u.is_super_admin as "isSuperAdmin"
  from users u join emails m on m.user_id = u.id
  where lower(m.email) = lower(${value('address')}) limit 1`,
  values: { address },
});

/** The read's row, as JSON (`to_jsonb`), back to its types; null when no account has that address. */
export function signInAccountFrom(row: Record<string, unknown> | null): UserCredentials | null {
  if (!row) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const activated = row.activated === true;
  const locked = row.locked === true;
  return {
    id: String(row.id),
    passwordHash: String(row.passwordHash),
    activated,
    locked,
    failedLoginCount: Number(row.failedLoginCount ?? 0),
    throttledUntil: typeof row.throttledUntil === 'string' ? new Date(row.throttledUntil) : null,
    totpSecret: text(row.totpSecret),
    totpValidated: row.totpValidated === true,
    isAdmin: row.isAdmin === true,
    isSuperAdmin: row.isSuperAdmin === true,
  };
}
