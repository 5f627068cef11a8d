/** Shapes of the JSON answers shared by the browser and the server (spec sections 3 and 7). */
import type { PendingField } from './profile.ts';

export type CivilTitle = 'M' | 'MME' | 'Other';

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

/** `GET /api/users/me` error body, and every other error body: a French message. */
export interface ErrorBody {
  message: string;
  code?: string;
}

export interface PortalLoginAnswer {
  authUrl: string;
}

/** What `GET` on the authorization URL ends on, read by the login screen. */
export interface InteractionAnswer {
  interactionId: string;
  interactionType: 'login' | 'otp' | 'totp';
}

export interface SendCodeAnswer {
  messageId: string;
  prefix: string;
}
