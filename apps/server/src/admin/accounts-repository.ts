/** SQL of the accounts an administrator manages: summaries, searches, the board's lists, their states. */
import type { AccountFilter, AdminAccountSummary, AccountState, CivilTitle, DirectoryRecord } from '@portal/shared';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deletionRequests, users } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import { rppsCheck } from '../directory/identity-check.ts';
import { directoryRecordOf } from '../directory/repository.ts';
import { certifiedRpps } from '../psc/repository.ts';
import type { AdminActor } from '../http/session.ts';
import type { ActionTarget } from './account-rules.ts';
import { managedAccount } from './scope-repository.ts';

interface SummaryRow {
  id: string;
  civil_title: CivilTitle;
  first_name: string;
  last_name: string;
  is_corporation: boolean;
  rpps: string | null;
  email: string | null;
  activated: boolean;
  locked: boolean;
  throttled_until: Date | string | null;
  is_admin: boolean;
  is_super_admin: boolean;
  deletion_requested_at: Date | string | null;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
  admin_sites: string[];
  directory_record: DirectoryRecord | null;
  rpps_certified: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function stateOf(account: { locked: boolean; activated: boolean; throttledUntil: Date | null }): AccountState {
  if (account.locked) return 'locked';
  if (account.throttledUntil && account.throttledUntil.getTime() > Date.now()) return 'throttled';
  return account.activated ? 'active' : 'awaitingValidation';
}

const toSummary = (row: SummaryRow): AdminAccountSummary => ({
  userId: row.id,
  civilTitle: row.civil_title,
  firstName: row.first_name,
  lastName: row.last_name,
  isCorporation: row.is_corporation,
  rpps: row.rpps,
  email: row.email,
  state: stateOf({
    locked: row.locked,
    activated: row.activated,
    throttledUntil: row.throttled_until === null ? null : new Date(row.throttled_until),
  }),
  isAdmin: row.is_admin,
  isSuperAdmin: row.is_super_admin,
  deletionRequestedAt: iso(row.deletion_requested_at),
  createdAt: iso(row.created_at)!,
  lastSignInAt: iso(row.last_sign_in_at),
  adminSites: row.admin_sites,
  rppsCheck: rppsCheck(
    {
      rpps: row.rpps,
      civilTitle: row.civil_title,
      firstName: row.first_name,
      lastName: row.last_name,
      isCorporation: row.is_corporation,
    },
    row.directory_record,
    row.rpps_certified,
  ),
});

const summaryColumns = sql`
  u.id, u.civil_title, u.first_name, u.last_name, u.is_corporation, u.rpps, u.activated, u.locked,
  u.throttled_until, u.is_admin, u.is_super_admin, u.created_at, u.last_sign_in_at,
  (select e.email from emails e where e.user_id = u.id and e.is_principal) as email,
  (select dr.created_at from deletion_requests dr where dr.user_id = u.id) as deletion_requested_at,
  array(select distinct s.label from user_job_places ujp join admin_sites s on s.id = ujp.admin_site_id
        where ujp.user_id = u.id order by s.label) as admin_sites,
  ${directoryRecordOf(sql`u.rpps`)} as directory_record,
  ${certifiedRpps(sql`u.id`, sql`u.rpps`)} as rpps_certified`;

/** `%text%` for LIKE, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of each state filter, and of the board's lists. */
export const STATE_CONDITIONS: Record<AccountFilter, SQL> = {
  awaitingValidation: sql`not u.activated and not u.locked`,
  active: sql`u.activated and not u.locked and (u.throttled_until is null or u.throttled_until <= now())`,
  locked: sql`(u.locked or u.throttled_until > now())`,
  deletionRequested: sql`exists (select 1 from deletion_requests dr where dr.user_id = u.id)`,
};

/** Names and RPPS (accents, case and punctuation ignored), or any address, containing `q`. */
export function matching(q: string): SQL {
  const byAddress = sql`select user_id from emails where lower(email) like ${containing(q.toLowerCase())}`;
  if (!/[\p{L}\p{N}]/u.test(q)) return sql`u.id in (${byAddress})`;
  return sql`u.id in (
    select id from users where search_text like (select '%' || portal_search_text(${q}) || '%')
    union ${byAddress})`;
}

export function adminAccountsRepository(db: Db) {
  return {
    /** A page of the accounts the actor manages that meet `conditions`. */
    async summaries(
      actor: AdminActor,
      conditions: SQL[],
      {
        orderBy,
        limit,
        offset = 0,
        countUpTo,
      }: { orderBy: SQL; limit: number; offset?: number; /** Stop counting past it. */ countUpTo?: number },
    ): Promise<{ items: AdminAccountSummary[]; total: number; capped?: boolean }> {
      const where = sql.join([managedAccount(actor, sql`u`), ...conditions], sql` and `);
      const [rows, counted] = await Promise.all([
        rowsOf<SummaryRow>(
          db,
          sql`select ${summaryColumns} from users u where ${where} order by ${orderBy} limit ${limit} offset ${offset}`,
        ),
        rowsOf<{ total: number | string }>(
          db,
          countUpTo === undefined
            ? sql`select count(*) as total from users u where ${where}`
            : sql`select count(*) as total from (select 1 from users u where ${where} limit ${countUpTo + 1}) counted`,
        ),
      ]);
      const total = Number(counted[0]?.total ?? 0);
      if (countUpTo === undefined || total <= countUpTo) return { items: rows.map(toSummary), total };
      return { items: rows.map(toSummary), total: countUpTo, capped: true };
    },

    /**
     * The accounts the actor manages, meeting `conditions`, whose RPPS the directory lacks or whose
     * stored names (case aside) or civil title are not the directory's record's (or are empty), by
     * name: the candidates of the board's directory changes, which the directory's verdict
     * (`directory/identity-check.ts`) then decides.
     */
    async differingFromDirectory(actor: AdminActor, conditions: SQL[]): Promise<AdminAccountSummary[]> {
      const where = sql.join([managedAccount(actor, sql`u`), sql`u.rpps is not null`, ...conditions], sql` and `);
      const rows = await rowsOf<SummaryRow>(
        db,
        sql`select ${summaryColumns} from users u
            left join directory_practitioners d on d.rpps = u.rpps
            where ${where} and (d.rpps is null or d.civil_title <> u.civil_title
              or lower(d.first_name) <> lower(u.first_name) or lower(d.last_name) <> lower(u.last_name)
              or u.first_name = '' or u.last_name = '')
            order by ${sql`u.last_name, u.first_name, u.id`}`,
      );
      return rows.map(toSummary);
    },

    async summary(userId: string): Promise<AdminAccountSummary | null> {
      const [row] = await rowsOf<SummaryRow>(
        db,
        sql`select ${summaryColumns} from users u where u.id = ${userId}::uuid`,
      );
      return row ? toSummary(row) : null;
    },

    /** The account as the action rules read it. */
    async target(userId: string): Promise<ActionTarget | null> {
      const [row] = await rowsOf<{
        id: string;
        activated: boolean;
        locked: boolean;
        throttled_until: Date | string | null;
        is_admin: boolean;
        is_super_admin: boolean;
        deletion_requested: boolean;
        has_email: boolean;
        has_factors: boolean;
      }>(
        db,
        sql`select u.id, u.activated, u.locked, u.throttled_until, u.is_admin, u.is_super_admin,
              exists (select 1 from deletion_requests dr where dr.user_id = u.id) as deletion_requested,
              exists (select 1 from emails e where e.user_id = u.id) as has_email,
              u.totp_secret is not null
                or exists (select 1 from passkeys p where p.user_id = u.id)
                or exists (select 1 from recovery_codes r where r.user_id = u.id) as has_factors
            from users u where u.id = ${userId}::uuid`,
      );
      if (!row) return null;
      return {
        userId: row.id,
        activated: row.activated,
        locked: row.locked,
        throttledUntil: row.throttled_until === null ? null : new Date(row.throttled_until),
        isAdmin: row.is_admin,
        isSuperAdmin: row.is_super_admin,
        deletionRequested: row.deletion_requested,
        hasEmail: row.has_email,
        hasFactors: row.has_factors,
      };
    },

    /** True for the one caller that validates a not yet validated account. */
    async activate(userId: string): Promise<boolean> {
      const activated = await db
        .update(users)
        .set({ activated: true, activatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.activated, false)))
        .returning({ id: users.id });
      return activated.length === 1;
    },

    /** True for the one caller that locks an unlocked account. */
    async lock(userId: string, reason: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ locked: true, lockedReason: reason, lockedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.locked, false)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Lifts the lock and the throttle, and forgets the failed sign-ins. */
    async unlock(userId: string): Promise<void> {
      await db
        .update(users)
        .set({
          locked: false,
          lockedReason: null,
          lockedAt: null,
          failedLoginCount: 0,
          throttledUntil: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    /** True for the one caller that drops the deletion request. */
    async dropDeletionRequest(userId: string): Promise<boolean> {
      const rows = await db
        .delete(deletionRequests)
        .where(eq(deletionRequests.userId, userId))
        .returning({ userId: deletionRequests.userId });
      return rows.length === 1;
    },

    /** Locks the account for the transaction; true while it awaits validation. */
    async claimUnactivated(userId: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from users where id = ${userId}::uuid and not activated for update`,
      );
      return rows.length === 1;
    },

    /** True when the account's rights changed (granting twice or revoking what was not granted does not). */
    async setSuperAdmin(userId: string, superAdmin: boolean): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ isSuperAdmin: superAdmin, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), ne(users.isSuperAdmin, superAdmin)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}
export type AdminAccountsRepository = ReturnType<typeof adminAccountsRepository>;
