import { describe, expect, it } from 'vitest';
import { doctorProfile, corporationProfile, superAdminProfile } from '../test/profileFixtures.ts';
import { hospital } from '../../test/signupServer.ts';
import { changeSet } from './changeSet.ts';
import { toFormValues } from './formValues.ts';

describe('changeSet', () => {
  it('is empty for an untouched form (stored +33 phones compare with typed ones)', () => {
    expect(changeSet(doctorProfile, toFormValues(doctorProfile))).toEqual({});
    expect(toFormValues(doctorProfile).phones).toEqual([{ phone: '0612345678', isPrincipal: true }]);
  });

  it('keeps only changed fields, trims names, sends null for a removed RPPS and whole lists', () => {
    const values = toFormValues(doctorProfile);
    const patch = changeSet(doctorProfile, {
      ...values,
      firstName: ' Paul ',
      lastName: 'Durand-Leroy ',
      rpps: '',
      phones: [...values.phones, { phone: '07 12 34 56 78', isPrincipal: false }],
    });
    expect(patch).toEqual({
      lastName: 'Durand-Leroy',
      rpps: null,
      phones: [
        { phone: '0612345678', isPrincipal: true },
        { phone: '0712345678', isPrincipal: false },
      ],
    });
  });

  it('ignores the order of job places, and never sends what a corporation or a super admin lacks', () => {
    const twoJobPlaces = {
      ...doctorProfile,
      jobPlaces: [...doctorProfile.jobPlaces, { ...hospital, jobPlaceId: 'place-2' }],
    };
    const values = toFormValues(twoJobPlaces);
    expect(changeSet(twoJobPlaces, { ...values, jobPlaces: [...values.jobPlaces].reverse() })).toEqual({});
    const corporation = toFormValues(corporationProfile);
    expect(changeSet(corporationProfile, { ...corporation, civilTitle: 'M', firstName: 'X', rpps: '1' })).toEqual({});
    const adminSite = { adminSiteId: 'site-1', label: 'Centre', city: 'Lyon' };
    expect(changeSet(superAdminProfile, { ...toFormValues(superAdminProfile), adminSites: [adminSite] })).toEqual({});
  });
});
