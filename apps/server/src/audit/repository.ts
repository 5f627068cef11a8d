/** Reading the audit log within an administrator's scope, and its purge. */
import type { AuditAction, AuditDetails, AuditEvent, Page } from '@portal/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql.ts';

/** Centres whose events may be read: every one (`all`), or these. */
export type SiteScope = 'all' | string[];

export interface AuditQuery {
  q?: string;
  action?: AuditAction;
  userId?: string;
  page: number;
  pageSize: number;
}

interface EventRow {
  id: string;
  at: Date | string;
  action: AuditAction;
  actor_id: string | null;
  actor_label: string | null;
  actor_exists: boolean;
  subject_id: string | null;
  subject_label: string | null;
  subject_exists: boolean;
  ip: string | null;
  details: AuditDetails;
}

const toEvent = (row: EventRow): AuditEvent => ({
  auditEventId: row.id,
  at: new Date(row.at).toISOString(),
  action: row.action,
  actor: row.actor_label === null ? null : { userId: row.actor_exists ? row.actor_id : null, name: row.actor_label },
  subject:
    row.subject_label === null ? null : { userId: row.subject_exists ? row.subject_id : null, name: row.subject_label },
  ip: row.ip,
  details: row.details,
});

const eventColumns = sql`
  e.id, e.at, e.action, e.actor_id, e.actor_label, e.subject_id, e.subject_label, e.ip, e.details,
  exists (select 1 from users u where u.id = e.actor_id) as actor_exists,
  exists (select 1 from users u where u.id = e.subject_id) as subject_exists`;

function scopeCondition(scope: SiteScope): SQL {
  if (scope === 'all') return sql`true`;
  return sql`e.admin_site_ids && ${`{${scope.join(',')}}`}::uuid[]`;
}

export function auditRepository(db: Db) {
  return {
    /** Newest first. */
    async search(scope: SiteScope, query: AuditQuery): Promise<Page<AuditEvent>> {
      const conditions = [scopeCondition(scope)];
      if (query.q) conditions.push(sql`e.search_text like (select '%' || portal_search_text(${query.q}) || '%')`);
      if (query.action) conditions.push(sql`e.action = ${query.action}`);
      if (query.userId)
        conditions.push(sql`(e.subject_id = ${query.userId}::uuid or e.actor_id = ${query.userId}::uuid)`);
      const where = sql.join(conditions, sql` and `);
      const [rows, counted] = await Promise.all([
        rowsOf<EventRow>(
          db,
          sql`select ${eventColumns} from audit_events e where ${where}
              order by e.at desc, e.id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
        ),
        rowsOf<{ total: number | string }>(db, sql`select count(*) as total from audit_events e where ${where}`),
      ]);
      return {
        items: rows.map(toEvent),
        total: Number(counted[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The latest events concerning an account (the caller checked it may see the account). */
    async latestOf(userId: string, limit: number): Promise<AuditEvent[]> {
      const rows = await rowsOf<EventRow>(
        db,
        sql`select ${eventColumns} from audit_events e where e.subject_id = ${userId}::uuid
            order by e.at desc, e.id limit ${limit}`,
      );
      return rows.map(toEvent);
    },

    /** Removes the events older than the retention; answers how many went. */
    async purgeOlderThan(days: number): Promise<number> {
      const [row] = await rowsOf<{ purged: number | string }>(
        db,
        sql`with purged as (delete from audit_events where at < now() - make_interval(days => ${days}) returning 1)
            select count(*) as purged from purged`,
      );
      return Number(row?.purged ?? 0);
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
