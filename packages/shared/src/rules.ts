import { messages } from './messages.ts';
import { PHONE_PREFIX, RPPS_LENGTH } from './domain.ts';
import type { BlockedEmailDomain, PasswordSecurity } from './config.ts';

/** Each rule answers the French message of its first failure, or undefined when the value passes. */
export type Rule<T = string> = (value: T) => string | undefined;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const requiredRule =
  (message: string = messages.required): Rule =>
  (value) =>
    value && value.trim() !== '' ? undefined : message;

export const emailRule =
  (blockedDomains: BlockedEmailDomain[] = []): Rule =>
  (value) => {
    const email = (value ?? '').trim();
    if (email === '') return messages.emailRequired;
    const domain = email.split('@')[1]?.toLowerCase() ?? '';
    const blocked = blockedDomains.find((d) => domain.includes(d.domain.toLowerCase()));
    if (blocked) return blocked.message;
    return EMAIL_PATTERN.test(email) ? undefined : messages.emailInvalid;
  };

/** A phone as written, without the separators people put in it: spaces, dots, dashes, brackets. */
export const compactPhone = (value: string) => value.replace(/[\s.\-()]/g, '');

/** France's country code as dialled: `+33` or `0033`. */
const FRANCE_PREFIX = /^(?:\+|00)33/;

/**
 * The 9 digits after +33 of a French number, or undefined when the value is none: 9 or 10 digits
 * (a 10-digit number loses its leading digit, spec section 5), or the international form `+33` or
 * `0033` then 9 digits (or 10 with the trunk 0, as in `+33 (0)6 …`). Another country's number
 * (`+44 …`) is refused: the portal stores French numbers only.
 */
function frenchNumber(value: string): string | undefined {
  const compact = compactPhone(value);
  const international = FRANCE_PREFIX.exec(compact);
  const digits = international ? compact.slice(international[0].length) : compact;
  if (!/^\d{9,10}$/.test(digits)) return undefined;
  if (digits.length === 9) return digits;
  return international && !digits.startsWith('0') ? undefined : digits.slice(1);
}

export const phoneRule: Rule = (value) => {
  if (compactPhone(value ?? '') === '') return undefined;
  return frenchNumber(value) === undefined ? messages.phoneInvalid : undefined;
};

/** `+33` and the 9 digits of a number the phone rule accepts (`06 12 34 56 78`, `+33 6 12 34 56 78`, …). */
export function normalizePhone(value: string): string {
  return PHONE_PREFIX + (frenchNumber(value) ?? compactPhone(value));
}

export const rppsRule: Rule = (value) => {
  if (!value) return undefined;
  if (value.length !== RPPS_LENGTH) return messages.rppsLength;
  return /^\d+$/.test(value) ? undefined : messages.rppsDigits;
};

const PATTERN_LABELS: Record<keyof PasswordSecurity['mandatory_patterns'], string> = {
  lowercase_pattern: 'une minuscule',
  uppercase_pattern: 'une majuscule',
  digit_pattern: 'un chiffre',
  special_char_pattern: 'un caractère spécial',
};

export function passwordPolicyMessage(policy: PasswordSecurity): string {
  const kinds = Object.keys(policy.mandatory_patterns).map((key) => {
    const label = PATTERN_LABELS[key as keyof typeof PATTERN_LABELS];
    return key === 'special_char_pattern' ? `${label} (${policy.special_chars_utf8})` : label;
  });
  return `Le mot de passe doit contenir au moins ${policy.min_length} caractères, dont ${kinds.join(', ')}.`;
}

export const passwordRule =
  (policy: PasswordSecurity): Rule =>
  (value) => {
    if (!value) return messages.required;
    const patterns = Object.values(policy.mandatory_patterns).filter(Boolean) as string[];
    const ok =
      [...value].length >= policy.min_length && patterns.every((pattern) => new RegExp(pattern, 'u').test(value));
    return ok ? undefined : passwordPolicyMessage(policy);
  };

export const confirmationRule =
  (password: string): Rule =>
  (value) =>
    value === password ? undefined : messages.passwordsDiffer;

/**
 * Why the password-reset form post was refused, as the server says it in the `err` of its redirect
 * (a code, never free text): the new password breaks the policy, or its confirmation differs.
 */
export const RESET_REFUSALS = ['invalidPassword', 'passwordsDiffer'] as const;
export type ResetRefusal = (typeof RESET_REFUSALS)[number];

export function resetRefusalMessage(refusal: string, policy: PasswordSecurity): string | undefined {
  if (refusal === 'invalidPassword') return passwordPolicyMessage(policy);
  if (refusal === 'passwordsDiffer') return messages.passwordsDiffer;
  return undefined;
}

/** First failure of several rules on one value. */
export function firstFailure<T>(value: T, ...rules: Rule<T>[]): string | undefined {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return undefined;
}
