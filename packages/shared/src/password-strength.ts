/**
 * Passwords that resist guessing (issue 36), on top of the spec's length and kinds (`passwordRule`):
 * refused when one of the most frequent or leaked passwords, when built on the account's own names
 * or address, or when zxcvbn-ts estimates it below the configured score (`password_security.min_score`).
 *
 * This module holds the rule only; the estimator (zxcvbn-ts and its dictionaries, a few hundred
 * kilobytes) is built by `password-strength-estimator.ts`, which the server loads at start and the
 * browser on demand, so that no first screen carries it.
 */
import type { PasswordSecurity } from './config.ts';
import { STRENGTH_REFUSAL_MESSAGES, type StrengthRefusal } from './password-strength-messages.ts';
import { firstFailure, passwordRule, type Rule } from './rules.ts';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** What the rule reads of zxcvbn-ts's answer. */
export interface StrengthEstimate {
  score: StrengthScore;
  feedback: { warning: string | null; suggestions: string[] };
}

export interface PasswordStrengthEstimator {
  /** zxcvbn-ts on the first `MAX_EVALUATED_LENGTH` characters, the user's words as its user inputs. */
  estimate(password: string, userInputs: string[]): StrengthEstimate;
  /** Whether these letters (`lettersOf`) are those of one of the most frequent or leaked passwords. */
  isLeaked(letters: string): boolean;
}

/** Whose password it is: what it must not be built on. */
export interface PersonalDetails {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  emails?: string[];
}

/**
 * zxcvbn's cost grows quickly with the length (a random 64 characters: about a second on a busy
 * core); beyond 40 characters a password passes on its first 40 anyway, so they are all it reads.
 */
export const MAX_EVALUATED_LENGTH = 40;

/** Shorter words (`Li`, the `j` of `j.dupont@…`) would refuse too many passwords by chance. */
const MIN_PERSONAL_WORD = 3;

/** Lower case, without accents, letters only: `Motdepasse2026!` → `motdepasse`, `Lefèvre` → `lefevre`. */
export function lettersOf(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The usual look-alikes of letters, undone before the letters are taken: `M0tdep@sse` → `motdepasse`. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The letters of the password, and those of its look-alikes undone (digits and signs at its ends dropped). */
function letterForms(password: string): string[] {
  const core = password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const undone = [...core].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return [...new Set([lettersOf(password), lettersOf(undone)])].filter(Boolean);
}

/**
 * The words a password must not contain: names (each part of a compound one, and the whole), the
 * e-mail's local part and its domain's labels (without the top-level one).
 */
export function personalWords({ firstName, lastName, companyName, emails = [] }: PersonalDetails): string[] {
  const texts = [firstName, lastName, companyName].filter((text): text is string => Boolean(text));
  for (const email of emails) {
    const [local = '', domain = ''] = email.split('@');
    texts.push(local, ...domain.split('.').slice(0, -1));
  }
  const words = texts.flatMap((text) => [lettersOf(text), ...text.split(/[\s.\-_+']+/).map(lettersOf)]);
  return [...new Set(words)].filter((word) => word.length >= MIN_PERSONAL_WORD);
}

export interface PasswordAssessment {
  /** zxcvbn's score, 0 when the password is leaked or personal. */
  score: StrengthScore;
  refusal?: StrengthRefusal;
  /** zxcvbn's feedback, in French. */
  warning?: string;
  suggestions: string[];
}

/** The password judged: its refusal, if any, and what the meter shows. */
export function assessPassword(
  password: string,
  details: PersonalDetails,
  minScore: number,
  estimator: PasswordStrengthEstimator,
): PasswordAssessment {
  const forms = letterForms(password);
  if (forms.some((letters) => estimator.isLeaked(letters))) {
    return { score: 0, refusal: 'leakedPassword', suggestions: [] };
  }
  const words = personalWords(details);
  if (forms.some((letters) => words.some((word) => letters.includes(word)))) {
    return { score: 0, refusal: 'personalPassword', suggestions: [] };
  }
  const { score, feedback } = estimator.estimate(password.slice(0, MAX_EVALUATED_LENGTH), words);
  return {
    score,
    refusal: score < minScore ? 'guessablePassword' : undefined,
    warning: feedback.warning ?? undefined,
    suggestions: feedback.suggestions,
  };
}

/** The strength as a rule: its French refusal, or undefined. */
export const passwordStrengthRule =
  (minScore: number, estimator: PasswordStrengthEstimator, details: PersonalDetails): Rule =>
  (password) => {
    const { refusal } = assessPassword(password, details, minScore, estimator);
    return refusal && STRENGTH_REFUSAL_MESSAGES[refusal];
  };

/**
 * The rule of every password set (sign-up, reset, change): the spec's length and kinds, then,
 * once the estimator is loaded (always on the server), the strength.
 */
export const newPasswordRule =
  (policy: PasswordSecurity, estimator?: PasswordStrengthEstimator, details: PersonalDetails = {}): Rule =>
  (password) =>
    firstFailure(
      password,
      passwordRule(policy),
      ...(estimator ? [passwordStrengthRule(policy.min_score, estimator, details)] : []),
    );

/** The details of a sign-up form or payload: a corporation's name is its last name. */
export function signupPersonalDetails(payload: {
  firstName?: string;
  lastName?: string;
  corporationName?: string;
  emails?: { email: string }[];
}): PersonalDetails {
  return {
    firstName: payload.firstName,
    lastName: payload.lastName,
    companyName: payload.corporationName,
    emails: (payload.emails ?? []).map((entry) => entry.email),
  };
}
