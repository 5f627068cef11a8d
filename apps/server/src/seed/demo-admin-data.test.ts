import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountsRepository } from '../accounts/repository.ts';
import { rowsOf } from '../db/sql.ts';
import { describeEachDatabase } from '../db/testing.ts';
import { searchKey } from '../directory/search-key.ts';
import { DEMO_PRACTITIONERS } from './directory.ts';
import { adminDemoCentres, adminDemoEmails, DEMO_PASSWORD, seedDemoAdminData, seedDemoData } from './index.ts';

const options = {
  hashPassword: async (password: string) => `hash:${password}`,
  encryptSecret: (secret: string) => `enc:${secret}`,
};

/** How many accounts of each state the demo administrator `admin` manages (the centres of their profile). */
const STATES_SQL = (admin: string) => sql`
  with managed as (
    select distinct u.* from users u
    join user_job_places ujp on ujp.user_id = u.id
    join user_admin_sites uas on uas.admin_site_id = ujp.admin_site_id
    join emails e on e.user_id = uas.user_id and e.email = ${`${admin}@demo.portail-anapath.fr`}
  )
  select
    count(*) filter (where not activated and not locked) as awaiting,
    count(*) filter (where locked and locked_reason is not null and locked_at is not null) as locked,
    count(*) filter (where not locked and throttled_until > now() and failed_login_count >= 10) as throttled,
    count(*) filter (where exists (select 1 from deletion_requests d where d.user_id = m.id)) as deletion,
    count(*) filter (where exists (select 1 from pending_updates p where p.user_id = m.id and p.directory_check = 'match')) as pending_match,
    count(*) filter (where exists (select 1 from pending_updates p where p.user_id = m.id and p.directory_check = 'mismatch')) as pending_mismatch,
    count(*) filter (where exists (select 1 from support_requests s where s.user_id = m.id and s.handled_at is null
      and s.phone_number <> '' and s.message_id is not null)) as support
  from managed m`;

/** What the to-do board of every demo centre shows at least. */
const AT_LEAST = {
  awaiting: 2,
  locked: 1,
  throttled: 1,
  deletion: 1,
  pending_match: 1,
  pending_mismatch: 1,
  support: 1,
};

describeEachDatabase('administration demo data', (ctx) => {
  it('needs the demo accounts, and is written once', async () => {
    expect(await seedDemoAdminData(ctx.db, options)).toBe(false);
    expect(await seedDemoData(ctx.db, options)).toBe(true);
    expect(await seedDemoAdminData(ctx.db, options)).toBe(true);
    expect(await seedDemoAdminData(ctx.db, options)).toBe(false);
    const [row] = await rowsOf<{ n: number | string }>(ctx.db, sql`select count(*) as n from emails`);
    expect(Number(row?.n)).toBeGreaterThan(adminDemoEmails.length);
  });

  it('gives the administrator of each demo centre accounts in every state, and a few events', async () => {
    await seedDemoData(ctx.db, options);
    await seedDemoAdminData(ctx.db, options);
    for (const admin of ['admin.lyon', 'admin.paris', 'admin.bordeaux']) {
      const [states] = await rowsOf<Record<string, number | string>>(ctx.db, STATES_SQL(admin));
      const counts = Object.fromEntries(Object.entries(states!).map(([state, n]) => [state, Number(n)]));
      for (const [state, least] of Object.entries(AT_LEAST)) {
        expect(counts[state], `${admin}: ${state}`).toBeGreaterThanOrEqual(least);
      }
    }

    const [lyon] = await rowsOf<{ n: number | string; unlabelled: number | string; actions: string[] }>(
      ctx.db,
      sql`select count(*) as n, count(*) filter (where subject_label is null or search_text = '') as unlabelled,
            array_agg(distinct action order by action) as actions
          from audit_events where admin_site_ids @> ${`{${adminDemoCentres[0]!.adminSiteId}}`}::uuid[]`,
    );
    expect(Number(lyon?.n)).toBeGreaterThanOrEqual(5);
    expect(Number(lyon?.unlabelled)).toBe(0);
    expect(lyon?.actions).toEqual(
      expect.arrayContaining(['signIn', 'signInFailed', 'accountValidated', 'accountLocked']),
    );
    const [locked] = await rowsOf<{ actor_label: string }>(
      ctx.db,
      sql`select actor_label from audit_events where action = 'accountLocked' and admin_site_ids @> ${`{${adminDemoCentres[0]!.adminSiteId}}`}::uuid[]`,
    );
    expect(locked?.actor_label).toBe('Julien Moreau (admin.lyon@demo.portail-anapath.fr)');
  });

  it('signs its accounts in with the demo password, and checks its pending changes against the demo directory', async () => {
    await seedDemoData(ctx.db, options);
    await seedDemoAdminData(ctx.db, options);
    const accounts = accountsRepository(ctx.db);
    for (const email of adminDemoEmails) {
      expect((await accounts.findUserByEmail(email))?.passwordHash, email).toBe(`hash:${DEMO_PASSWORD}`);
    }
    const pending = await rowsOf<{
      rpps: string;
      first_name: string;
      last_name: string;
      field: string;
      value: string;
      directory_check: string;
    }>(
      ctx.db,
      sql`select u.rpps, u.first_name, u.last_name, p.field, p.value, p.directory_check
          from pending_updates p join users u on u.id = p.user_id`,
    );
    expect(pending.length).toBeGreaterThanOrEqual(6);
    for (const update of pending) {
      const record = DEMO_PRACTITIONERS.find((practitioner) => practitioner.rpps === update.rpps);
      expect(record, update.rpps).toBeDefined();
      const after = { firstName: update.first_name, lastName: update.last_name, [update.field]: update.value };
      const agrees =
        searchKey(after.firstName!) === searchKey(record!.firstName) &&
        searchKey(after.lastName!) === searchKey(record!.lastName);
      expect(update.directory_check, `${update.rpps} ${update.field}`).toBe(agrees ? 'match' : 'mismatch');
    }
  });
});
