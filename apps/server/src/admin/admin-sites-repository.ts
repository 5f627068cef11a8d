/** SQL of the pathology centres (admin sites) as super administrators manage them, and their administrators. */
import type { AdminSiteEntry, AdminSiteFields } from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminSites, userAdminSites, users } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';

export type AdminSiteChanges = Partial<AdminSiteFields> & { deprecated?: boolean };

/** Empty optional numbers are stored as none. */
const columnsOf = <T extends AdminSiteChanges>(fields: T) => ({
  ...fields,
  ...(fields.finess !== undefined ? { finess: fields.finess || null } : {}),
  ...(fields.siret !== undefined ? { siret: fields.siret || null } : {}),
});

export function adminSitesRepository(db: Db) {
  return {
    async list(): Promise<AdminSiteEntry[]> {
      return rowsOf<AdminSiteEntry>(
        db,
        sql`select s.id as "adminSiteId", s.label, s.address, s.zipcode, s.city, s.finess, s.siret, s.deprecated,
              coalesce((select json_agg(json_build_object('userId', u.id, 'name', trim(u.first_name || ' ' || u.last_name),
                  'email', (select e.email from emails e where e.user_id = u.id and e.is_principal))
                  order by u.last_name, u.first_name)
                from user_admin_sites uas join users u on u.id = uas.user_id where uas.admin_site_id = s.id), '[]') as admins,
              (select count(distinct ujp.user_id)::int from user_job_places ujp where ujp.admin_site_id = s.id) as accounts
            from admin_sites s order by s.deprecated, s.label`,
      );
    },

    async labelOf(adminSiteId: string): Promise<string | null> {
      const [row] = await db.select({ label: adminSites.label }).from(adminSites).where(eq(adminSites.id, adminSiteId));
      return row?.label ?? null;
    },

    async create(fields: AdminSiteFields): Promise<string> {
      const [row] = await db.insert(adminSites).values(columnsOf(fields)).returning({ id: adminSites.id });
      return row!.id;
    },

    /** False when there is no such centre. */
    async update(adminSiteId: string, changes: AdminSiteChanges): Promise<boolean> {
      if (Object.keys(changes).length === 0) return (await this.labelOf(adminSiteId)) !== null;
      const rows = await db
        .update(adminSites)
        .set(columnsOf(changes))
        .where(eq(adminSites.id, adminSiteId))
        .returning({ id: adminSites.id });
      return rows.length === 1;
    },

    /** True when the account did not administer the centre yet. */
    async grant(adminSiteId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(userAdminSites)
        .values({ adminSiteId, userId })
        .onConflictDoNothing()
        .returning({ userId: userAdminSites.userId });
      await db
        .update(users)
        .set({ isAdmin: true, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return rows.length === 1;
    },

    /** True when the account administered the centre; the last centre gone, its administrator rights go too. */
    async revoke(adminSiteId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(userAdminSites)
        .where(and(eq(userAdminSites.adminSiteId, adminSiteId), eq(userAdminSites.userId, userId)))
        .returning({ userId: userAdminSites.userId });
      await db.execute(sql`update users set is_admin = false, updated_at = now()
        where id = ${userId}::uuid and not exists (select 1 from user_admin_sites where user_id = ${userId}::uuid)`);
      return rows.length === 1;
    },
  };
}
