/** Pro Santé Connect's links and pending sign-ups, and third-party apps' consents; re-exported by `schema.ts`. */
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Pro Santé Connect's data waiting for a pre-filled sign-up (`psc/user-infos.ts`). */
export const pscUserInfos = pgTable('psc_user_infos', {
  idHash: text('id_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * An account's Pro Santé Connect link: made for `rpps` at `linkedAt`; `unlinkedAt` when its owner
 * refused it since (no sign-in by Pro Santé Connect until linked again from the profile).
 */
export const pscLinks = pgTable('psc_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rpps: text('rpps').notNull(),
  linkedAt: at('linked_at'),
  unlinkedAt: at('unlinked_at'),
});

/** What a user allowed an application that is not first-party to read (`consent/`). */
export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    scopes: text('scopes').array().notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);
