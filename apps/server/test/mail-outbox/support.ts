/** The outbox's rows as the tests read them, and a notice a super administrator's action records. */
import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, type MailState } from '../../src/db/schema.ts';
import { acted, signedIn } from '../admin/support.ts';
import type { Browser } from '../support/browser.ts';
import { demo, type Portal } from '../support/harness.ts';

export { signedIn };

/** Every row of the outbox, newest first. */
export const outboxRows = (portal: Portal) => portal.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));

/** Waits until the outbox's one row to `to` is in `state`, and answers it. */
export async function rowReaching(portal: Portal, to: string, state: MailState, timeout = 20_000) {
  await expect
    .poll(async () => (await outboxRows(portal)).filter((row) => row.recipient === to).map((row) => row.state), {
      timeout,
      interval: 100,
    })
    .toEqual([state]);
  return (await outboxRows(portal)).find((row) => row.recipient === to)!;
}

/** The super administrator ends the doctor's sessions: the doctor's « sessions fermées » notice. */
export async function sessionsEndedNotice(portal: Portal, superAdmin?: Browser): Promise<string> {
  const browser = superAdmin ?? (await signedIn(portal, 'superadmin'));
  await acted(browser, await portal.userId(demo('medecin')), 'end-sessions');
  return demo('medecin');
}

export const SESSIONS_ENDED = /sessions/i;
