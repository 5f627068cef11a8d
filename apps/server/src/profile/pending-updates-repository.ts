/** SQL of the pending updates: identity changes of an RPPS holder kept until an administrator decides. */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { isUuid, type DirectoryCheck, type PendingField, type PendingUpdateToReview } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { directoryPractitioners, pendingUpdates, users } from '../db/schema.ts';

/** `scope`: a condition on the row of `users` (the administrator's), every account when absent. */
const reviewable = (reviewerId: string, scope?: SQL, userId?: string) =>
  and(ne(users.id, reviewerId), scope, userId ? eq(users.id, userId) : undefined);

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

    /**
     * The updates of the accounts `managedUsers` selects (every account when absent), but the
     * reviewer's own, oldest first, each with the directory's record for the RPPS the account would
     * have; `userId` keeps one account's, `limit` the oldest ones.
     */
    async listForReview(
      reviewerId: string,
      { scope, userId, limit }: { scope?: SQL; userId?: string; limit?: number } = {},
    ): Promise<PendingUpdateToReview[]> {
      const rppsAfter = sql`case when ${pendingUpdates.field} = 'rpps' then ${pendingUpdates.value} else ${users.rpps} end`;
      const query = db
        .select({
          ...pendingUpdateColumns,
          userId: users.id,
          civilTitle: users.civilTitle,
          firstName: users.firstName,
          lastName: users.lastName,
          rpps: users.rpps,
          jobCode: users.jobCode,
          record: {
            rpps: directoryPractitioners.rpps,
            civilTitle: directoryPractitioners.civilTitle,
            firstName: directoryPractitioners.firstName,
            lastName: directoryPractitioners.lastName,
            professionCode: directoryPractitioners.professionCode,
          },
        })
        .from(pendingUpdates)
        .innerJoin(users, eq(users.id, pendingUpdates.userId))
        .leftJoin(directoryPractitioners, eq(directoryPractitioners.rpps, rppsAfter))
        .where(reviewable(reviewerId, scope, userId))
        .orderBy(asc(pendingUpdates.createdAt), asc(users.lastName), asc(pendingUpdates.field))
        .$dynamic();
      const rows = await (limit === undefined ? query : query.limit(limit));
      return rows.map(({ record, ...row }): PendingUpdateToReview => ({
        ...row,
        currentValue: row[row.field],
        directoryRecord: record,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async countForReview(reviewerId: string, scope?: SQL): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(pendingUpdates)
        .innerJoin(users, eq(users.id, pendingUpdates.userId))
        .where(reviewable(reviewerId, scope));
      return row?.total ?? 0;
    },
  };
}

export type PendingUpdatesRepository = ReturnType<typeof pendingUpdatesRepository>;
