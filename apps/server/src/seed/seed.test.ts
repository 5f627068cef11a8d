import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { adminSites, emails, jobs, users } from '../db/schema.ts';
import { accountsRepository } from '../accounts/repository.ts';
import { profileRepository } from '../profile/repository.ts';
import {
  BENCH_PASSWORD,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  benchEmail,
  createBenchAccounts,
  demoAccounts,
  seedDemoData,
  seedReferenceData,
} from './index.ts';

const options = {
  hashPassword: async (password: string) => `hash:${password}`,
  encryptSecret: (secret: string) => `enc:${secret}`,
};

function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, i) => {
    const d = Number(char) * (i % 2 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0;
}

describeEachDatabase('seeding', (ctx) => {
  const total = async (table: typeof users | typeof jobs | typeof adminSites) =>
    Number((await ctx.db.select({ n: count() }).from(table))[0]?.n);

  it('writes the reference data once, beside the professions of the migrations', async () => {
    await seedReferenceData(ctx.db);
    await seedReferenceData(ctx.db);
    expect(await total(jobs)).toBe(27);
    const rpps = await ctx.db.select().from(jobs).where(eq(jobs.isRpps, false));
    expect(rpps.map((job) => job.code).sort()).toEqual(['ASC', 'AUT', 'SEC']);
    const sites = await ctx.db.select().from(adminSites);
    expect(sites.filter((site) => site.deprecated)).toHaveLength(1);
    expect(new Set(sites.map((site) => site.city))).toEqual(new Set(['Lyon', 'Paris', 'Marseille', 'Bordeaux']));
  });

  it('creates the demo accounts once, as the exported list says', async () => {
    expect(await seedDemoData(ctx.db, options)).toBe(true);
    expect(await seedDemoData(ctx.db, options)).toBe(false);
    expect(await total(users)).toBe(demoAccounts.length);

    const accounts = accountsRepository(ctx.db);
    for (const account of demoAccounts) {
      expect(account.password).toBe(DEMO_PASSWORD);
      const user = await accounts.findUserByEmail(account.email);
      expect(user?.passwordHash).toBe(`hash:${DEMO_PASSWORD}`);
    }
    const find = (name: string) => accounts.findUserByEmail(`${name}@demo.portail-anapath.fr`);
    const medecin = await profileRepository(ctx.db).getProfile((await find('medecin'))!.id);
    expect(medecin?.rpps).toBe('10003456786');
    expect(luhn(medecin!.rpps!)).toBe(true);
    expect(medecin?.jobs).toEqual([{ jobCode: '10', jobLabel: 'Médecin' }]);
    expect(medecin?.jobPlaces[0]?.adminSite?.city).toBe('Lyon');
    expect(medecin?.phones).toHaveLength(1);

    const cabinet = await profileRepository(ctx.db).getProfile((await find('cabinet'))!.id);
    expect(cabinet).toMatchObject({ isCorporation: true, civilTitle: 'Other', lastName: 'Cabinet des Lilas' });
    expect(await find('nouveau')).toMatchObject({ activated: false });
    expect(await find('bloque')).toMatchObject({ locked: true });
    expect(await find('superadmin')).toMatchObject({ isSuperAdmin: true });
    expect(await find('totp')).toMatchObject({
      totpValidated: true,
      totpSecret: `enc:${DEMO_TOTP_SECRET}`,
    });
    expect(await accounts.findAdminEmailsForUser(medecin!.userId)).toEqual([
      'admin.lyon@demo.portail-anapath.fr',
      'superadmin@demo.portail-anapath.fr',
    ]);
  });

  it('creates the missing bench accounts only', async () => {
    const hash = async (password: string) => `hash:${password}`;
    await createBenchAccounts(ctx.db, 3, hash);
    const addresses = await createBenchAccounts(ctx.db, 5, hash);
    expect(addresses).toEqual([1, 2, 3, 4, 5].map(benchEmail));
    expect(await total(users)).toBe(5);
    const user = await accountsRepository(ctx.db).findUserByEmail(benchEmail(5));
    expect(user).toMatchObject({
      activated: true,
      locked: false,
      totpValidated: false,
      passwordHash: `hash:${BENCH_PASSWORD}`,
    });
    expect(Number((await ctx.db.select({ n: count() }).from(emails))[0]?.n)).toBe(5);
  });
});
