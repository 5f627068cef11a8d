/**
 * What an administrator may manage: a super admin every account and centre; an admin the centres
 * of their profile and the accounts whose job places are linked to one of them.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userAdminSites, userJobPlaces, users } from '../db/schema.ts';
import { isUuid } from '@portal/shared';
import type { SiteScope } from '../audit/repository.ts';
import type { AdminActor } from '../http/session.ts';

/**
 * A condition on an account id (raw SQL): true for the accounts the actor may act on: those they
 * manage, but for an administrator no other administrator's (a super administrator's business).
 */
export function actionableAccount(actor: AdminActor, accountId: SQL): SQL {
  if (actor.isSuperAdmin) return sql`true`;
  return sql`${managedAccount(actor, accountId)} and ${accountId} not in (
    select id from users where is_admin or is_super_admin)`;
}

/** A condition on an account id (raw SQL): true for the accounts the actor manages. */
export function managedAccount(actor: AdminActor, accountId: SQL): SQL {
  if (actor.isSuperAdmin) return sql`true`;
  return sql`${accountId} in (
    select ujp.user_id from user_job_places ujp
    join user_admin_sites uas on uas.admin_site_id = ujp.admin_site_id
    where uas.user_id = ${actor.id}::uuid)`;
}

export function adminScopeRepository(db: Db) {
  /** The centres an admin manages (their own admin sites). */
  const adminSitesOf = (adminId: string) =>
    db.select({ id: userAdminSites.adminSiteId }).from(userAdminSites).where(eq(userAdminSites.userId, adminId));

  return {
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

    /** Whether every centre is one the actor manages. */
    async canManageAdminSites(actor: AdminActor, adminSiteIds: string[]): Promise<boolean> {
      if (actor.isSuperAdmin) return true;
      if (!actor.isAdmin) return false;
      const managed = new Set((await adminSitesOf(actor.id)).map((adminSite) => adminSite.id));
      return adminSiteIds.every((id) => managed.has(id));
    },

    /** The centres whose accounts and events the actor may read. */
    async sitesOf(actor: AdminActor): Promise<SiteScope> {
      if (actor.isSuperAdmin) return 'all';
      return (await adminSitesOf(actor.id)).map((site) => site.id);
    },

    /** The accounts the actor manages, as a condition on `users.id` (a subquery). */
    managedUserIds(actor: AdminActor) {
      if (actor.isSuperAdmin) return db.select({ id: users.id }).from(users);
      return db
        .selectDistinct({ id: userJobPlaces.userId })
        .from(userJobPlaces)
        .where(inArray(userJobPlaces.adminSiteId, adminSitesOf(actor.id)));
    },

    /** The accounts the actor may act on (`actionableAccount`), as a subquery on `users.id`. */
    actionableUserIds(actor: AdminActor) {
      if (actor.isSuperAdmin) return db.select({ id: users.id }).from(users);
      return db
        .selectDistinct({ id: userJobPlaces.userId })
        .from(userJobPlaces)
        .innerJoin(users, eq(users.id, userJobPlaces.userId))
        .where(
          and(
            inArray(userJobPlaces.adminSiteId, adminSitesOf(actor.id)),
            eq(users.isAdmin, false),
            eq(users.isSuperAdmin, false),
          ),
        );
    },
  };
}
export type AdminScope = ReturnType<typeof adminScopeRepository>;
