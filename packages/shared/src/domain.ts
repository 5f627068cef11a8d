/**
 * The domain, written once for the browser and the server: the business constants of spec section
 * 9 and the shapes of an account (spec section 3). Every other module of the package builds on it.
 */

export const RPPS_LENGTH = 11;
export const LOGIN_CODE_LENGTH = 6;
export const SIGNUP_CODE_LENGTH = 9;
/** The support button appears once the code was sent more than this many times. */
export const SUPPORT_AFTER_SENDS = 2;
export const LOGIN_REFRESH_MS = 5 * 60 * 1000;
export const ERROR_BANNER_DELAY_MS = 5000;
export const NOTIFICATION_MS = 5000;
export const PHONE_PREFIX = '+33';
export const TOTP_QR = { errorCorrectionLevel: 'Q', width: 500 } as const;
export const COOKIE_DEFAULT_DAYS = 7;
/** Header and cookie of the cross-site-request check (spec section 7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const TOO_MANY_REQUESTS = 'Too many requests';
export const AUTH_SESSION_OVER = 'Authentication session is over';
export const INTERACTION_TYPES = ['login', 'otp', 'totp', 'passkey'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export type CivilTitle = 'M' | 'MME' | 'Other';
export const CIVIL_TITLES = ['M', 'MME', 'Other'] as const satisfies readonly CivilTitle[];

/**
 * Identity fields that wait for an administrator when they are a doctor's (spec section 4): an
 * RPPS added or changed, a doctor's names and civil title, a profession of the RPPS list.
 */
export const PENDING_FIELDS = ['civilTitle', 'firstName', 'lastName', 'rpps', 'jobCode'] as const;
export type PendingField = (typeof PENDING_FIELDS)[number];

/**
 * What the national directory says of an account's identity (its names and civil title against the
 * directory's record for its RPPS): `mismatch` when they differ, `unknown` when the RPPS is not there.
 * The directory is public: a match proves nothing of who typed it.
 */
export type DirectoryCheck = 'match' | 'mismatch' | 'unknown';

/**
 * Where an account's RPPS comes from: `certified` by Pro Santé Connect (a sign-in, the pre-filled
 * sign-up or the profile's link made for this RPPS), else `declared` (typed by its owner).
 */
export const RPPS_SOURCES = ['certified', 'declared'] as const;
export type RppsSource = (typeof RPPS_SOURCES)[number];

/** A phone as a form holds it (French number, normalised to +33 by the server). */
export interface PhoneEntry {
  phone: string;
  isPrincipal: boolean;
}

/** A job place of an account, linked to the admin site (pathology centre) that validates it. */
export interface JobPlaceLink {
  jobPlaceId: string;
  adminSiteId: string;
}

/** `GET /me`: the signed-in portal user; 401 when anonymous. */
export interface CurrentUser {
  userId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  activated: boolean;
  locked: boolean;
  hasUserRights: boolean;
  hasAdminRights: boolean;
}

export interface Email {
  emailId: string;
  email: string;
  isPrincipal: boolean;
  clientApps: string[];
}

export interface Phone {
  phoneId: string;
  phone: string;
  isPrincipal: boolean;
}

export interface Job {
  jobCode: string;
  jobLabel: string;
}

export interface AdminSite {
  adminSiteId: string;
  label: string;
  address: string;
  zipcode: string;
  city: string;
  finess: string | null;
  siret: string | null;
  deprecated: boolean;
}

export interface JobPlace {
  jobPlaceId: string;
  label: string;
  address: string;
  zipcode: string;
  city: string;
  finess: string | null;
  siret: string | null;
  adminSite: AdminSite | null;
}

/** An identity change of an RPPS holder awaiting an administrator. */
export interface PendingUpdate {
  pendingUpdateId: string;
  field: PendingField;
  value: string | null;
  createdAt: string;
}

/** `GET /api/users/me`: the profile. */
export interface UserProfile extends CurrentUser {
  rpps: string | null;
  isCorporation: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  emails: Email[];
  phones: Phone[];
  jobs: Job[];
  jobPlaces: JobPlace[];
  adminSites: AdminSite[];
  otp: { validated: boolean };
  pendingUpdates: PendingUpdate[];
}
