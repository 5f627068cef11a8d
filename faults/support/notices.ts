/**
 * Notices the mail faults cause and count: the super administrator ends the sessions of the noticed
 * accounts (`bench-…`, none of them a writer), each call a « sessions fermées » notice to the owner,
 * through the round-robin proxy so that both instances record some. The outbox (its rows) says which
 * mails were recorded; the catcher (maildev) which arrived, by Message-ID (`<outbox id@host>`).
 */
import type { BrowserContext } from '@playwright/test';
import pg from 'pg';
import { XSRF_COOKIE, XSRF_HEADER, type AdminAccountSummary, type Page } from '@portal/shared';

export const NOTICE_KIND = 'sessions-ended';

export async function noticeSender(admin: BrowserContext, portalUrl: string, owners: string[]) {
  const xsrf = (await admin.cookies(portalUrl)).find((cookie) => cookie.name === XSRF_COOKIE)!.value;
  const headers = { [XSRF_HEADER]: xsrf, origin: portalUrl, accept: 'application/json' };
  const userIds: string[] = [];
  for (const owner of owners) {
    const found = await admin.request.get(`${portalUrl}/api/admin/users?q=${encodeURIComponent(owner)}`);
    const { items } = (await found.json()) as Page<AdminAccountSummary>;
    userIds.push(items.find((item) => item.email === owner)!.userId);
  }
  return {
    /** `count` notices at once, spread over the owners; answers each call's status. */
    send: (count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const userId = userIds[i % userIds.length]!;
          const answer = await admin.request.post(`${portalUrl}/api/admin/users/${userId}/end-sessions`, { headers });
          return answer.status();
        }),
      ),
  };
}

export interface OutboxRow {
  id: string;
  recipient: string;
  state: string;
  attempts: number;
}

/** The notices the outbox recorded since `since` (the database's clock), oldest first. */
export async function recordedNotices(databaseUrl: string, since: Date): Promise<OutboxRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxRow>(
      'select id, recipient, state, attempts from mail_outbox where kind = $1 and created_at >= $2 order by created_at',
      [NOTICE_KIND, since],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The database's clock now: the start of a window `recordedNotices` reads. */
export async function databaseNow(databaseUrl: string): Promise<Date> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ now: Date }>('select now()')).rows[0]!.now;
  } finally {
    await client.end();
  }
}

/** How many times the catcher received each outbox mail, by the id its Message-ID carries. */
export async function arrivals(mailUrl: string): Promise<Map<string, number>> {
  const mails = (await (await fetch(`${mailUrl}/api/email`)).json()) as { headers: Record<string, string> }[];
  const counts = new Map<string, number>();
  for (const { headers } of mails) {
    const id = /^<([0-9a-f-]{36})@/.exec(headers['message-id'] ?? '')?.[1];
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The rows' arrivals: every one once, or what went wrong (missing, or received more than once). */
export function onceEach(rows: OutboxRow[], counts: Map<string, number>) {
  const missing = rows.filter((row) => !counts.has(row.id)).map((row) => row.id);
  const repeated = rows.filter((row) => (counts.get(row.id) ?? 0) > 1).map((row) => row.id);
  return { missing, repeated };
}
