/** The administration's tables: support requests, client apps' suspension, the audit log; re-exported by `schema.ts`. */
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditDetails } from '@portal/shared';
import { users, type MailStatus } from './schema.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** "Je ne reçois pas mon code", with the named message as it stood then (codes are purged later). */
export const supportRequests = pgTable('support_requests', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  messageId: uuid('message_id'),
  messageStatus: text('message_status').$type<MailStatus>(),
  messageSentAt: at('message_sent_at'),
  messageUsedAt: at('message_used_at'),
  messageExpiresAt: at('message_expires_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  handledAt: at('handled_at'),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  handledByLabel: text('handled_by_label'),
  note: text('note'),
});

/** A client app's suspension set from the administration; absent, the configuration's stands. */
export const clientAppSettings = pgTable('client_app_settings', {
  clientId: text('client_id').primaryKey(),
  suspended: boolean('suspended').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The audit log: `adminSiteIds` are the centres of the account concerned when it happened (who may
 * read it); ids carry no foreign key, so that events outlive the accounts they name.
 */
export const auditEvents = pgTable('audit_events', {
  id: id(),
  at: at('at')
    .notNull()
    .default(sql`clock_timestamp()`),
  action: text('action').$type<AuditAction>().notNull(),
  actorId: uuid('actor_id'),
  actorLabel: text('actor_label'),
  subjectId: uuid('subject_id'),
  subjectLabel: text('subject_label'),
  adminSiteIds: uuid('admin_site_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  ip: text('ip'),
  details: jsonb('details').$type<AuditDetails>().notNull().default({}),
  searchText: text('search_text').notNull().default(''),
});
