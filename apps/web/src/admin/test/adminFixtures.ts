import type {
  AccountActions,
  AdminAccountDetail,
  AdminAccountSummary,
  AdminBoard,
  PendingUpdateToReview,
  SupportRequest,
  UserProfile,
} from '@portal/shared';
import { fakeServer } from '../../test/fakeServer.ts';
import { jeanne, jeanneProfile } from '../../test/fixtures.ts';
import { adminSite } from '../../test/signupServer.ts';

export const adminMe = { ...jeanne, hasAdminRights: true };
export const adminProfile: UserProfile = {
  ...jeanneProfile,
  hasAdminRights: true,
  isAdmin: true,
  adminSites: [adminSite, { ...adminSite, adminSiteId: 'site-2', label: 'Centre de pathologie de Lille' }],
};
export const superAdminProfile: UserProfile = { ...adminProfile, isAdmin: false, isSuperAdmin: true };

export const claire: AdminAccountSummary = {
  userId: 'u-claire',
  civilTitle: 'MME',
  firstName: 'Claire',
  lastName: 'Dubois',
  isCorporation: false,
  rpps: '10001234567',
  email: 'claire.dubois.avec.une.adresse.tres.longue@laboratoire-de-pathologie.test',
  state: 'awaitingValidation',
  isAdmin: false,
  isSuperAdmin: false,
  deletionRequestedAt: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  lastSignInAt: null,
  adminSites: ['Centre de pathologie de Lyon'],
  // Typed at sign-up; the directory knows this number under another name.
  rppsCheck: {
    rpps: '10001234567',
    directoryRecord: {
      rpps: '10001234567',
      civilTitle: 'MME',
      firstName: 'Claire',
      lastName: 'MARTIN',
      professionCode: '10',
    },
    directoryCheck: 'mismatch',
    source: 'declared',
  },
};

export const noActions: AccountActions = {
  validate: false,
  refuse: false,
  lock: false,
  unlock: false,
  endSessions: false,
  sendPasswordReset: false,
  handleDeletion: false,
  resetFactors: false,
  changeSuperAdmin: false,
};

export function claireDetail(actions: Partial<AccountActions>): AdminAccountDetail {
  return {
    ...claire,
    activatedAt: null,
    lockedReason: null,
    lockedAt: null,
    throttledUntil: null,
    failedLoginCount: 0,
    totp: false,
    emails: [
      { email: claire.email!, isPrincipal: true, clientApps: [{ clientId: 'demo-client', label: 'Compte-rendus' }] },
    ],
    phones: [{ phone: '+33612345678', isPrincipal: true }],
    job: { code: '10', label: 'Médecin' },
    jobPlaces: [
      {
        jobPlaceId: 'place-1',
        label: 'Hôpital Nord',
        city: 'Lyon',
        zipcode: '69004',
        adminSite: { adminSiteId: 'site-1', label: adminSite.label },
      },
    ],
    administeredSites: [],
    pendingUpdates: [],
    supportRequests: [],
    events: [],
    actions: { ...noActions, ...actions },
  };
}

export const lastNameChange: PendingUpdateToReview = {
  pendingUpdateId: 'pu-1',
  userId: 'u-paul',
  civilTitle: 'M',
  firstName: 'Paul',
  lastName: 'Durand',
  rpps: '10003456789',
  field: 'lastName',
  currentValue: 'Durand',
  value: 'Durand-Leroy',
  rppsCheck: {
    rpps: '10003456789',
    directoryRecord: {
      rpps: '10003456789',
      civilTitle: 'M',
      firstName: 'Paul',
      lastName: 'Durand',
      professionCode: '10',
    },
    directoryCheck: 'mismatch',
    source: 'certified',
  },
  createdAt: '2025-01-03T09:30:00.000Z',
};

export const openSupportRequest: SupportRequest = {
  supportRequestId: 'sr-1',
  userId: claire.userId,
  userName: 'Claire Dubois',
  email: claire.email,
  phoneNumber: '+33612345678',
  messageId: 'msg-42',
  message: { fate: 'refused', sentAt: '2025-01-04T08:00:00.000Z', expiresAt: null },
  createdAt: '2025-01-04T08:05:00.000Z',
  handledAt: null,
  handledBy: null,
  note: null,
};

export const emptyBoard: AdminBoard = {
  awaitingValidation: { total: 0, items: [] },
  pendingUpdates: { total: 0, items: [] },
  locked: { total: 0, items: [] },
  deletionRequests: { total: 0, items: [] },
  supportRequests: { total: 0, items: [] },
  directoryChanges: { total: 0, items: [] },
};

type Routes = Parameters<typeof fakeServer>[0];

/** The fake server around an administrator (a super administrator with `superAdminProfile`). */
export function adminServer(routes: Routes = {}, profile: UserProfile = adminProfile) {
  return fakeServer({
    'GET /me': { body: adminMe },
    'GET /api/users/me': { body: profile },
    'GET /api/admin/waiting': { body: { total: 0 } },
    'GET /api/jobs?onlyRppsJobs=true': { body: [{ jobCode: '10', jobLabel: 'Médecin' }] },
    ...routes,
  });
}
