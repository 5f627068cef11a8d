/** The browsers where an account is signed in (migration 0022), re-exported by `schema.ts`. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const browserSessions = pgTable('browser_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionUid: text('session_uid').unique(),
  interactionUid: text('interaction_uid'),
  browser: text('browser').notNull(),
  system: text('system').notNull(),
  address: text('address').notNull(),
  firstSeenAt: at('first_seen_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
});
