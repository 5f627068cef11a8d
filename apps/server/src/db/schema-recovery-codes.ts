/** An account's recovery codes (migration 0021), re-exported by `schema.ts`. */
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
