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
import { prepared } from '../db/sql.ts';
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
  const actor = entry.actorId ?? null;
  const subject = entry.subjectId ?? null;
  const details = JSON.stringify(entry.details ?? {});
  const extraSites = `{${(entry.adminSiteIds ?? []).join(',')}}`;
  // `offset 0` keeps the labels' subquery from being flattened into the insert: each label is
  // computed once, not once per use.
  return sql`insert into audit_events (action, actor_id, actor_label, subject_id, subject_label, admin_site_ids, ip, details, search_text)
    select ${entry.action}, ${actor}::uuid, labels.actor, ${subject}::uuid, labels.subject,
      array(
        select distinct site from (
          select admin_site_id as site from user_job_places where user_id = ${subject}::uuid
          union all select unnest(${extraSites}::uuid[])
        ) sites
      ),
      ${requestIp()}, ${details}::jsonb,
      portal_search_text(concat_ws(' ', labels.actor, labels.subject, ${details}::jsonb ->> 'email'))
    from (select portal_account_label(${actor}::uuid) as actor, portal_account_label(${subject}::uuid) as subject
      offset 0) labels`;
}
