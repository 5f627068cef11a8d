/** SQL of the administration: accounts awaiting validation, and their validation. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountAwaitingValidation } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { emails, users } from '../db/schema.ts';
import type { AdminScope } from './scope-repository.ts';

export function adminRepository(db: Db) {
  return {
    /** The accounts not yet validated among `managedUsers`, oldest first. */
    async listAwaitingValidation(
      managedUsers: ReturnType<AdminScope['managedUserIds']>,
    ): Promise<AccountAwaitingValidation[]> {
      const rows = await db
        .select({
          userId: users.id,
          civilTitle: users.civilTitle,
          firstName: users.firstName,
          lastName: users.lastName,
          isCorporation: users.isCorporation,
          rpps: users.rpps,
          email: emails.email,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(emails, and(eq(emails.userId, users.id), eq(emails.isPrincipal, true)))
        .where(and(eq(users.activated, false), inArray(users.id, managedUsers)))
        .orderBy(asc(users.createdAt));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** True for the one caller that validates a not yet validated account. */
    async activate(userId: string): Promise<boolean> {
      const activated = await db
        .update(users)
        .set({ activated: true, activatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.activated, false)))
        .returning({ id: users.id });
      return activated.length === 1;
    },
  };
}
