/**
 * Records an event of the audit log: a security event of an account or an administrator's action.
 * Who and whom are named as they are now (names and principal address), the scope is the centres
 * of the account concerned now, and the address is the request's: all frozen, so the event reads
 * the same after the account changes or is deleted. Written with the change it records, in the
 * same transaction, when there is one.
 */
import type { AuditAction, AuditDetails } from '@portal/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared, value, type Shaped } from '../db/sql.ts';
import { requestIp } from '../http/request-context.ts';

export interface AuditEntry {
  action: AuditAction;
  /** The administrator acting; absent when the account's owner (or nobody known) acts. */
  actorId?: string | null;
  /** The account concerned; absent for a centre's or a client app's event. */
  subjectId?: string | null;
  details?: AuditDetails;
  /** Centres the event concerns besides the account's own (a centre's administrators). */
  adminSiteIds?: string[];
}

/** `alongside`: a data-modifying statement (the change recorded) sent in the same round trip. */
export async function recordAudit(db: Db, entry: AuditEntry, { alongside }: { alongside?: SQL } = {}): Promise<void> {
  await db.execute(prepared(sql`${alongside ? sql`with alongside as (${alongside})` : sql``} ${auditInsert(entry)}`));
}

/** The event's insert, to send with other writes (`recordAudit` sends it). */
export function auditInsert(entry: AuditEntry): SQL {
  const values = auditValues(entry);
  return auditInsertOf((name) => sql`${values[name]}`);
}

/** The same, its text the same for every event (`db/sql.ts`, `renderedOnce`): its values are named `audit_…`. */
export function auditInsertShaped(entry: AuditEntry): Shaped {
  const values = auditValues(entry);
  return {
    shape: 'audit event',
    build: () => auditInsertOf((name) => value(`audit_${name}`)),
    values: Object.fromEntries(Object.entries(values).map(([name, given]) => [`audit_${name}`, given])),
  };
}

interface AuditValues {
  action: string;
  actor: string | null;
  subject: string | null;
  details: string;
  extraSites: string;
  ip: string | null;
}

function auditValues(entry: AuditEntry): AuditValues {
  return {
    action: entry.action,
    actor: entry.actorId ?? null,
    subject: entry.subjectId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    extraSites: `{${(entry.adminSiteIds ?? []).join(',')}}`,
    ip: requestIp(),
  };
}

function auditInsertOf(v: (name: keyof AuditValues) => SQL): SQL {
  // `offset 0` keeps the labels' subquery from being flattened into the insert: each label is
  // computed once, not once per use.
  return sql`insert into audit_events (action, actor_id, actor_label, subject_id, subject_label, admin_site_ids, ip, details, search_text)
    select ${v('action')}, ${v('actor')}::uuid, labels.actor, ${v('subject')}::uuid, labels.subject,
      array(
        select distinct site from (
          select admin_site_id as site from user_job_places where user_id = ${v('subject')}::uuid
          union all select unnest(${v('extraSites')}::uuid[])
        ) sites
      ),
      ${v('ip')}, ${v('details')}::jsonb,
      portal_search_text(concat_ws(' ', labels.actor, labels.subject, ${v('details')}::jsonb ->> 'email'))
    from (select portal_account_label(${v('actor')}::uuid) as actor, portal_account_label(${v('subject')}::uuid) as subject
      offset 0) labels`;
}
