/**
 * French texts of the password strength (issue 36): why a password is refused beyond the spec's
 * length and kinds, and the meter's levels. zxcvbn-ts's own feedback is in
 * `password-strength-feedback.ts`, loaded with its dictionaries.
 */
export const passwordStrengthMessages = {
  leaked: 'Ce mot de passe fait partie des plus utilisés ou des mots de passe divulgués : choisissez-en un autre.',
  personal:
    'Le mot de passe ne doit reprendre ni votre nom, ni votre prénom, ni votre raison sociale, ni votre adresse email.',
  guessable:
    'Ce mot de passe est trop facile à deviner : allongez-le, par exemple avec plusieurs mots sans lien entre eux.',
  /** The meter's title; `{{level}}` one of `levels`. */
  meter: 'Robustesse du mot de passe : {{level}}',
  levels: ['très faible', 'faible', 'moyenne', 'bonne', 'très bonne'],
  strongEnough: 'Ce mot de passe est assez robuste.',
  /** While the dictionaries are fetched (a few hundred kilobytes, once). */
  loading: 'Vérification de la robustesse…',
} as const;

/** Why a password that meets the length and kinds is refused: the reset screen's `err` codes too. */
export type StrengthRefusal = 'leakedPassword' | 'personalPassword' | 'guessablePassword';

export const STRENGTH_REFUSAL_MESSAGES: Record<StrengthRefusal, string> = {
  leakedPassword: passwordStrengthMessages.leaked,
  personalPassword: passwordStrengthMessages.personal,
  guessablePassword: passwordStrengthMessages.guessable,
};
