import type { AdminSite, UserProfile } from '@portal/shared';
import { jeanne, jeanneProfile } from '../../test/fixtures.ts';
import { adminSite, hospital, jobPlacesUrl } from '../../test/signupServer.ts';

const rppsJobs = [
  { jobCode: '10', jobLabel: 'Médecin' },
  { jobCode: '21', jobLabel: 'Pharmacien' },
];

export const otherAdminSite: AdminSite = {
  ...adminSite,
  adminSiteId: 'site-2',
  label: 'Centre de pathologie de Lille',
  city: 'Lille',
};
export const deprecatedAdminSite: AdminSite = {
  ...adminSite,
  adminSiteId: 'site-0',
  label: 'Ancien centre',
  deprecated: true,
};

/** A doctor with an RPPS whose last-name change waits for an administrator. */
export const doctorProfile: UserProfile = {
  ...jeanneProfile,
  userId: 'u2',
  civilTitle: 'M',
  firstName: 'Paul',
  lastName: 'Durand',
  rpps: '10003456789',
  emails: [
    { emailId: 'e1', email: 'paul.durand@chu.test', isPrincipal: true, clientApps: ['demo-client'] },
    { emailId: 'e2', email: 'p.durand@cabinet.test', isPrincipal: false, clientApps: [] },
  ],
  phones: [{ phoneId: 'p1', phone: '+33612345678', isPrincipal: true }],
  jobs: [rppsJobs[0]!],
  jobPlaces: [{ ...hospital, adminSite }],
  otp: { validated: true },
  pendingUpdates: [
    {
      pendingUpdateId: 'pu-1',
      field: 'lastName',
      value: 'Durand-Leroy',
      createdAt: '2025-01-02T10:00:00.000Z',
    },
  ],
};

export const corporationProfile: UserProfile = {
  ...jeanneProfile,
  userId: 'u3',
  civilTitle: 'Other',
  firstName: '',
  lastName: 'Cabinet des Tilleuls',
  isCorporation: true,
  activated: false,
  jobs: [{ jobCode: '99', jobLabel: 'Secrétaire médicale' }],
  jobPlaces: [{ ...hospital, adminSite }],
};

export const superAdminProfile: UserProfile = {
  ...jeanneProfile,
  userId: 'u4',
  hasAdminRights: true,
  isSuperAdmin: true,
};

export const adminProfile: UserProfile = {
  ...jeanneProfile,
  userId: 'u5',
  hasAdminRights: true,
  isAdmin: true,
  adminSites: [],
};

/** The answers around the profile screen; `GET /api/users/me` answers `profile`. */
export function profileRoutes(profile: UserProfile) {
  return {
    'GET /me': { body: { ...jeanne, firstName: profile.firstName, lastName: profile.lastName } },
    'GET /api/users/me': { body: profile },
    'GET /api/jobs?onlyRppsJobs=true': { body: rppsJobs },
    'GET /api/jobs?onlyRppsJobs=false': {
      body: [...rppsJobs, { jobCode: '99', jobLabel: 'Secrétaire médicale' }],
    },
    'GET /api/jobs/adminSites/': { body: [adminSite, otherAdminSite] },
    [`GET ${jobPlacesUrl()}`]: { body: { rows: [hospital], count: 1 } },
    'GET /api/users/me/consents': { body: [] },
  };
}
