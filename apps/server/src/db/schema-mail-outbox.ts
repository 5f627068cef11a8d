/** The mails to deliver and delivered (migration 0023), re-exported by `schema.ts`. */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type MailState = 'queued' | 'sending' | 'sent' | 'failed';

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body'),
  state: text('state').$type<MailState>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  leaseUntil: at('lease_until'),
  createdAt: at('created_at').notNull().defaultNow(),
  lastAttemptAt: at('last_attempt_at'),
  sentAt: at('sent_at'),
});
