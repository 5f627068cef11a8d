/** SQL of the pending updates: identity changes of an RPPS holder kept until an administrator decides. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUuid, type DirectoryCheck, type PendingField, type PendingUpdateToReview } from '@portal/shared';
import type { AdminScope } from '../admin/scope-repository.ts';
import type { Db } from '../db/client.ts';
import { pendingUpdates, users } from '../db/schema.ts';

export interface StoredPendingUpdate {
  id: string;
  userId: string;
  field: PendingField;
  value: string | null;
}

const storedColumns = {
  id: pendingUpdates.id,
  userId: pendingUpdates.userId,
  field: pendingUpdates.field,
  value: pendingUpdates.value,
};

/** A pending update as the profile and the review list show it. */
export const pendingUpdateColumns = {
  pendingUpdateId: pendingUpdates.id,
  field: pendingUpdates.field,
  value: pendingUpdates.value,
  directoryCheck: pendingUpdates.directoryCheck,
  createdAt: pendingUpdates.createdAt,
};

export function pendingUpdatesRepository(db: Db) {
  return {
    /** A newer value of the same field replaces the older one (and its date and directory verdict). */
    async save(userId: string, field: PendingField, value: string | null, directoryCheck: DirectoryCheck | null) {
      await db
        .insert(pendingUpdates)
        .values({ userId, field, value, directoryCheck })
        .onConflictDoUpdate({
          target: [pendingUpdates.userId, pendingUpdates.field],
          set: { value, directoryCheck, createdAt: sql`now()` },
        });
    },

    async drop(userId: string, field: PendingField): Promise<void> {
      await db.delete(pendingUpdates).where(and(eq(pendingUpdates.userId, userId), eq(pendingUpdates.field, field)));
    },

    async find(id: string): Promise<StoredPendingUpdate | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select(storedColumns).from(pendingUpdates).where(eq(pendingUpdates.id, id));
      return row ?? null;
    },

    /** Deletes and answers it: of two decisions on one update, only one gets it. */
    async take(id: string, userId: string): Promise<StoredPendingUpdate | null> {
      const [row] = await db
        .delete(pendingUpdates)
        .where(and(eq(pendingUpdates.id, id), eq(pendingUpdates.userId, userId)))
        .returning(storedColumns);
      return row ?? null;
    },

    /** The updates of the accounts `managedUsers` selects (every account when absent), but the reviewer's own. */
    async listForReview(reviewerId: string, managedUsers?: ReturnType<AdminScope['managedUserIds']>) {
      const rows = await db
        .select({
          ...pendingUpdateColumns,
          userId: users.id,
          civilTitle: users.civilTitle,
          firstName: users.firstName,
          lastName: users.lastName,
          rpps: users.rpps,
          jobCode: users.jobCode,
        })
        .from(pendingUpdates)
        .innerJoin(users, eq(users.id, pendingUpdates.userId))
        .where(and(ne(users.id, reviewerId), managedUsers ? inArray(users.id, managedUsers) : undefined))
        .orderBy(asc(pendingUpdates.createdAt), asc(users.lastName), asc(pendingUpdates.field));
      return rows.map((row): PendingUpdateToReview => ({
        ...row,
        currentValue: row[row.field],
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type PendingUpdatesRepository = ReturnType<typeof pendingUpdatesRepository>;
