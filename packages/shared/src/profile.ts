/**
 * The profile's self-service calls (spec sections 2 MyProfile, 5, 7): what `PATCH /api/users/me`
 * and `PATCH /api/users/me/password` accept, and the rules both the browser and the server apply.
 */
import { z } from 'zod';
import { CIVIL_TITLES, type CivilTitle, type JobPlaceLink } from './domain.ts';
import type { BlockedEmailDomain, PasswordSecurity } from './config.ts';
import { messages } from './messages.ts';
import { profileMessages } from './profile-messages.ts';
import { confirmationRule, emailRule, normalizeEmail, phoneRule, requiredRule, rppsRule } from './rules.ts';
import { newPasswordRule, type PasswordStrengthEstimator, type PersonalDetails } from './password-strength.ts';

export * from './profile-messages.ts';

export interface ProfileEmail {
  email: string;
  isPrincipal: boolean;
  /** Client ids of the apps that see this address. */
  clientApps: string[];
  /** For an address not yet on the account: the validation its code matched (`/api/emails/verify-otp`). */
  emailValidationId?: string;
}

/**
 * `PATCH /api/users/me`: only the changed fields. A list, when present, is the whole new list
 * (e-mails, phones, job places, admin sites).
 */
export interface ProfilePatch {
  civilTitle?: CivilTitle;
  firstName?: string;
  lastName?: string;
  /** `null` removes it. */
  rpps?: string | null;
  jobCode?: string;
  emails?: ProfileEmail[];
  phones?: { phone: string; isPrincipal?: boolean }[];
  jobPlaces?: JobPlaceLink[];
  adminSiteIds?: string[];
}

const text = (max = 200) => z.string().max(max);
/** Shape only (types and lengths); the rules with their French messages are in `validateProfilePatch`. */
export const profilePatchSchema = z
  .object({
    civilTitle: z.enum(CIVIL_TITLES).optional(),
    firstName: text().optional(),
    lastName: text().optional(),
    rpps: text(20).nullable().optional(),
    jobCode: text(20).optional(),
    emails: z
      .array(
        z.object({
          email: text(254),
          isPrincipal: z.boolean().default(false),
          clientApps: z.array(text(100)).max(50).default([]),
          emailValidationId: text(64).optional(),
        }),
      )
      .max(10)
      .optional(),
    phones: z
      .array(z.object({ phone: text(30), isPrincipal: z.boolean().optional() }))
      .max(10)
      .optional(),
    jobPlaces: z
      .array(z.object({ jobPlaceId: text(64), adminSiteId: text(64) }))
      .max(50)
      .optional(),
    adminSiteIds: z.array(text(64)).max(500).optional(),
  })
  .strict() satisfies z.ZodType<ProfilePatch, unknown>;

export type ProfileField = keyof ProfilePatch;

export interface ProfileFailure {
  field: ProfileField;
  message: string;
}

export interface ProfileRuleOptions {
  /** Corporations have a company name (sent as lastName) and no first name. */
  isCorporation: boolean;
  /** Admins and super admins may have no job place. */
  hasAdminRights: boolean;
  blockedDomains: BlockedEmailDomain[];
}

function emailsFailure(list: ProfileEmail[], blockedDomains: BlockedEmailDomain[]): string | undefined {
  if (list.length === 0) return profileMessages.emailsRequired;
  for (const { email } of list) {
    const failure = emailRule(blockedDomains)(email);
    if (failure) return failure;
  }
  const addresses = new Set(list.map(({ email }) => normalizeEmail(email)));
  if (addresses.size !== list.length) return profileMessages.duplicateEmail;
  return list.filter((email) => email.isPrincipal).length === 1 ? undefined : profileMessages.onePrincipalEmail;
}

function phonesFailure(list: NonNullable<ProfilePatch['phones']>): string | undefined {
  for (const { phone } of list) {
    const failure = phoneRule(phone);
    if (failure) return failure;
  }
  return list.filter((phone) => phone.isPrincipal).length > 1 ? messages.onePrincipalPhone : undefined;
}

