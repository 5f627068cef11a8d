import type { AdminSite, JobPlace } from '@portal/shared';

export const jobs = [
  { jobCode: '10', jobLabel: 'Médecin' },
  { jobCode: '99', jobLabel: 'Secrétaire médicale' },
];

export const adminSite: AdminSite = {
  adminSiteId: 'site-1',
  label: 'Centre de pathologie de Lyon',
  address: '1 rue des Lilas',
  zipcode: '69001',
  city: 'Lyon',
  finess: null,
  siret: null,
  deprecated: false,
};

export const hospital: JobPlace = {
  jobPlaceId: 'place-1',
  label: 'Hôpital Nord',
  address: '2 avenue du Parc',
  zipcode: '69004',
  city: 'Lyon',
  finess: '690000001',
  siret: null,
  adminSite: null,
};

const clinic: JobPlace = { ...hospital, jobPlaceId: 'place-2', label: 'Clinique du Lac' };

export const jobPlacesUrl = (page = 0, rowsPerPage = 10, suggested = '') =>
  `/api/jobs/places?label=&zipcode=&city=&page=${page}&rowsPerPage=${rowsPerPage}&suggestedJobPlaceIds=${suggested}`;

/** The answers the sign-up form (and its job place and e-mail validation dialogs) needs around it. */
export const signupRoutes = {
  'GET /api/jobs?onlyRppsJobs=false': { body: jobs },
  'GET /api/jobs?onlyRppsJobs=true': { body: [jobs[0]] },
  'GET /api/jobs/adminSites/': { body: [adminSite] },
  [`GET ${jobPlacesUrl()}`]: { body: { rows: [hospital, clinic], count: 2 } },
  'POST /api/emails/send-otp': {
    body: { emailValidationId: 'v-1', email: 'claire@cabinet.test', messageId: 'm-1', prefix: 'AB3' },
  },
  'POST /api/emails/verify-otp': { body: { matched: true } },
};
