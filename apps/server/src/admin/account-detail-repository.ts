/** SQL of an account's page in the administration space, beyond its summary. */
import type { AdminSiteRef } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql.ts';

export interface AccountParticulars {
  activatedAt: string | null;
  lockedReason: string | null;
  lockedAt: string | null;
  throttledUntil: string | null;
  failedLoginCount: number;
  totp: boolean;
  job: { code: string; label: string } | null;
  emails: { email: string; isPrincipal: boolean; clientIds: string[] }[];
  phones: { phone: string; isPrincipal: boolean }[];
  jobPlaces: { jobPlaceId: string; label: string; city: string; zipcode: string; adminSite: AdminSiteRef }[];
  administeredSites: AdminSiteRef[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function accountDetailRepository(db: Db) {
  return {
    async particulars(userId: string): Promise<AccountParticulars | null> {
      const [row] = await rowsOf<{
        activated_at: Date | string | null;
        locked_reason: string | null;
        locked_at: Date | string | null;
        throttled_until: Date | string | null;
        failed_login_count: number;
        totp: boolean;
        job: { code: string; label: string } | null;
        emails: AccountParticulars['emails'];
        phones: AccountParticulars['phones'];
        job_places: AccountParticulars['jobPlaces'];
        administered_sites: AdminSiteRef[];
      }>(
        db,
        sql`select u.activated_at, u.locked_reason, u.locked_at, u.throttled_until, u.failed_login_count,
              u.totp_validated as totp,
              (select json_build_object('code', j.code, 'label', j.label) from jobs j where j.code = u.job_code) as job,
              coalesce((select json_agg(json_build_object(
                  'email', e.email, 'isPrincipal', e.is_principal,
                  'clientIds', array(select eca.client_id from email_client_apps eca where eca.email_id = e.id order by 1))
                order by e.is_principal desc, e.email) from emails e where e.user_id = u.id), '[]') as emails,
              coalesce((select json_agg(json_build_object('phone', p.phone, 'isPrincipal', p.is_principal)
                order by p.is_principal desc, p.phone) from phones p where p.user_id = u.id), '[]') as phones,
              coalesce((select json_agg(json_build_object(
                  'jobPlaceId', jp.id, 'label', jp.label, 'city', jp.city, 'zipcode', jp.zipcode,
                  'adminSite', json_build_object('adminSiteId', s.id, 'label', s.label)) order by jp.label)
                from user_job_places ujp join job_places jp on jp.id = ujp.job_place_id
                join admin_sites s on s.id = ujp.admin_site_id where ujp.user_id = u.id), '[]') as job_places,
              coalesce((select json_agg(json_build_object('adminSiteId', s.id, 'label', s.label) order by s.label)
                from user_admin_sites uas join admin_sites s on s.id = uas.admin_site_id
                where uas.user_id = u.id), '[]') as administered_sites
            from users u where u.id = ${userId}::uuid`,
      );
      if (!row) return null;
      return {
        activatedAt: iso(row.activated_at),
        lockedReason: row.locked_reason,
        lockedAt: iso(row.locked_at),
        throttledUntil: iso(row.throttled_until),
        failedLoginCount: row.failed_login_count,
        totp: row.totp,
        job: row.job,
        emails: row.emails,
        phones: row.phones,
        jobPlaces: row.job_places,
        administeredSites: row.administered_sites,
      };
    },
  };
}
