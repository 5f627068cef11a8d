/**
 * The audit log of bench:admin: events over the last year on random accounts, sign-ins first, the
 * administrators' actions by an administrator of the account's centre (or a super administrator),
 * labelled and scoped as `apps/server/src/audit/record.ts` writes them; inserted oldest first.
 */
import type pg from 'pg';
import type { AuditAction, AuditDetails } from '@portal/shared';
import type { SeededRandom } from '../../apps/server/src/national-files/random.ts';
import { CENTRES, daysAgo, MAIL_DOMAINS, slug, type GeneratedAccount } from './admin-accounts.ts';

const BATCH = 10_000;

/** Actions by weight, and whether an administrator does them. */
const ACTIONS: { action: AuditAction; weight: number; byAdmin?: true }[] = [
  { action: 'signIn', weight: 55 },
  { action: 'signInFailed', weight: 15 },
  { action: 'signUp', weight: 4 },
  { action: 'accountValidated', weight: 4, byAdmin: true },
  { action: 'passwordChanged', weight: 4 },
  { action: 'passwordReset', weight: 3 },
  { action: 'emailAdded', weight: 3 },
  { action: 'emailRemoved', weight: 1 },
  { action: 'totpEnabled', weight: 1 },
  { action: 'accountThrottled', weight: 2 },
  { action: 'accountLocked', weight: 0.5, byAdmin: true },
  { action: 'accountUnlocked', weight: 0.5, byAdmin: true },
  { action: 'sessionsEnded', weight: 1, byAdmin: true },
  { action: 'passwordResetSent', weight: 1, byAdmin: true },
  { action: 'deletionRequested', weight: 0.5 },
  { action: 'supportRequested', weight: 1 },
  { action: 'supportHandled', weight: 1, byAdmin: true },
  { action: 'pendingUpdateApproved', weight: 1, byAdmin: true },
  { action: 'pendingUpdateRejected', weight: 0.5, byAdmin: true },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, { weight }) => sum + weight, 0);

function pickAction(r: SeededRandom): (typeof ACTIONS)[number] {
  let x = r.next() * TOTAL_WEIGHT;
  for (const entry of ACTIONS) if ((x -= entry.weight) < 0) return entry;
  return ACTIONS[0]!;
}

function detailsOf(r: SeededRandom, action: AuditAction, subject: GeneratedAccount, i: number): AuditDetails {
  if (action === 'signIn') return { method: r.next() < 0.8 ? 'password' : 'otp' };
  if (action === 'signInFailed') return { failure: r.pick(['password', 'password', 'code', 'throttled']) };
  if (action === 'emailAdded' || action === 'emailRemoved') {
    return { email: `${slug(subject.lastName)}.${i}@${r.pick(MAIL_DOMAINS)}` };
  }
  if (action === 'accountLocked') return { reason: 'Verrouillé par un administrateur (bench)' };
  return {};
}

const label = (account: GeneratedAccount) => `${`${account.firstName} ${account.lastName}`.trim()} (${account.email})`;

/**
 * Writes `count` events on `accounts`; `adminsOf[c]` act on the accounts of centre `c`, and
 * `superAdmin` on one in ten.
 */
export async function insertAuditEvents(
  client: pg.Client,
  r: SeededRandom,
  {
    count,
    accounts,
    adminsOf,
    superAdmin,
  }: {
    count: number;
    accounts: GeneratedAccount[];
    adminsOf: GeneratedAccount[][];
    superAdmin: GeneratedAccount;
  },
): Promise<void> {
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i += 1) {
    const subject = accounts[r.int(accounts.length)]!;
    const { action, byAdmin } = pickAction(r);
    const centreAdmin = adminsOf[subject.centres[0]!]?.[0];
    const actor = byAdmin ? (r.next() < 0.1 || !centreAdmin ? superAdmin : centreAdmin) : null;
    rows.push([
      daysAgo(r, 0, 365),
      action,
      actor?.id ?? null,
      actor ? label(actor) : null,
      subject.id,
      label(subject),
      `{${subject.centres.map((c) => CENTRES[c]!.id).join(',')}}`,
      `10.${r.int(256)}.${r.int(256)}.${r.int(256)}`,
      JSON.stringify(detailsOf(r, action, subject, i)),
    ]);
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await client.query(
      `insert into audit_events
         (at, action, actor_id, actor_label, subject_id, subject_label, admin_site_ids, ip, details, search_text)
       select at, action, actor_id, actor_label, subject_id, subject_label, sites::uuid[], ip, details::jsonb,
         portal_search_text(concat_ws(' ', actor_label, subject_label, details::jsonb ->> 'email'))
       from unnest($1::timestamptz[], $2::text[], $3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::text[],
         $8::text[], $9::text[]) as e(at, action, actor_id, actor_label, subject_id, subject_label, sites, ip, details)`,
      Array.from({ length: 9 }, (_, column) => batch.map((row) => row[column])),
    );
  }
}
