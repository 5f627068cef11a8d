import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { adminSiteIds, jobPlaceIds } from '../seed/reference-data.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { accountsRepository } from './repository.ts';

describeEachDatabase('accounts repository: administrators to tell', (ctx) => {
  const repo = () => accountsRepository(ctx.db);
  const lyonPlace = { jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon };

  async function staff() {
    await createTestAccount(ctx.db, {
      isAdmin: true,
      adminSiteIds: [adminSiteIds.lyon, adminSiteIds.paris],
      emails: ['admin.lyon@exemple.fr', 'second@exemple.fr'],
    });
    await createTestAccount(ctx.db, {
      isAdmin: true,
      adminSiteIds: [adminSiteIds.marseille],
      emails: ['admin.marseille@exemple.fr'],
    });
    await createTestAccount(ctx.db, {
      isAdmin: true,
      locked: true,
      adminSiteIds: [adminSiteIds.lyon],
      emails: ['admin.bloque@exemple.fr'],
    });
    // Super admin and also admin of Lyon: listed once.
    await createTestAccount(ctx.db, {
      isSuperAdmin: true,
      isAdmin: true,
      adminSiteIds: [adminSiteIds.lyon],
      emails: ['super@exemple.fr'],
    });
    // Centres of a non-admin account do not make it competent.
    await createTestAccount(ctx.db, { adminSiteIds: [adminSiteIds.lyon], emails: ['x@exemple.fr'] });
  }

  it('answers the principal addresses of the admins of the user centres and the super admins', async () => {
    await staff();
    const { userId } = await createTestAccount(ctx.db, { jobPlaces: [lyonPlace] });
    expect(await repo().findAdminEmailsForUser(userId)).toEqual(['admin.lyon@exemple.fr', 'super@exemple.fr']);
  });

  it('answers only the super admins for a user without workplace', async () => {
    await staff();
    const { userId } = await createTestAccount(ctx.db);
    expect(await repo().findAdminEmailsForUser(userId)).toEqual(['super@exemple.fr']);
    expect(await repo().findSuperAdminEmails()).toEqual(['super@exemple.fr']);
  });
});
