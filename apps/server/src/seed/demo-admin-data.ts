/**
 * Demo data of the administration space (`demo-admin-accounts.ts`): its accounts, their pending
 * changes, deletion and support requests, and a few events of the audit log per centre, dated
 * relative to the seeding. Added once, beside the demo accounts (also to an installation seeded
 * before it existed): skipped when any of its addresses exists, or when the demo accounts do not.
 */
import type { AuditAction, AuditDetails } from '@portal/shared';
import { inArray, sql } from 'drizzle-orm';
import { accountsRepository } from '../accounts/repository.ts';
import type { Db } from '../db/client.ts';
import { emails } from '../db/schema.ts';
import {
  adminDemoCentres,
  adminDemoEmail,
  type AdminDemoAccount,
  type AdminDemoCentre,
  type DemoMessageFate,
} from './demo-admin-accounts.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, demoAccounts } from './demo-data.ts';

/** Every address the admin demo data creates. */
export const adminDemoEmails: string[] = adminDemoCentres.flatMap((centre) => centre.accounts.map(adminDemoEmail));

const DAY = 24 * 60;
/** A time `minutes` before now, in SQL. */
const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** The message a support request names, as it stood then (sent `sentAgo` minutes before the request). */
function messageColumns(fate: DemoMessageFate, requestedAgo: number) {
  const sentAgo = requestedAgo + (fate === 'expired' ? 40 : 6);
  return {
    status: fate === 'refused' ? 'refused' : 'accepted',
    sentAt: ago(sentAgo),
    expiresAt: ago(sentAgo - 10), // codes live ten minutes
  };
}

async function userIdOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: emails.userId })
    .from(emails)
    .where(sql`lower(${emails.email}) = ${email.toLowerCase()}`);
  return row?.userId ?? null;
}

interface Event {
  action: AuditAction;
  minutesAgo: number;
  subjectId: string | null;
  /** The centre's administrator acted (else the account's owner). */
  byAdmin?: boolean;
  details?: AuditDetails;
}

/** Writes an event as `audit/record.ts` does: labels and search text frozen now, scoped to the centre. */
async function recordEvent(db: Db, centre: AdminDemoCentre, adminId: string | null, event: Event, ip: string) {
  const actorId = event.byAdmin ? adminId : null;
  const details = JSON.stringify(event.details ?? {});
  await db.execute(sql`
    insert into audit_events (at, action, actor_id, actor_label, subject_id, subject_label, admin_site_ids, ip, details, search_text)
    select ${ago(event.minutesAgo)}, ${event.action}, ${actorId}::uuid, labels.actor, ${event.subjectId}::uuid,
      labels.subject, ${`{${centre.adminSiteId}}`}::uuid[], ${ip}, ${details}::jsonb,
      portal_search_text(concat_ws(' ', labels.actor, labels.subject, ${details}::jsonb ->> 'email'))
    from (select portal_account_label(${actorId}::uuid) as actor, portal_account_label(${event.subjectId}::uuid) as subject) labels`);
}

