/** SQL of the mail outbox: a mail recorded, claimed under a lease, settled; the super administrator's reads. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MailState, OutboxMail } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { MAIL_LIST_LIMIT } from '@portal/shared';

export interface NewOutboxMail {
  kind: string;
  recipient: string;
  subject: string;
  /** The text and HTML, sealed. */
  body: string;
}

/** A mail claimed for a try: what the worker needs to send it. */
export interface ClaimedMail {
  id: string;
  recipient: string;
  subject: string;
  body: string | null;
  attempts: number;
}

export function outboxRepository(db: Db) {
  return {
    async insert(mails: NewOutboxMail[]): Promise<string[]> {
      if (mails.length === 0) return [];
      const rows = await db.insert(mailOutbox).values(mails).returning({ id: mailOutbox.id });
      return rows.map((row) => row.id);
    },

    /**
     * Takes the mail for one try, atomically: a queued mail, or one whose sender's lease ran out (an
     * instance that died while sending). Null when it is sent, failed, gone, or another try holds it.
     */
    async claim(id: string, leaseSeconds: number): Promise<ClaimedMail | null> {
      const [row] = await db
        .update(mailOutbox)
        .set({
          state: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
          lastAttemptAt: sql`now()`,
        })
        .where(
          and(
            eq(mailOutbox.id, id),
            sql`(${mailOutbox.state} = 'queued' or (${mailOutbox.state} = 'sending' and ${mailOutbox.leaseUntil} < now()))`,
          ),
        )
        .returning({
          id: mailOutbox.id,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          body: mailOutbox.body,
          attempts: mailOutbox.attempts,
        });
      return row ?? null;
    },

    /** Sent: the body (its codes and links) is erased. */
    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: sql`now()`, body: null, leaseUntil: null, lastError: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    /** A try failed: queued for the next one, or failed when it was the last. */
    async markTryFailed(id: string, error: string, last: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ state: last ? 'failed' : 'queued', lastError: error, leaseUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    async list(state: MailState): Promise<OutboxMail[]> {
      const rows = await db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.recipient,
          subject: mailOutbox.subject,
          kind: mailOutbox.kind,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          createdAt: mailOutbox.createdAt,
          lastAttemptAt: mailOutbox.lastAttemptAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.state, state))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(MAIL_LIST_LIMIT);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      }));
    },

    async stateOf(id: string): Promise<MailState | null> {
      const [row] = await db.select({ state: mailOutbox.state }).from(mailOutbox).where(eq(mailOutbox.id, id));
      return row?.state ?? null;
    },

    /** A failed mail queued again, its tries counted afresh; false when it is not failed (any more). */
    async requeue(id: string): Promise<{ recipient: string } | null> {
      const [row] = await db
        .update(mailOutbox)
        .set({ state: 'queued', attempts: 0, leaseUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed')))
        .returning({ recipient: mailOutbox.recipient });
      return row ?? null;
    },

    /** Whether a mail is waiting for its first try or is being sent: what a test waits for. */
    async underway(): Promise<boolean> {
      const [row] = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(sql`${mailOutbox.state} = 'sending' or (${mailOutbox.state} = 'queued' and ${mailOutbox.attempts} = 0)`)
        .limit(1);
      return row !== undefined;
    },

    /** Counts by state (`inArray` for the states asked). */
    async count(states: MailState[]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(inArray(mailOutbox.state, states));
      return row?.count ?? 0;
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
