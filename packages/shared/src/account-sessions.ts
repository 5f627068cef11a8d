/**
 * The profile's « Connexions » tab: the browsers where the account is signed in and its last
 * sign-ins; and the page the new-browser e-mail links to.
 *
 * - `GET /api/users/me/sessions` → `SignedInBrowser[]` (the most recently seen first).
 * - `DELETE /api/users/me/sessions/{sessionId}` → 204: that browser is signed out (its portal and
 *   single-sign-on sessions end, the client apps it signed into are told).
 * - `DELETE /api/users/me/sessions` → 204: every browser but this one is signed out.
 * - `GET /api/users/me/sign-ins` → `RecentSignIn[]` (the last twenty, newest first).
 * - `POST /api/sessions/end-from-mail` `{ token }` → 204: the browser the e-mail names is signed out
 *   (no sign-in needed: the token, sealed for this use and a few days, is the proof).
 */

/** How many sign-ins the profile lists. */
export const RECENT_SIGN_INS = 20;

export { END_SESSION_ROUTE } from './end-session-route.ts';

export interface SignedInBrowser {
  /** An opaque id, to end it by; never the session's own secret. */
  sessionId: string;
  /** « Firefox sur Windows », « Navigateur inconnu ». */
  browser: string;
  /** The address partly masked (« 192.168.x.x », « 2001:db8:… »), or « Adresse inconnue ». */
  address: string;
  /** ISO dates. */
  firstSeenAt: string;
  lastSeenAt: string;
  /** The browser making the call (« Ce navigateur »). */
  current: boolean;
}

export interface RecentSignIn {
  /** ISO date. */
  at: string;
  /** « Mot de passe et code par e-mail », « Pro Santé Connect »… */
  method: string;
  browser: string;
  address: string;
}

export const UNKNOWN_BROWSER = 'Navigateur inconnu';
export const UNKNOWN_ADDRESS = 'Adresse inconnue';

/** A browser named from its user agent's parts: « Safari sur iPhone », « Firefox », « Navigateur inconnu ». */
export function browserLabel(browser: string | undefined, system: string | undefined): string {
  if (!browser) return system ? `${UNKNOWN_BROWSER} sur ${system}` : UNKNOWN_BROWSER;
  return system ? `${browser} sur ${system}` : browser;
}

/** The sign-in methods the audit log records (`sign-in/journal.ts`), in the user's words. */
const signInMethodLabels: Partial<Record<string, string>> = {
  password: 'Mot de passe',
  otp: 'Mot de passe et code par e-mail',
  totp: "Mot de passe et application d'authentification",
  psc: 'Pro Santé Connect',
  passkey: "Clé d'accès",
  password_passkey: "Mot de passe et clé d'accès",
  recovery_code: 'Mot de passe et code de secours',
};

/** A recorded method's name; one the portal does not know yet reads as a sign-in all the same. */
export const signInMethodLabel = (method: string | undefined): string =>
  (method && signInMethodLabels[method]) ?? 'Autre méthode de connexion';

export const accountSessionsMessages = {
  /** Another account's session, an unknown one or one already ended: the same answer. */
  sessionNotFound: 'Cette session est introuvable ou déjà terminée.',
  browserEnded: 'Ce navigateur a été déconnecté.',
  othersEnded: 'Vos autres navigateurs ont été déconnectés.',
  /** The e-mail's link: forged, made for something else, or expired. */
  linkInvalid: 'Ce lien n’est pas valide ou a expiré. Connectez-vous pour voir vos navigateurs depuis votre profil.',
} as const;

export const accountSessionsLabels = {
  tab: 'Connexions',
  browsersTitle: 'Navigateurs connectés',
  browsersIntro: 'Votre compte est connecté dans ces navigateurs. Déconnectez ceux que vous ne reconnaissez pas.',
  browsersLoadFailed: 'La liste des navigateurs connectés n’a pas pu être chargée.',
  thisBrowser: 'Ce navigateur',
  firstSeen: 'Connecté le {{date}}',
  lastSeen: 'Dernière activité le {{date}}',
  address: 'Adresse : {{address}}',
  endOne: 'Déconnecter ce navigateur',
  endOneNamed: 'Déconnecter ce navigateur : {{browser}}',
  endOneConfirmTitle: 'Déconnecter {{browser}} ?',
  endOneConfirmText:
    'Ce navigateur sera déconnecté du portail et des applications ouvertes avec lui. Il faudra s’y connecter à nouveau.',
  endOthers: 'Déconnecter tous les autres navigateurs',
  endOthersConfirmTitle: 'Déconnecter tous les autres navigateurs ?',
  endOthersConfirmText: 'Seul ce navigateur restera connecté.',
  noOthers: 'Votre compte n’est connecté dans aucun autre navigateur.',
  signInsTitle: 'Dernières connexions',
  signInsLoadFailed: 'Les dernières connexions n’ont pas pu être chargées.',
  signInsEmpty: 'Aucune connexion enregistrée.',
  // The new-browser e-mail's page.
  endFromMailTitle: 'Déconnecter un navigateur',
  endFromMailText:
    'Vous avez reçu un e-mail signalant une connexion à votre compte depuis un nouveau navigateur. Si ce n’était pas vous, déconnectez ce navigateur.',
  endFromMailDone:
    'Ce navigateur a été déconnecté. Changez maintenant votre mot de passe : quiconque le connaît pourrait se connecter à nouveau.',
  forgotPassword: 'Changer mon mot de passe (« Mot de passe oublié »)',
  backHome: 'Retour au portail',
} as const;
