/** Who is told about an account: the admins of its centres, and every super admin. */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emails, userAdminSites, userJobPlaces, users } from '../db/schema.ts';
import { isUuid } from './uuid.ts';

/** Locked or not yet activated admins are not contacted. */
const reachable = and(eq(users.activated, true), eq(users.locked, false));

export function adminContactsRepository({ db }: { db: Db }) {
  async function principalEmailsWhere(condition: SQL | undefined): Promise<string[]> {
    const rows = await db
      .selectDistinct({ email: emails.email })
      .from(users)
      .innerJoin(emails, and(eq(emails.userId, users.id), eq(emails.isPrincipal, true)))
      .where(and(reachable, condition))
      .orderBy(emails.email);
    return rows.map((row) => row.email);
  }

  return {
    async findSuperAdminEmails(): Promise<string[]> {
      return principalEmailsWhere(eq(users.isSuperAdmin, true));
    },

    /** Admins competent for one of the centres the user's workplaces are linked to. */
    async findAdminEmailsForUser(userId: string): Promise<string[]> {
      if (!isUuid(userId)) return principalEmailsWhere(eq(users.isSuperAdmin, true));
      const centres = db
        .select({ id: userJobPlaces.adminSiteId })
        .from(userJobPlaces)
        .where(eq(userJobPlaces.userId, userId));
      const competentAdmins = db
        .select({ id: userAdminSites.userId })
        .from(userAdminSites)
        .where(inArray(userAdminSites.adminSiteId, centres));
      return principalEmailsWhere(
        or(eq(users.isSuperAdmin, true), and(eq(users.isAdmin, true), inArray(users.id, competentAdmins))),
      );
    },
  };
}