/** One account, in its situation; answers the events it went through. */
async function seedAccount(
  db: Db,
  centre: AdminDemoCentre,
  account: AdminDemoAccount,
  passwordHash: string,
): Promise<Event[]> {
  const email = adminDemoEmail(account);
  const doctor = Boolean(account.rpps);
  const userId = await accountsRepository(db).insertAccount({
    civilTitle: account.civilTitle,
    firstName: account.firstName,
    lastName: account.lastName,
    rpps: account.rpps ?? null,
    jobCode: account.jobCode,
    activated: account.situation !== 'awaitingValidation',
    locked: account.situation === 'locked',
    passwordHash,
    emails: [email],
    phones: account.phone ? [account.phone] : [],
    jobPlaces: [
      {
        jobPlaceId: doctor ? centre.jobPlaceIds.doctors : centre.jobPlaceIds.others,
        adminSiteId: centre.adminSiteId,
      },
    ],
  });
  const created = account.days * DAY;
  const active = account.situation !== 'awaitingValidation';
  // Signed in a few hours ago, or before being locked a few days ago.
  const lastSignIn = account.situation === 'locked' ? 4 * DAY : 90 + (account.days % 7) * 60;
  await db.execute(sql`
    update users set
      created_at = ${ago(created)}, updated_at = ${ago(Math.min(created, lastSignIn))},
      activated_at = ${active ? ago(created - 60) : null},
      last_sign_in_at = ${active ? ago(lastSignIn) : null},
      locked_reason = ${account.lockedReason ?? null},
      locked_at = ${account.situation === 'locked' ? ago(3 * DAY) : null},
      failed_login_count = ${account.situation === 'throttled' ? 16 : 0},
      throttled_until = ${account.situation === 'throttled' ? sql`now() + interval '1 hour'` : null}
    where id = ${userId}::uuid`);

  const events: Event[] = [];
  // Older events than the audit log keeps (a year by default) would be purged at once: left out.
  const event = (action: AuditAction, minutesAgo: number, more: Partial<Event> = {}) => {
    if (minutesAgo < 360 * DAY) events.push({ action, minutesAgo, subjectId: userId, ...more });
  };
  event('signUp', created);
  if (active) event('accountValidated', created - 60, { byAdmin: true });
  if (active && account.situation !== 'throttled') event('signIn', lastSignIn, { details: { method: 'password' } });

  switch (account.situation) {
    case 'locked':
      event('accountLocked', 3 * DAY, { byAdmin: true, details: { reason: account.lockedReason ?? '' } });
      break;
    case 'throttled':
      for (const minutes of [50, 30, 12]) event('signInFailed', minutes, { details: { failure: 'password' } });
      event('accountThrottled', 11);
      event('signInFailed', 5, { details: { failure: 'throttled' } });
      break;
    case 'deletionRequested':
      await db.execute(
        sql`insert into deletion_requests (user_id, created_at) values (${userId}::uuid, ${ago(2 * DAY)})`,
      );
      event('deletionRequested', 2 * DAY);
      break;
    case 'pendingUpdate': {
      const pending = account.pending!;
      const requested = 2 * DAY + account.days * 10;
      await db.execute(sql`
        insert into pending_updates (user_id, field, value, created_at)
        values (${userId}::uuid, ${pending.field}, ${pending.value}, ${ago(requested)})`);
      break;
    }
    case 'supportRequest': {
      const requested = 26 * 60;
      const message = messageColumns(account.support ?? 'accepted', requested);
      await db.execute(sql`
        insert into support_requests
          (user_id, phone_number, message_id, message_status, message_sent_at, message_expires_at, created_at)
        values (${userId}::uuid, ${account.phone ?? '+33639980100'}, gen_random_uuid(), ${message.status},
          ${message.sentAt}, ${message.expiresAt}, ${ago(requested)})`);
      event('signInFailed', requested + 3, { details: { failure: 'code' } });
      event('supportRequested', requested);
      break;
    }
    case 'awaitingValidation':
      break;
  }
  return events;
}

/** Adds the admin demo data (see the module's comment); answers whether it did. */
export async function seedDemoAdminData(
  db: Db,
  { hashPassword }: { hashPassword: (password: string) => Promise<string> },
): Promise<boolean> {
  const present = async (db: Db, addresses: string[]) =>
    (await db.select({ id: emails.id }).from(emails).where(inArray(emails.email, addresses)).limit(1)).length > 0;
  const baseAccounts = demoAccounts.map((account) => account.email);
  if ((await present(db, adminDemoEmails)) || !(await present(db, baseAccounts))) return false;
  // One hash for all (hashing is slow), before the transaction, which then only writes.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal-seed'))`);
    if (await present(tx, adminDemoEmails)) return false;
    for (const [c, centre] of adminDemoCentres.entries()) {
      const adminId = await userIdOf(tx, `${centre.admin}@${DEMO_EMAIL_DOMAIN}`);
      const events: Event[] = [];
      for (const account of centre.accounts) events.push(...(await seedAccount(tx, centre, account, passwordHash)));
      // Oldest first, so that the log reads in order; each from the address of its kind.
      events.sort((a, b) => b.minutesAgo - a.minutesAgo);
      for (const [i, event] of events.entries()) {
        const ip = event.byAdmin ? `198.51.100.${10 + c}` : `203.0.113.${20 + ((c * 17 + i) % 200)}`;
        await recordEvent(tx, centre, adminId, event, ip);
      }
    }
    return true;
  });
}
