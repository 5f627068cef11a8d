import type { FieldErrors, Resolver } from 'react-hook-form';
import { validateProfilePatch, type ProfileField, type UserProfile } from '@portal/shared';
import { changeSet } from './changeSet.ts';
import { hasAdminRole, type ProfileFormValues } from './formValues.ts';

/** The form field that shows each rule of `validateProfilePatch`, in form order. */
const FORM_FIELD: Record<ProfileField, keyof ProfileFormValues> = {
  civilTitle: 'civilTitle',
  lastName: 'lastName',
  firstName: 'firstName',
  rpps: 'rpps',
  jobCode: 'jobCode',
  emails: 'emails',
  phones: 'phones',
  jobPlaces: 'jobPlaces',
  adminSiteIds: 'adminSites',
};

export const FIELD_ORDER = Object.values(FORM_FIELD);

/** The shared profile rules (the server runs the same) on the change set: untouched fields are not checked. */
export function profileResolver(profile: UserProfile, blockedDomains: ProfileRuleDomains): Resolver<ProfileFormValues> {
  return (values) => {
    const failures = validateProfilePatch(changeSet(profile, values), {
      isCorporation: profile.isCorporation,
      hasAdminRights: hasAdminRole(profile),
      blockedDomains,
    });
    if (failures.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, message } of failures) errors[FORM_FIELD[field]] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<ProfileFormValues> };
  };
}

type ProfileRuleDomains = Parameters<typeof validateProfilePatch>[1]['blockedDomains'];
