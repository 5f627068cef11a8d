/**
 * Recovery codes (`Codes de secours`): ten single-use codes that stand in for the second factor
 * when the authenticator app or the passkey is lost. Their format, the rule that reads a typed
 * code, the calls, and the French messages and labels, for the browser and the server.
 */

/** How many codes a generation gives. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Crockford's base 32: no I, L, O or U, so nothing is read two ways; 10 characters are 50 random
 * bits, shown as two groups of five (`7KQ2M-XW9DH`).
 */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 10;

/** At most this many left: the e-mail after a use warns that few remain. */
export const RECOVERY_CODES_FEW = 3;

/** How a code is shown: two groups of five. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * A typed code as stored: case, spaces and dashes ignored, O read as 0, I and L as 1 (Crockford);
 * null when it cannot be a code.
 */
export function readRecoveryCode(typed: string): string | null {
  if (typed.length > 40) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_CODE_ALPHABET.includes(c))
    ? code
    : null;
}

/**
 * `GET /api/users/me/recovery-codes`: how many unused codes the account has, and whether it may
 * have some (a factor beyond the code by e-mail: a validated authenticator app or a passkey).
 */
export interface RecoveryCodesStatus {
  remaining: number;
  available: boolean;
}

/** `POST /api/users/me/recovery-codes` (after step-up): ten new codes, shown once; the old ones are void. */
export interface RecoveryCodesAnswer {
  codes: string[];
}

export const recoveryCodeMessages = {
  /** The sign-in's `err` after a wrong or used recovery code. */
  mismatch: "Ce code de secours n'est pas valide ou a déjà été utilisé.",
  noFactor:
    "Les codes de secours remplacent votre application d'authentification ou votre clé d'accès : activez-en une d'abord.",
  generated: 'Vos nouveaux codes de secours ont été générés : les anciens ne fonctionnent plus.',
} as const;

export const recoveryCodeLabels = {
  title: 'Codes de secours',
  intro:
    "Si vous perdez votre téléphone ou votre clé d'accès, un code de secours vous permet de vous connecter à leur place. Chaque code ne sert qu'une fois.",
  remaining_zero: 'Il ne vous reste aucun code de secours.',
  remaining_one: 'Il vous reste 1 code de secours.',
  remaining_other: 'Il vous reste {{count}} codes de secours.',
  unavailable:
    "Les codes de secours sont proposés dès que vous avez activé une application d'authentification ou une clé d'accès.",
  generate: 'Générer des codes de secours',
  regenerate: 'Générer de nouveaux codes',
  regenerateTitle: 'Générer de nouveaux codes de secours ?',
  regenerateText: 'Vos codes de secours actuels ne fonctionneront plus.',
  offerTitle: 'Générer vos codes de secours ?',
  offerText:
    "Si vous perdez le téléphone qui porte votre application d'authentification, ces codes vous permettront de vous connecter. Générez-les maintenant et gardez-les en lieu sûr.",
  offerLater: 'Plus tard',
  shownTitle: 'Vos codes de secours',
  shownOnce:
    'Ces codes ne vous seront montrés qu’une fois : téléchargez-les ou imprimez-les, et gardez-les en lieu sûr. Chacun ne sert qu’une fois.',
  codesList: 'Liste de vos codes de secours',
  download: 'Télécharger (.txt)',
  print: 'Imprimer',
  done: "J'ai conservé mes codes",
  fileName: 'codes-de-secours-portail-anapath.txt',
  fileHeader: 'Codes de secours du Portail Anapath — chaque code ne sert qu’une fois.',
  // The second-factor screen.
  useCode: 'Utiliser un code de secours',
  useApp: "Utiliser le code de l'application",
  codeField: 'Code de secours',
  codeExplanation: 'Saisissez un de vos codes de secours (10 caractères, par exemple 7KQ2M-XW9DH).',
} as const;
