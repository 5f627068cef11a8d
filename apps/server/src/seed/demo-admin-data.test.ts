import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountsRepository } from '../accounts/repository.ts';
import { directoryPractitioners } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import { describeEachDatabase } from '../db/testing.ts';
import { searchKey } from '../directory/search-key.ts';
import { pendingUpdatesRepository } from '../profile/pending-updates-repository.ts';
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
    count(*) filter (where exists (select 1 from pending_updates p where p.user_id = m.id)) as pending,
    count(*) filter (where exists (select 1 from support_requests s where s.user_id = m.id and s.handled_at is null
      and s.phone_number <> '' and s.message_id is not null)) as support
  from managed m`;

/** What the to-do board of every demo centre shows at least. */
const AT_LEAST = {
  awaiting: 2,
  locked: 1,
  throttled: 1,
  deletion: 1,
  pending: 2,
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

  it('signs its accounts in with the demo password, and its pending changes meet the demo directory as the README says', async () => {
    await seedDemoData(ctx.db, options);
    await seedDemoAdminData(ctx.db, options);
    const accounts = accountsRepository(ctx.db);
    for (const email of adminDemoEmails) {
      expect((await accounts.findUserByEmail(email))?.passwordHash, email).toBe(`hash:${DEMO_PASSWORD}`);
    }
    // The demo directory's records of these doctors (`seed/directory.ts` writes them into its file).
    await ctx.db.insert(directoryPractitioners).values(
      DEMO_PRACTITIONERS.map((practitioner) => ({
        rpps: practitioner.rpps,
        nationalId: `8${practitioner.rpps}`,
        civilTitle: practitioner.civilTitle,
        firstName: practitioner.firstName,
        lastName: practitioner.lastName,
        firstNameKey: searchKey(practitioner.firstName),
        lastNameKey: searchKey(practitioner.lastName),
      })),
    );
    // As a super administrator reviews them, the verdict computed as they look.
    const pending = await pendingUpdatesRepository(ctx.db).listForReview(randomUUID());
    const demoChanges = adminDemoCentres.flatMap((centre) => centre.accounts.filter((account) => account.pending));
    expect(demoChanges).toHaveLength(6);
    for (const account of demoChanges) {
      const update = pending.find((one) => one.firstName === account.firstName && one.lastName === account.lastName);
      // "pending name change the directory agrees with" (a directory name of its own) or "disagrees with".
      const expected = account.directoryName ? 'match' : 'mismatch';
      expect(update?.rppsCheck, `${account.firstName} ${account.lastName}`).toMatchObject({
        rpps: account.rpps,
        directoryCheck: expected,
        source: 'declared',
      });
    }
  });
});
