import { messages } from './messages.ts';
import { PHONE_PREFIX, RPPS_LENGTH } from './domain.ts';
import type { BlockedEmailDomain, PasswordSecurity } from './config.ts';
import { STRENGTH_REFUSAL_MESSAGES, type StrengthRefusal } from './password-strength-messages.ts';

/** Each rule answers the French message of its first failure, or undefined when the value passes. */
export type Rule<T = string> = (value: T) => string | undefined;

/** The longest address SMTP carries: a path is 256 characters, its angle brackets included (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
/**
 * An atom of the local part: RFC 5322's atext in ASCII (the apostrophe of `jeanne.d'arc@…`
 * included), without the backtick, a quoting character of shells that no address uses.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A top-level domain starts with a letter (`fr`, `xn--p1ai`): `a@1.2.3.4` is not an address. */
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * One mailbox and nothing else: `local@domain`, the local part dot-separated atoms, the domain
 * letter-digit-hyphen labels with at least one dot (an IDN in its `xn--` form). None of the
 * characters nodemailer's address parser gives a meaning to (`,` `;` `<` `>` `:` `"` `(` `)` `\`
 * `[` `]` `@`, whitespace, control characters) can pass, nor a non-ASCII one: ASCII lower-cases the
 * same in JavaScript and PostgreSQL, so each address has one key, and no look-alike of a separator
 * (`，` `＜`) gets in.
 */
const ONE_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** Whether `address` (already trimmed) is one address the portal may mail. */
export function isOneAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  return address.length <= EMAIL_MAX_LENGTH && at <= LOCAL_PART_MAX_LENGTH && ONE_ADDRESS.test(address);
}

/** An address as a key (limits, look-ups, trusted browsers): without its surrounding spaces, in lower case. */
export const normalizeEmail = (address: string): string => address.trim().toLowerCase();

/** Whether two spellings name one address (case and spaces aside). */
export const isSameAddress = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b);

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
    return isOneAddress(email) ? undefined : messages.emailInvalid;
  };

/**
 * The sign-in's and the forgotten password's address: `L'email est requis` when empty (spec
 * section 6), then the address rule.
 */
export const signInEmailRule: Rule = (value) => requiredRule(messages.emailMissing)(value) ?? emailRule()(value);

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
 * (a code, never free text): the new password breaks the policy, or its confirmation differs, or
 * it is guessable (`password-strength.ts`).
 */
export type ResetRefusal = 'invalidPassword' | 'passwordsDiffer' | StrengthRefusal;

export function resetRefusalMessage(refusal: string, policy: PasswordSecurity): string | undefined {
  if (refusal === 'invalidPassword') return passwordPolicyMessage(policy);
  if (refusal === 'passwordsDiffer') return messages.passwordsDiffer;
  return Object.hasOwn(STRENGTH_REFUSAL_MESSAGES, refusal)
    ? STRENGTH_REFUSAL_MESSAGES[refusal as StrengthRefusal]
    : undefined;
}

/** First failure of several rules on one value. */
export function firstFailure<T>(value: T, ...rules: Rule<T>[]): string | undefined {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return undefined;
}
