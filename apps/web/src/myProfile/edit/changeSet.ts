import { normalizeEmail, normalizePhone, type ProfilePatch, type UserProfile } from '@portal/shared';
import { localPhone, phoneDigits } from '../../forms/phones/phoneList.ts';
import { keptEmails } from './emailList.ts';
import { editsAdminSites, toFormValues, type ProfileFormValues } from './formValues.ts';

const same = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const sorted = (items: string[]) => [...items].sort();

const emailKeys = (emails: ProfileFormValues['emails']) =>
  emails.map(
    (email) =>
      `${normalizeEmail(email.email)}|${String(email.isPrincipal)}|${sorted(email.clientApps).join(',')}|${email.emailValidationId ?? ''}`,
  );
const phoneKeys = (phones: ProfileFormValues['phones']) =>
  phones.map((phone) => `${normalizePhone(localPhone(phone.phone))}|${String(phone.isPrincipal)}`);
const jobPlaceKeys = (jobPlaces: ProfileFormValues['jobPlaces']) =>
  sorted(jobPlaces.map((jobPlace) => `${jobPlace.jobPlaceId}|${jobPlace.adminSiteId}`));

/**
 * `PATCH /api/users/me`'s body: only what differs from the profile; a changed list is sent whole.
 * A corporation has no civil title, first name or RPPS; only an admin (not a super admin) sends admin sites.
 */
export function changeSet(profile: UserProfile, values: ProfileFormValues): ProfilePatch {
  const before = toFormValues(profile);
  const patch: ProfilePatch = {};
  const corporation = profile.isCorporation;
  if (!corporation && values.civilTitle !== before.civilTitle) patch.civilTitle = values.civilTitle;
  if (values.lastName.trim() !== before.lastName) patch.lastName = values.lastName.trim();
  if (!corporation && values.firstName.trim() !== before.firstName) patch.firstName = values.firstName.trim();
  if (!corporation && values.rpps.trim() !== before.rpps) patch.rpps = values.rpps.trim() || null;
  if (values.jobCode !== before.jobCode) patch.jobCode = values.jobCode;
  // Addresses marked for deletion are left out: `Valider` deletes them.
  const emails = keptEmails(values.emails);
  if (!same(emailKeys(emails), emailKeys(before.emails))) {
    patch.emails = emails.map(({ email, isPrincipal, clientApps, emailValidationId }) => ({
      email: email.trim(),
      isPrincipal,
      clientApps,
      ...(emailValidationId ? { emailValidationId } : {}),
    }));
  }
  if (!same(phoneKeys(values.phones), phoneKeys(before.phones))) {
    patch.phones = values.phones.map(({ phone, isPrincipal }) => ({ phone: phoneDigits(phone), isPrincipal }));
  }
  if (!same(jobPlaceKeys(values.jobPlaces), jobPlaceKeys(before.jobPlaces))) {
    patch.jobPlaces = values.jobPlaces.map(({ jobPlaceId, adminSiteId }) => ({ jobPlaceId, adminSiteId }));
  }
  if (editsAdminSites(profile)) {
    const ids = values.adminSites.map((adminSite) => adminSite.adminSiteId);
    if (!same(sorted(ids), sorted(before.adminSites.map((adminSite) => adminSite.adminSiteId))))
      patch.adminSiteIds = ids;
  }
  return patch;
}

export const isEmptyPatch = (patch: ProfilePatch) => Object.keys(patch).length === 0;
