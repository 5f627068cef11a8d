/**
 * The administration bench's data on PostgreSQL: `accounts` accounts (`admin-accounts.ts`) with
 * their addresses (a quarter have two or more), phones, job places, a few administrators per
 * centre, deletion requests (0.3%), pending identity changes of RPPS holders (0.5%, with their
 * directory records), support requests (1.2%, a fifth still open), and `events` audit events
 * (`admin-events.ts`); plus the two administrators the bench signs in as. Written in multi-row
 * inserts of `unnest` arrays, 10,000 rows at a time.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { FEMALE_FIRST_NAMES, RARE_LAST_NAMES } from '../../apps/server/src/directory/names.ts';
import { searchKey } from '../../apps/server/src/directory/search-key.ts';
import { seededRandom } from '../../apps/server/src/national-files/random.ts';
import { adminSiteIds } from '../../apps/server/src/seed/reference-data.ts';
import { benchAdmin, CENTRES, DAY_MS, daysAgo, generateUsers, MAIL_DOMAINS, slug } from './admin-accounts.ts';
import { insertAuditEvents } from './admin-events.ts';

export const BENCH_ADMIN_EMAIL = 'bench-admin.lyon@bench.portail-anapath.fr';
export const BENCH_SUPER_ADMIN_EMAIL = 'bench-superadmin@bench.portail-anapath.fr';
/** The password of every account seeded here. */
export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-2026!';
/** The centre the bench's administrator manages. */
export const BENCH_ADMIN_SITE = adminSiteIds.lyon;

const BATCH = 10_000;
const JOB_PLACES_PER_CENTRE = 40;

