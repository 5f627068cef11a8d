import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing.ts';
import { adminSiteIds, jobPlaceIds } from '../seed/reference-data.ts';
import { createTestAccount } from '../seed/test-accounts.ts';
import { profileChangeRepository } from './change-repository.ts';
import { profileRepository } from './repository.ts';

describeEachDatabase('profile repository', (ctx) => {
  it('gathers the whole profile in the shape of GET /api/users/me', async () => {
    const { userId } = await createTestAccount(ctx.db, {
      civilTitle: 'MME',
      firstName: 'Claire',
      lastName: 'Dubois',
      rpps: '10003456786',
      jobCode: '10',
      emails: ['claire@exemple.fr', 'c.dubois@exemple.fr'],
      phones: ['+33612345678'],
      jobPlaces: [{ jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon }],
      adminSiteIds: [adminSiteIds.paris],
      isAdmin: true,
      totpValidated: true,
    });
    await profileChangeRepository(ctx.db).bindEmailToClient(userId, 'c.dubois@exemple.fr', 'agenda');

    const profile = await profileRepository(ctx.db).getProfile(userId);

    expect(profile).toMatchObject({
      userId,
      civilTitle: 'MME',
      firstName: 'Claire',
      lastName: 'Dubois',
      rpps: '10003456786',
      isCorporation: false,
      activated: true,
      locked: false,
      hasUserRights: true,
      hasAdminRights: true,
      isAdmin: true,
      isSuperAdmin: false,
      jobs: [{ jobCode: '10', jobLabel: 'Médecin' }],
      otp: { validated: true },
      pendingUpdates: [],
    });
    expect(profile?.emails).toEqual([
      { emailId: expect.any(String), email: 'claire@exemple.fr', isPrincipal: true, clientApps: [] },
      {
        emailId: expect.any(String),
        email: 'c.dubois@exemple.fr',
        isPrincipal: false,
        clientApps: ['agenda'],
      },
    ]);
    expect(profile?.phones).toEqual([{ phoneId: expect.any(String), phone: '+33612345678', isPrincipal: true }]);
    expect(profile?.jobPlaces).toEqual([
      expect.objectContaining({
        jobPlaceId: jobPlaceIds.cliniqueDuParc,
        label: 'Clinique du Parc',
        city: 'Lyon',
        adminSite: expect.objectContaining({ adminSiteId: adminSiteIds.lyon, deprecated: false }),
      }),
    ]);
    expect(profile?.adminSites.map((site) => site.adminSiteId)).toEqual([adminSiteIds.paris]);
  });

  it('answers no job and no place for a bare account, and null for an unknown one', async () => {
    const { userId } = await createTestAccount(ctx.db, { activated: false });
    const profile = await profileRepository(ctx.db).getProfile(userId);
    expect(profile).toMatchObject({ jobs: [], jobPlaces: [], adminSites: [], phones: [] });
    expect(profile?.hasUserRights).toBe(false);
    expect(await profileRepository(ctx.db).getProfile('x')).toBeNull();
  });
});
