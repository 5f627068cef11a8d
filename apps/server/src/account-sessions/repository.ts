/** SQL of the browsers where an account is signed in (`browser_sessions`) and of its last sign-ins (the audit log). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents, browserSessions } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import type { BrowserNames } from './browser-names.ts';

/** What a browser is known by: its names and its masked address. */
export interface SeenBrowser extends BrowserNames {
  address: string;
}

export interface BrowserRow extends SeenBrowser {
  id: string;
  sessionUid: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Whether its single-sign-on session is the one whose id was given (the caller's). */
  current: boolean;
}

export interface SignInRow {
  at: Date;
  method?: string;
  browser?: string;
  system?: string;
  address?: string;
}

/** Last-seen writes: at most one a minute per browser. */
const LAST_SEEN_EVERY = sql`interval '1 minute'`;

export function accountSessionsRepository(db: Db) {
  return {
    /**
     * A sign-in completed in a browser whose single-sign-on session is not known yet (it is made
     * when the provider resumes): its row, named by the interaction until `seen` links it.
     */
    async signingIn(userId: string, interactionUid: string, seen: SeenBrowser): Promise<string> {
      const [row] = await db
        .insert(browserSessions)
        .values({ userId, interactionUid, ...seen })
        .returning({ id: browserSessions.id });
      return row!.id;
    },

    /**
     * The single-sign-on session `sessionUid` of the account was used: its row is the one its sign-in
     * made (`interactionUid`), or a new one, or it was seen again (last seen at most once a minute).
     */
    async seen(
      userId: string,
      sessionUid: string,
      interactionUid: string | undefined,
      { browser, system, address }: SeenBrowser,
    ): Promise<void> {
      await db.execute(sql`
        with linked as (
          update browser_sessions set session_uid = ${sessionUid}, interaction_uid = null, last_seen_at = now()
          where interaction_uid = ${interactionUid ?? null} and user_id = ${userId}::uuid and session_uid is null
            and not exists (select 1 from browser_sessions taken where taken.session_uid = ${sessionUid})
          returning id
        )
        insert into browser_sessions (user_id, session_uid, browser, system, address)
        select ${userId}::uuid, ${sessionUid}, ${browser}, ${system}, ${address}
        where not exists (select 1 from linked)
        on conflict (session_uid) do update set last_seen_at = now()
          where browser_sessions.user_id = excluded.user_id
            and browser_sessions.last_seen_at < now() - ${LAST_SEEN_EVERY}`);
    },

    /** The account's browsers whose single-sign-on session is live, the most recently seen first. */
    async browsersOf(userId: string, currentSessionId: string | undefined): Promise<BrowserRow[]> {
      const rows = await rowsOf<{
        id: string;
        session_uid: string;
        browser: string;
        system: string;
        address: string;
        first_seen_at: Date | string;
        last_seen_at: Date | string;
        current: boolean;
      }>(
        db,
        sql`
        select b.id, b.session_uid, b.browser, b.system, b.address, b.first_seen_at, b.last_seen_at,
          coalesce(s.id = ${currentSessionId ?? null}, false) as current
        from browser_sessions b
        join oidc_payloads s on s.type = 'Session' and s.uid = b.session_uid and s.account_id = b.user_id::text
        where b.user_id = ${userId}::uuid and (s.expires_at is null or s.expires_at > now())
        order by b.last_seen_at desc, b.first_seen_at desc`,
      );
      return rows.map((row) => ({
        id: row.id,
        sessionUid: row.session_uid,
        browser: row.browser,
        system: row.system,
        address: row.address,
        firstSeenAt: new Date(row.first_seen_at),
        lastSeenAt: new Date(row.last_seen_at),
        current: row.current,
      }));
    },

    /** The browser `id` of the account: its session's uid (null until its sign-in reached the provider). */
    async browserOf(userId: string, id: string): Promise<{ sessionUid: string | null } | undefined> {
      const [row] = await db
        .select({ sessionUid: browserSessions.sessionUid })
        .from(browserSessions)
        .where(and(eq(browserSessions.id, id), eq(browserSessions.userId, userId)));
      return row;
    },

    /** A browser whose sign-in never reached the provider: nothing to end but its row. */
    async forget(userId: string, id: string): Promise<void> {
      await db.delete(browserSessions).where(and(eq(browserSessions.id, id), eq(browserSessions.userId, userId)));
    },

    /** Whether the account completed a sign-in before (none: this one is its first, after its sign-up). */
    async signedInBefore(userId: string): Promise<boolean> {
      const [row] = await rowsOf<{ before: boolean }>(
        db,
        sql`select last_sign_in_at is not null as before from users where id = ${userId}::uuid`,
      );
      return row?.before ?? false;
    },

    /** The account's last `limit` completed sign-ins, newest first. */
    async signInsOf(userId: string, limit: number): Promise<SignInRow[]> {
      const rows = await db
        .select({ at: auditEvents.at, details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, userId), eq(auditEvents.action, 'signIn')))
        .orderBy(desc(auditEvents.at))
        .limit(limit);
      return rows.map(({ at, details }) => ({ at, ...details }));
    },
  };
}
export type AccountSessionsRepository = ReturnType<typeof accountSessionsRepository>;
