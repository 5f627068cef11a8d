import type { AdminSitesOwner, CivilTitle, PhoneEntry, UserProfile } from '@portal/shared';
import { toChosenJobPlace, type ChosenJobPlace } from '../../forms/jobPlaces/chosenJobPlace.ts';
import { localPhone } from '../../forms/phones/phoneList.ts';
import type { FormEmail } from './emailList.ts';

/** An admin site (pathology centre) the admin is competent for, with its labels for display. */
export interface ChosenAdminSite {
  adminSiteId: string;
  label: string;
  city: string;
}

/** The edit form's values; `changeSet` compares them with the profile. */
export interface ProfileFormValues {
  civilTitle: CivilTitle;
  /** The company name for a corporation. */
  lastName: string;
  firstName: string;
  rpps: string;
  jobCode: string;
  emails: FormEmail[];
  /** Typed (local) form: `0612345678`. */
  phones: PhoneEntry[];
  jobPlaces: ChosenJobPlace[];
  adminSites: ChosenAdminSite[];
}

/** The form as the profile stands (pending updates are not applied yet, so not shown as values). */
export function toFormValues(profile: UserProfile): ProfileFormValues {
  return {
    civilTitle: profile.civilTitle,
    lastName: profile.lastName,
    firstName: profile.firstName,
    rpps: profile.rpps ?? '',
    jobCode: profile.jobs[0]?.jobCode ?? '',
    emails: profile.emails.map(({ email, isPrincipal, clientApps }) => ({ email, isPrincipal, clientApps })),
    phones: profile.phones.map(({ phone, isPrincipal }) => ({ phone: localPhone(phone), isPrincipal })),
    jobPlaces: profile.jobPlaces.map(toChosenJobPlace),
    adminSites: profile.adminSites.map(({ adminSiteId, label, city }) => ({ adminSiteId, label, city })),
  };
}

/** Admins and super admins. */
export const hasAdminRole = (profile: UserProfile) => profile.hasAdminRights || profile.isAdmin || profile.isSuperAdmin;

/** Admins choose their admin sites; a super admin has them all. */
export const editsAdminSites = (profile: UserProfile) => hasAdminRole(profile) && !profile.isSuperAdmin;

/** The profile's owner as the admin-site rule reads it: the centres they administer as saved. */
export const adminSitesOwner = (profile: UserProfile): AdminSitesOwner => ({
  isSuperAdmin: profile.isSuperAdmin,
  adminSiteIds: profile.adminSites.map(({ adminSiteId }) => adminSiteId),
});