/** Inserts `rows` (values in the order of `columns`, "name type, name type…") into `table`. */
async function insertRows(client: pg.Client, table: string, columns: string, rows: unknown[][]): Promise<void> {
  const specs = columns.split(',').map((column) => column.trim().split(/\s+/) as [string, string]);
  const arrays = specs.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const sql = `insert into ${table} (${specs.map(([name]) => name).join(', ')}) select * from unnest(${arrays})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await client.query(
      sql,
      specs.map((_, i) => batch.map((row) => row[i] ?? null)),
    );
  }
}

const USER_COLUMNS = `id uuid, civil_title text, first_name text, last_name text, rpps text, is_corporation boolean,
  activated boolean, locked boolean, locked_reason text, locked_at timestamptz, failed_login_count int,
  throttled_until timestamptz, is_admin boolean, is_super_admin boolean, password_hash text, job_code text,
  created_at timestamptz, updated_at timestamptz, activated_at timestamptz, last_sign_in_at timestamptz`;
const SUPPORT_COLUMNS = `user_id uuid, phone_number text, message_id uuid, message_status text,
  message_sent_at timestamptz, message_expires_at timestamptz, created_at timestamptz, handled_at timestamptz,
  handled_by uuid, handled_by_label text, note text`;
const DIRECTORY_COLUMNS = `rpps text, national_id text, civil_title text, first_name text, last_name text,
  first_name_key text, last_name_key text, profession_code text`;

/** Writes everything into the migrated database `client` is connected to (its demo centres seeded); answers counts. */
export async function seedAdminBench(
  client: pg.Client,
  { accounts, events, passwordHash }: { accounts: number; events: number; passwordHash: string },
): Promise<Record<string, number>> {
  const r = seededRandom(2026);
  const generated = generateUsers(r, accounts);
  const admin = benchAdmin(BENCH_ADMIN_EMAIL, 'Administrateur Lyon', false);
  const superAdmin = benchAdmin(BENCH_SUPER_ADMIN_EMAIL, 'Super Administrateur', true);
  // Three administrators per centre among the generated accounts.
  const centreAdmins = CENTRES.map((_, c) =>
    generated.filter((row) => row.activated && !row.locked && row.account.centres[0] === c).slice(0, 3),
  );
  for (const row of centreAdmins.flat()) row.isAdmin = true;
  const users = [...generated, admin, superAdmin];

  const placeId = (centre: number, n: number) =>
    `5e3a0c6e-00b0-4a00-8000-${String(centre * 1000 + n).padStart(12, '0')}`;
  const places = CENTRES.flatMap((centre, c) =>
    Array.from({ length: JOB_PLACES_PER_CENTRE }, (_, n) => [
      placeId(c, n),
      `Cabinet de pathologie ${n + 1} de ${centre.city}`,
      centre.city,
    ]),
  );
  await insertRows(client, 'job_places', 'id uuid, label text, city text', places);
  await insertRows(
    client,
    'users',
    USER_COLUMNS,
    users.map((u) => [
      ...[u.account.id, u.civilTitle, u.account.firstName, u.account.lastName, u.account.rpps, u.isCorporation],
      ...[u.activated, u.locked, u.lockedReason, u.lockedAt, u.failed, u.throttledUntil, u.isAdmin, u.isSuperAdmin],
      ...[passwordHash, u.jobCode, u.createdAt, u.lastSignInAt ?? u.createdAt, u.activatedAt, u.lastSignInAt],
    ]),
  );

  const emailRows: unknown[][] = [];
  const phoneRows: unknown[][] = [];
  for (const [i, { account }] of users.entries()) {
    emailRows.push([account.id, account.email, true]);
    const more = r.next();
    if (more < 0.25) emailRows.push([account.id, `${slug(account.lastName)}.pro${i}@${r.pick(MAIL_DOMAINS)}`, false]);
    if (more < 0.05) emailRows.push([account.id, `contact${i}@${CENTRES[account.centres[0] ?? 0]!.domain}`, false]);
    if (r.next() < 0.6) phoneRows.push([account.id, `+336${r.digits(8)}`, true]);
  }
  await insertRows(client, 'emails', 'user_id uuid, email text, is_principal boolean', emailRows);
  await insertRows(client, 'phones', 'user_id uuid, phone text, is_principal boolean', phoneRows);
  const jobPlaceRows = generated.flatMap(({ account }) =>
    account.centres.map((c) => [account.id, placeId(c, r.int(JOB_PLACES_PER_CENTRE)), CENTRES[c]!.id]),
  );
  await insertRows(client, 'user_job_places', 'user_id uuid, job_place_id uuid, admin_site_id uuid', jobPlaceRows);
  const adminSiteRows = [
    [admin.account.id, BENCH_ADMIN_SITE],
    ...centreAdmins.flatMap((rows, c) => rows.map((row) => [row.account.id, CENTRES[c]!.id])),
  ];
  await insertRows(client, 'user_admin_sites', 'user_id uuid, admin_site_id uuid', adminSiteRows);

  const active = generated.filter((u) => u.activated);
  const deletionRows = active.filter(() => r.next() < 0.003).map((u) => [u.account.id, daysAgo(r, 0, 60)]);
  await insertRows(client, 'deletion_requests', 'user_id uuid, created_at timestamptz', deletionRows);

  const pending = active.filter((u) => u.account.rpps && r.next() < 0.005);
  const pendingRows = pending.map((u) => {
    const lastName = r.next() < 0.5;
    const value = lastName ? `${u.account.lastName}-${r.pick(RARE_LAST_NAMES)}` : r.pick(FEMALE_FIRST_NAMES);
    return [u.account.id, lastName ? 'lastName' : 'firstName', value, daysAgo(r, 0, 45)];
  });
  // The directory's verdict is read live (migration 0017), not stored with the change.
  const pendingColumns = 'user_id uuid, field text, value text, created_at timestamptz';
  await insertRows(client, 'pending_updates', pendingColumns, pendingRows);
  // The directory's records of those doctors: the board shows them beside the change.
  const directoryRows = pending.map(({ account, civilTitle, jobCode }) => [
    ...[account.rpps, `8${account.rpps}`, civilTitle === 'Other' ? 'M' : civilTitle, account.firstName],
    ...[account.lastName.toUpperCase(), searchKey(account.firstName), searchKey(account.lastName), jobCode],
  ]);
  await insertRows(client, 'directory_practitioners', DIRECTORY_COLUMNS, directoryRows);

  const supportRows = active
    .filter(() => r.next() < 0.012)
    .map(({ account }) => {
      const created = daysAgo(r, 0, r.next() < 0.2 ? 7 : 365);
      const sent = Date.parse(created) - 300_000;
      const status = r.next() < 0.1 ? 'refused' : 'accepted';
      const message = [randomUUID(), status, new Date(sent).toISOString(), new Date(sent + 600_000).toISOString()];
      const handled = r.next() < 0.8;
      const handling = handled
        ? [new Date(Date.parse(created) + DAY_MS).toISOString(), admin.account.id, 'Banc Administrateur Lyon', 'Fait']
        : [null, null, null, null];
      return [account.id, `+336${r.digits(8)}`, ...message, created, ...handling];
    });
  await insertRows(client, 'support_requests', SUPPORT_COLUMNS, supportRows);

  await insertAuditEvents(client, r, {
    count: events,
    accounts: generated.map((row) => row.account),
    adminsOf: centreAdmins.map((rows) => rows.map((row) => row.account)),
    superAdmin: superAdmin.account,
  });

  return {
    accounts: users.length,
    awaitingValidation: generated.filter((u) => !u.activated).length,
    locked: generated.filter((u) => u.locked).length,
    throttled: generated.filter((u) => u.throttledUntil && Date.parse(u.throttledUntil) > Date.now()).length,
    deletionRequests: deletionRows.length,
    pendingUpdates: pendingRows.length,
    openSupportRequests: supportRows.filter((row) => row[7] === null).length,
    emails: emailRows.length,
    auditEvents: events,
  };
}
