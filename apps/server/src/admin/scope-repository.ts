/**
 * What an administrator may manage: a super admin every account and centre; an admin the centres
 * of their profile and the accounts whose job places are linked to one of them.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminSites, userAdminSites, userJobPlaces, users } from '../db/schema.ts';
import { isUuid } from '@portal/shared';
import type { SiteScope } from '../audit/repository.ts';
import type { AdminActor } from '../http/session.ts';

/** The centres the actor administers, as an array computed once per statement. */
const sitesOfActor = (actor: AdminActor) =>
  sql`array(select admin_site_id from user_admin_sites where user_id = ${actor.id}::uuid)`;

/**
 * A condition on a row of `users` (its alias `account`, raw SQL): true for the accounts the actor
 * manages, those whose job places are in one of their centres (`users.admin_site_ids`).
 */
export function managedAccount(actor: AdminActor, account: SQL): SQL {
  if (actor.isSuperAdmin) return sql`true`;
  return sql`${account}.admin_site_ids && ${sitesOfActor(actor)}`;
}

/** The accounts the actor may act on: those they manage, but for an administrator no other administrator's. */
export function actionableAccount(actor: AdminActor, account: SQL): SQL {
  if (actor.isSuperAdmin) return sql`true`;
  return sql`${managedAccount(actor, account)} and not ${account}.is_admin and not ${account}.is_super_admin`;
}

export function adminScopeRepository(db: Db) {
  /** The centres an admin manages (their own admin sites). */
  const adminSitesOf = (adminId: string) =>
    db.select({ id: userAdminSites.adminSiteId }).from(userAdminSites).where(eq(userAdminSites.userId, adminId));

  return {
    /** The labels of the centres an administrator administers, in order. */
    async centreLabelsOf(adminId: string): Promise<string[]> {
      const rows = await db
        .select({ label: adminSites.label })
        .from(userAdminSites)
        .innerJoin(adminSites, eq(adminSites.id, userAdminSites.adminSiteId))
        .where(eq(userAdminSites.userId, adminId))
        .orderBy(adminSites.label);
      return rows.map((row) => row.label);
    },

    async canManageUser(actor: AdminActor, userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      if (actor.isSuperAdmin) {
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
        return Boolean(user);
      }
      if (!actor.isAdmin) return false;
      const [link] = await db
        .select({ userId: userJobPlaces.userId })
        .from(userJobPlaces)
        .where(and(eq(userJobPlaces.userId, userId), inArray(userJobPlaces.adminSiteId, adminSitesOf(actor.id))))
        .limit(1);
      return Boolean(link);
    },

    /** Whether the actor manages the account and may act on it (see `actionableAccount`). */
    async canActOn(actor: AdminActor, userId: string): Promise<boolean> {
      if (!(await this.canManageUser(actor, userId))) return false;
      if (actor.isSuperAdmin) return true;
      const [user] = await db
        .select({ isAdmin: users.isAdmin, isSuperAdmin: users.isSuperAdmin })
        .from(users)
        .where(eq(users.id, userId));
      return Boolean(user) && !user!.isAdmin && !user!.isSuperAdmin;
    },

    /** The centres whose accounts and events the actor may read. */
    async sitesOf(actor: AdminActor): Promise<SiteScope> {
      if (actor.isSuperAdmin) return 'all';
      return (await adminSitesOf(actor.id)).map((site) => site.id);
    },
  };
}
export type AdminScope = ReturnType<typeof adminScopeRepository>;
