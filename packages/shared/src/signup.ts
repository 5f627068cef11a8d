/** Sign-up rules and texts shared by the browser and the server (spec sections 3, 5, 7, 8, 9). */
import { z } from 'zod';
import { CIVIL_TITLES, type CivilTitle, type JobPlaceLink, type PhoneEntry } from './domain.ts';
import type { BlockedEmailDomain, PasswordSecurity } from './config.ts';
import { messages } from './messages.ts';
import { signupMessages } from './signup-messages.ts';
import { confirmationRule, emailRule, phoneRule, requiredRule, rppsRule } from './rules.ts';
import { newPasswordRule, signupPersonalDetails, type PasswordStrengthEstimator } from './password-strength.ts';

export * from './signup-messages.ts';
export * from './signup-calls.ts';

export interface SignupEmail {
  email: string;
  emailValidationId: string;
  /** Client ids of the apps that receive this address (its `email` claim); none: every app may. */
  clientApps?: string[];
}

/** `POST /api/signup` body. No-RPPS corporation: the corporation name is sent as lastName, civilTitle dropped. */
export interface SignupPayload {
  civilTitle?: CivilTitle;
  lastName: string;
  firstName?: string;
  rpps?: string;
  phones?: PhoneEntry[];
  /** At most one, sent as a list. */
  emails: SignupEmail[];
  password: string;
  confirmPassword: string;
  jobCode: string;
  jobPlaces: JobPlaceLink[];
  pscUserInfo?: string;
  isCorporation?: boolean;
  corporationName?: string;
}

const text = (max = 200) => z.string().max(max);
/** Shape only (types and lengths); the rules with their French messages are in `validateSignup`. */
export const signupPayloadSchema = z.object({
  civilTitle: z.enum(CIVIL_TITLES).optional(),
  lastName: text().default(''),
  firstName: text().optional(),
  rpps: text(20).optional(),
  phones: z
    .array(z.object({ phone: text(30), isPrincipal: z.boolean().default(false) }))
    .max(10)
    .optional(),
  emails: z
    .array(
      z.object({
        email: text(254),
        emailValidationId: text(64),
        clientApps: z.array(text(100)).max(50).optional(),
      }),
    )
    .max(5)
    .default([]),
  password: text(1000).default(''),
  confirmPassword: text(1000).default(''),
  jobCode: text(20).default(''),
  jobPlaces: z
    .array(z.object({ jobPlaceId: text(64), adminSiteId: text(64) }))
    .max(50)
    .default([]),
  pscUserInfo: text(4000).optional(),
  isCorporation: z.boolean().optional(),
  corporationName: text().optional(),
}) satisfies z.ZodType<SignupPayload, unknown>;

export interface SignupRuleOptions {
  passwordSecurity: PasswordSecurity;
  blockedDomains: BlockedEmailDomain[];
  /** The strength's estimator: the server's always, the browser's once loaded. */
  strength?: PasswordStrengthEstimator;
  /** The terms checkbox (not sent): checked only when given, by the browser. */
  cguAccepted?: boolean;
}

export type SignupField =
  | 'civilTitle'
  | 'corporationName'
  | 'lastName'
  | 'firstName'
  | 'rpps'
  | 'phones'
  | 'emails'
  | 'jobCode'
  | 'jobPlaces'
  | 'password'
  | 'confirmPassword'
  | 'cgu';

export interface SignupFailure {
  field: SignupField;
  message: string;
}

function emailFailure(emails: SignupEmail[] | undefined, blockedDomains: BlockedEmailDomain[]) {
  const list = emails ?? [];
  if (list.length === 0) return messages.emailRequired;
  if (list.length > 1) return signupMessages.singleEmail;
  const [first] = list;
  return (
    emailRule(blockedDomains)(first?.email ?? '') ??
    (first?.emailValidationId ? undefined : signupMessages.emailNotValidated)
  );
}

function phonesFailure(phones: PhoneEntry[] | undefined) {
  const list = phones ?? [];
  for (const { phone } of list) {
    const failure = phoneRule(phone);
    if (failure) return failure;
  }
  return list.filter((p) => p.isPrincipal).length > 1 ? messages.onePrincipalPhone : undefined;
}

/** Every failing field with its first failure, in form order (the browser scrolls to the first one). */
export function validateSignup(payload: SignupPayload, options: SignupRuleOptions): SignupFailure[] {
  const corporation = payload.isCorporation === true;
  const checks: [SignupField, string | undefined][] = corporation
    ? [['corporationName', requiredRule(messages.companyNameRequired)(payload.lastName ?? '')]]
    : [
        [
          'civilTitle',
          (CIVIL_TITLES as readonly string[]).includes(payload.civilTitle ?? '')
            ? undefined
            : messages.civilTitleRequired,
        ],
        ['lastName', requiredRule(messages.lastNameRequired)(payload.lastName ?? '')],
        ['firstName', requiredRule(messages.firstNameRequired)(payload.firstName ?? '')],
      ];
  checks.push(
    ['rpps', rppsRule(payload.rpps ?? '')],
    ['phones', phonesFailure(payload.phones)],
    ['emails', emailFailure(payload.emails, options.blockedDomains)],
    ['jobCode', requiredRule(messages.jobRequired)(payload.jobCode ?? '')],
    [
      'jobPlaces',
      (payload.jobPlaces ?? []).some((link) => link.jobPlaceId && link.adminSiteId)
        ? undefined
        : messages.jobPlacesRequired,
    ],
    [
      'password',
      newPasswordRule(
        options.passwordSecurity,
        options.strength,
        signupPersonalDetails(payload),
      )(payload.password ?? ''),
    ],
    ['confirmPassword', confirmationRule(payload.password ?? '')(payload.confirmPassword ?? '')],
  );
  if (options.cguAccepted === false) checks.push(['cgu', messages.cguRequired]);
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The payload without its empty values (undefined, null, blank strings, empty lists); booleans are kept. */
export function removeEmptyValues<T extends object>(payload: T): Partial<T> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => !isEmpty(value))) as Partial<T>;
}
