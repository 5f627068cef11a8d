/** SQL of the pending updates: identity changes of an RPPS holder kept until an administrator decides. */
import { and, asc, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid, type CivilTitle, type PendingField, type PendingUpdateToReview } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { pendingUpdates, users } from '../db/schema.ts';
import { directoryRecordOf } from '../directory/repository.ts';
import { rppsCheck } from '../directory/identity-check.ts';
import { certifiedRpps } from '../psc/repository.ts';

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
  createdAt: pendingUpdates.createdAt,
};

/**
 * The value of `field` the account of the row would have once its pending updates are approved
 * (for a query joining `users`, whose columns Drizzle then writes with their table's name).
 */
function valueAfter(field: PendingField, current: AnyColumn): SQL {
  const pending = (select: SQL) =>
    sql`(select ${select} from ${pendingUpdates} p where p.user_id = ${users.id} and p.field = ${field})`;
  return sql`(case when exists ${pending(sql`1`)} then ${pending(sql`p.value`)} else ${current} end)`;
}
const rppsAfter = valueAfter('rpps', users.rpps);

export function pendingUpdatesRepository(db: Db) {
  return {
    /** A newer value of the same field replaces the older one (and its date). */
    async save(userId: string, field: PendingField, value: string | null) {
      await db
        .insert(pendingUpdates)
        .values({ userId, field, value })
        .onConflictDoUpdate({
          target: [pendingUpdates.userId, pendingUpdates.field],
          set: { value, createdAt: sql`now()` },
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
     * reviewer's own, oldest first, each with the identity the account would have once its pending
     * updates are approved against the directory as it is now, and whether Pro Santé Connect
     * certified that RPPS; `userId` keeps one account's, `limit` the oldest ones.
     */
    async listForReview(
      reviewerId: string,
      { scope, userId, limit }: { scope?: SQL; userId?: string; limit?: number } = {},
    ): Promise<PendingUpdateToReview[]> {
      const query = db
        .select({
          ...pendingUpdateColumns,
          userId: users.id,
          civilTitle: users.civilTitle,
          firstName: users.firstName,
          lastName: users.lastName,
          rpps: users.rpps,
          jobCode: users.jobCode,
          isCorporation: users.isCorporation,
          after: {
            rpps: sql<string | null>`${rppsAfter}`,
            civilTitle: sql<CivilTitle>`${valueAfter('civilTitle', users.civilTitle)}`,
            firstName: sql<string>`${valueAfter('firstName', users.firstName)}`,
            lastName: sql<string>`${valueAfter('lastName', users.lastName)}`,
          },
          record: directoryRecordOf(rppsAfter),
          certified: certifiedRpps(sql`${users.id}`, rppsAfter),
        })
        .from(pendingUpdates)
        .innerJoin(users, eq(users.id, pendingUpdates.userId))
        .where(reviewable(reviewerId, scope, userId))
        .orderBy(asc(pendingUpdates.createdAt), asc(users.lastName), asc(pendingUpdates.field))
        .$dynamic();
      const rows = await (limit === undefined ? query : query.limit(limit));
      return rows.map(({ after, record, certified, isCorporation, ...row }): PendingUpdateToReview => ({
        ...row,
        currentValue: row[row.field],
        rppsCheck: rppsCheck({ ...after, isCorporation }, record, Boolean(certified)),
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
