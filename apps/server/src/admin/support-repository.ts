/** SQL of the support requests ("Je ne reçois pas mon code"): their creation, lists and handling. */
import type { MessageFate, SupportRequest, SupportState } from '@portal/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql.ts';
import type { AdminActor } from '../http/session.ts';
import { actionableAccount } from './scope-repository.ts';

interface RequestRow {
  id: string;
  user_id: string;
  user_name: string;
  email: string | null;
  phone_number: string;
  message_id: string | null;
  message_status: 'accepted' | 'refused' | null;
  message_sent_at: Date | string | null;
  message_used_at: Date | string | null;
  message_expires_at: Date | string | null;
  created_at: Date | string;
  handled_at: Date | string | null;
  handled_by_label: string | null;
  note: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The named message as it stood when the request was made. */
function fateOf(row: RequestRow): MessageFate {
  if (!row.message_sent_at) return 'unknown';
  if (row.message_used_at) return 'used';
  if (row.message_status === 'refused') return 'refused';
  if (row.message_expires_at && new Date(row.message_expires_at) <= new Date(row.created_at)) return 'expired';
  return 'accepted';
}

const toRequest = (row: RequestRow): SupportRequest => ({
  supportRequestId: row.id,
  userId: row.user_id,
  userName: row.user_name,
  email: row.email,
  phoneNumber: row.phone_number,
  messageId: row.message_id,
  message: { fate: fateOf(row), sentAt: iso(row.message_sent_at), expiresAt: iso(row.message_expires_at) },
  createdAt: iso(row.created_at)!,
  handledAt: iso(row.handled_at),
  handledBy: row.handled_by_label,
  note: row.note,
});

const requestColumns = sql`
  r.id, r.user_id, r.phone_number, r.message_id,
  (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = r.user_id) as user_name,
  r.message_status, r.message_sent_at, r.message_used_at, r.message_expires_at, r.created_at,
  r.handled_at, r.handled_by_label, r.note,
  (select e.email from emails e where e.user_id = r.user_id and e.is_principal) as email`;

const STATE_CONDITIONS: Record<SupportState, { where: SQL; orderBy: SQL }> = {
  open: { where: sql`r.handled_at is null`, orderBy: sql`r.created_at, r.id` },
  handled: { where: sql`r.handled_at is not null`, orderBy: sql`r.handled_at desc, r.id` },
};

export function supportRepository(db: Db) {
  return {
    /** Keeps the request with what became of the named message, if it is one of the account's codes. */
    async create(request: { userId: string; phoneNumber: string; messageId: string | null }): Promise<string> {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into support_requests
              (user_id, phone_number, message_id, message_status, message_sent_at, message_used_at, message_expires_at)
            select ${request.userId}::uuid, ${request.phoneNumber}, ${request.messageId}::uuid,
              c.mail_status, c.created_at, c.used_at, c.expires_at
            from (select 1) one
            left join one_time_codes c
              on c.id = ${request.messageId}::uuid and c.user_id = ${request.userId}::uuid and c.purpose = 'login'
            returning id`,
      );
      return row!.id;
    },

    /** A page of the requests of the actor's accounts, in the state asked. */
    async list(
      actor: AdminActor,
      state: SupportState,
      { limit, offset = 0, userId }: { limit: number; offset?: number; userId?: string },
    ): Promise<{ items: SupportRequest[]; total: number }> {
      const { where, orderBy } = STATE_CONDITIONS[state];
      const conditions = [where, actionableAccount(actor, sql`u`)];
      if (userId) conditions.push(sql`r.user_id = ${userId}::uuid`);
      const all = sql.join(conditions, sql` and `);
      const [rows, counted] = await Promise.all([
        rowsOf<RequestRow>(
          db,
          sql`select ${requestColumns} from support_requests r join users u on u.id = r.user_id
              where ${all} order by ${orderBy} limit ${limit} offset ${offset}`,
        ),
        rowsOf<{ total: number | string }>(
          db,
          sql`select count(*) as total from support_requests r join users u on u.id = r.user_id where ${all}`,
        ),
      ]);
      return { items: rows.map(toRequest), total: Number(counted[0]?.total ?? 0) };
    },

    /** The requests of one account, open ones first, then the latest handled. */
    async ofAccount(userId: string): Promise<SupportRequest[]> {
      const rows = await rowsOf<RequestRow>(
        db,
        sql`select ${requestColumns} from support_requests r where r.user_id = ${userId}::uuid
            order by r.handled_at desc nulls first, r.created_at limit 20`,
      );
      return rows.map(toRequest);
    },

    async ownerOf(supportRequestId: string): Promise<{ userId: string; handled: boolean } | null> {
      const [row] = await rowsOf<{ user_id: string; handled: boolean }>(
        db,
        sql`select user_id, handled_at is not null as handled from support_requests where id = ${supportRequestId}::uuid`,
      );
      return row ? { userId: row.user_id, handled: row.handled } : null;
    },

    /** True for the one caller that marks an open request handled. */
    async markHandled(supportRequestId: string, actorId: string, note: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update support_requests
            set handled_at = now(), handled_by = ${actorId}::uuid, handled_by_label = portal_account_label(${actorId}::uuid), note = ${note}
            where id = ${supportRequestId}::uuid and handled_at is null
            returning id`,
      );
      return rows.length === 1;
    },
  };
}
