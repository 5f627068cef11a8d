import { profileRepository } from '../src/profile/repository.ts';
import { expect, it } from 'vitest';
import { messages, profileMessages, signupMessages } from '@portal/shared';
import { adminSiteIds, jobPlaceIds } from '../src/seed/index.ts';
import { demo, describePortal } from './support/harness.ts';
import { patchProfile, patched, readProfile, refused, signedIn } from './profile-support.ts';

describePortal('profile changes (PATCH /api/users/me)', (portal) => {
  it('applies a secretariat’s names, phones, profession and workplaces, and answers the profile', async () => {
    const browser = await signedIn(portal, 'secretariat');
    const answer = await patched(browser, {
      civilTitle: 'M',
      firstName: ' Sacha ',
      lastName: 'Bernard-Morel',
      phones: [
        { phone: '06 11 22 33 44', isPrincipal: false },
        { phone: '0472000000', isPrincipal: true },
      ],
      jobCode: 'ASC',
      jobPlaces: [
        { jobPlaceId: jobPlaceIds.cabinetCroixRousse, adminSiteId: adminSiteIds.lyon },
        { jobPlaceId: jobPlaceIds.polycliniquePasteur, adminSiteId: adminSiteIds.paris },
      ],
    });
    expect(answer).toMatchObject({
      civilTitle: 'M',
      firstName: 'Sacha',
      lastName: 'Bernard-Morel',
      jobs: [{ jobCode: 'ASC' }],
      pendingUpdates: [],
    });
    expect(answer.phones.map(({ phone, isPrincipal }) => ({ phone, isPrincipal }))).toEqual([
      { phone: '+33472000000', isPrincipal: true },
      { phone: '+33611223344', isPrincipal: false },
    ]);
    expect(answer.jobPlaces.map((place) => [place.jobPlaceId, place.adminSite?.adminSiteId]).sort()).toEqual(
      [
        [jobPlaceIds.cabinetCroixRousse, adminSiteIds.lyon],
        [jobPlaceIds.polycliniquePasteur, adminSiteIds.paris],
      ].sort(),
    );
    expect(await readProfile(browser)).toEqual(answer);

    const onePhone = await patched(browser, { phones: [{ phone: '0611223344', isPrincipal: false }] });
    expect(onePhone.phones).toEqual([{ phoneId: expect.any(String), phone: '+33611223344', isPrincipal: true }]);
    expect((await patched(browser, { phones: [] })).phones).toEqual([]);
  });

  it('refuses a failing change set with the first French message, and writes nothing of it', async () => {
    const browser = await signedIn(portal, 'secretariat');
    const before = await readProfile(browser);
    expect(await refused(browser, { lastName: 'Autre', firstName: ' ', phones: [{ phone: '0612345678' }] })).toEqual({
      message: messages.firstNameRequired,
      code: 'VALIDATION',
      field: 'firstName',
    });
    expect((await refused(browser, { phones: [{ phone: '12' }] })).message).toBe(messages.phoneInvalid);
    expect(
      (
        await refused(browser, {
          phones: [
            { phone: '0611223344', isPrincipal: true },
            { phone: '0611223345', isPrincipal: true },
          ],
        })
      ).message,
    ).toBe(messages.onePrincipalPhone);
    expect((await refused(browser, { rpps: '123' })).message).toBe(messages.rppsLength);
    expect((await refused(browser, { jobPlaces: [] })).message).toBe(messages.jobPlacesRequired);
    expect((await refused(browser, { jobCode: 'XYZ' })).message).toBe(signupMessages.unknownJob);
    const unknownPlace = { jobPlaceId: adminSiteIds.paris, adminSiteId: adminSiteIds.paris };
    expect((await refused(browser, { jobPlaces: [unknownPlace] })).message).toBe(signupMessages.unknownJobPlace);
    const deprecatedCentre = { jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyonNord };
    expect((await refused(browser, { jobPlaces: [deprecatedCentre] })).message).toBe(signupMessages.unknownAdminSite);
    expect((await refused(browser, { lastName: 'Autre', unknownField: 1 })).code).toBe('VALIDATION');
    // A valid field in the same change set is not written either.
    expect(await refused(browser, { lastName: 'Autre', jobPlaces: [deprecatedCentre] })).toMatchObject({
      field: 'jobPlaces',
    });
    expect(await readProfile(browser)).toEqual(before);
  });

  it('checks the RPPS: unique across accounts, and an RPPS holder keeps an RPPS profession', async () => {
    const secretariat = await signedIn(portal, 'secretariat');
    expect(await refused(secretariat, { rpps: '10003456786', jobCode: '10' })).toMatchObject({
      message: signupMessages.rppsAlreadyUsed,
      field: 'rpps',
    });
    expect((await refused(secretariat, { rpps: '10101010101' })).message).toBe(signupMessages.rppsJobOnly);
    // Without an RPPS yet, the number and the RPPS profession wait for an administrator too.
    const asked = await patched(secretariat, { rpps: '10101010101', jobCode: '10' });
    expect(asked).toMatchObject({ rpps: null, jobs: [{ jobCode: 'SEC' }] });
    expect(asked.pendingUpdates.map((update) => [update.field, update.value])).toEqual([
      ['jobCode', '10'],
      ['rpps', '10101010101'],
    ]);

    const doctor = await signedIn(portal, 'medecin');
    expect((await refused(doctor, { jobCode: 'SEC' })).message).toBe(signupMessages.rppsJobOnly);
  });

  it('gives a corporation a company name and no first name', async () => {
    const browser = await signedIn(portal, 'cabinet');
    expect((await refused(browser, { lastName: '' })).message).toBe(messages.companyNameRequired);
    expect(await patched(browser, { lastName: 'Cabinet des Roses', firstName: 'Ignoré' })).toMatchObject({
      lastName: 'Cabinet des Roses',
      firstName: '',
    });
  });

  it('lets an admin keep or drop their centres, never add one they do not manage; a super admin any', async () => {
    const lyon = await signedIn(portal, 'admin.lyon');
    expect(await refused(lyon, { adminSiteIds: [adminSiteIds.lyon, adminSiteIds.paris] })).toEqual({
      message: profileMessages.adminSiteNotAllowed,
      code: 'VALIDATION',
      field: 'adminSiteIds',
    });
    expect((await patched(lyon, { adminSiteIds: [adminSiteIds.lyon, adminSiteIds.lyon] })).adminSites).toHaveLength(1);
    // An admin may have no workplace.
    expect((await patched(lyon, { jobPlaces: [] })).jobPlaces).toEqual([]);
    expect((await patched(lyon, { adminSiteIds: [] })).adminSites).toEqual([]);
    expect((await refused(lyon, { adminSiteIds: [adminSiteIds.lyon] })).message).toBe(
      profileMessages.adminSiteNotAllowed,
    );

    const superAdmin = await signedIn(portal, 'superadmin');
    const sites = await patched(superAdmin, {
      adminSiteIds: [adminSiteIds.paris, adminSiteIds.marseille, adminSiteIds.paris],
    });
    expect(sites.adminSites.map((site) => site.adminSiteId).sort()).toEqual(
      [adminSiteIds.paris, adminSiteIds.marseille].sort(),
    );
    expect((await refused(superAdmin, { adminSiteIds: [adminSiteIds.lyonNord] })).message).toBe(
      signupMessages.unknownAdminSite,
    );

    const secretariat = await signedIn(portal, 'secretariat');
    expect(await refused(secretariat, { adminSiteIds: [adminSiteIds.lyon] })).toMatchObject({
      message: profileMessages.notAdmin,
      field: 'adminSiteIds',
    });
  });

  it('answers 401 to a visitor and refuses a change without the XSRF header', async () => {
    const visitor = portal.browser();
    expect((await visitor.get('/api/users/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect((await patchProfile(visitor, { lastName: 'Personne' })).statusCode).toBe(401);
    const browser = await signedIn(portal, 'secretariat');
    const noToken = await browser.json('PATCH', '/api/users/me', { lastName: 'Personne' }, { xsrf: false });
    expect(noToken.statusCode).toBe(403);
    expect((await profileRepository(portal.db).getProfile(await portal.userId(demo('secretariat'))))?.lastName).toBe(
      'Bernard',
    );
  });
});