/** Every failing field of the change set with its first failure; fields absent from it are not checked. */
export function validateProfilePatch(patch: ProfilePatch, options: ProfileRuleOptions): ProfileFailure[] {
  const checks: [ProfileField, string | undefined][] = [];
  const has = (field: ProfileField) => patch[field] !== undefined;
  if (has('civilTitle') && !(CIVIL_TITLES as readonly string[]).includes(patch.civilTitle ?? '')) {
    checks.push(['civilTitle', messages.civilTitleRequired]);
  }
  const lastNameMessage = options.isCorporation ? messages.companyNameRequired : messages.lastNameRequired;
  if (has('lastName')) checks.push(['lastName', requiredRule(lastNameMessage)(patch.lastName ?? '')]);
  if (has('firstName') && !options.isCorporation) {
    checks.push(['firstName', requiredRule(messages.firstNameRequired)(patch.firstName ?? '')]);
  }
  if (has('rpps')) checks.push(['rpps', rppsRule(patch.rpps ?? '')]);
  if (has('jobCode')) checks.push(['jobCode', requiredRule(messages.jobRequired)(patch.jobCode ?? '')]);
  if (patch.emails) checks.push(['emails', emailsFailure(patch.emails, options.blockedDomains)]);
  if (patch.phones) checks.push(['phones', phonesFailure(patch.phones)]);
  if (patch.jobPlaces && !options.hasAdminRights) {
    const complete = patch.jobPlaces.some((link) => link.jobPlaceId && link.adminSiteId);
    checks.push(['jobPlaces', complete ? undefined : messages.jobPlacesRequired]);
  }
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

/** An administrator editing their own centres: their role and the centres they administer, as saved. */
export interface AdminSitesOwner {
  isSuperAdmin: boolean;
  adminSiteIds: string[];
}

/**
 * Whether a centre may be added to one's own profile: a super administrator any; an administrator
 * only one they already administer (removed in the form, then added back). A super administrator
 * gives an administrator a new centre, in the administration space.
 */
export const mayAddOwnAdminSite = (owner: AdminSitesOwner, adminSiteId: string) =>
  owner.isSuperAdmin || owner.adminSiteIds.includes(adminSiteId);

/** `PATCH /api/users/me/password`. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export const passwordChangeSchema = z.object({
  currentPassword: text(1000).default(''),
  newPassword: text(1000).default(''),
  confirmNewPassword: text(1000).default(''),
}) satisfies z.ZodType<PasswordChange, unknown>;

export type PasswordChangeField = keyof PasswordChange;

/** Every failing field of a password change with its first failure (the current one is checked by the server). */
export function validatePasswordChange(
  change: PasswordChange,
  policy: PasswordSecurity,
  strength?: { estimator: PasswordStrengthEstimator; details: PersonalDetails },
): { field: PasswordChangeField; message: string }[] {
  const checks: [PasswordChangeField, string | undefined][] = [
    ['currentPassword', requiredRule(messages.required)(change.currentPassword)],
    ['newPassword', newPasswordRule(policy, strength?.estimator, strength?.details)(change.newPassword)],
    ['confirmNewPassword', confirmationRule(change.newPassword)(change.confirmNewPassword)],
  ];
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

/** `POST /api/users/otp/init` answer: the `otpauth://` URL (drawn as a QR code) and its secret. */
export interface TotpInitAnswer {
  url: string;
  secret: string;
}

/** `POST /api/users/me/reauthenticate`: the password, before a sensitive change. */
export const reauthenticateSchema = z.object({ password: z.string().max(1000).default('') });

export const totpValidateSchema = z.object({ token: z.string().regex(/^\d{6}$/, profileMessages.totpCodeFormat) });

/** `DELETE /api/users/me` answer: deleted at once (admins), or a request recorded for an administrator. */
export interface AccountDeletionAnswer {
  outcome: 'deleted' | 'requested';
}
