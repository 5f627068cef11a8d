/**
 * Pro Santé Connect (spec sections 2, 3, 7 `/psc/init`, `/psc/user-info`, 8 PSCConnectionFailed):
 * the calls' shapes and texts, shared by the browser and the server.
 *
 * `GET /psc/init` answers 404 when no provider is configured (the buttons stay hidden); otherwise
 * `oidcAuthUrl`, the address the button opens. Its optional query says what the journey is for:
 * `interactionId` (the Login screen: sign-in into that interaction), `purpose=link` (the profile,
 * signed in), nothing (SignupChoice: sign-up pre-filled).
 */
import type { CivilTitle } from './domain.ts';
import type { DirectoryJobPlace } from './directory.ts';

export const PSC_PURPOSES = ['signIn', 'signUp', 'link'] as const;
export type PscPurpose = (typeof PSC_PURPOSES)[number];

export interface PscInitAnswer {
  oidcAuthUrl: string;
}

/** `GET /psc/user-info?pscUserInfo=…`: what the provider certified, to pre-fill SignupRpps. */
export interface PscUserInfo {
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  /** '' when the provider's identifier is not an RPPS (then the sign-up is a manual one). */
  rpps: string;
  email?: string;
  /** The profession code of the provider's first exercise (e.g. `10`, médecin), when we know it. */
  jobCode?: string;
  /** The provider's workplaces; `jobPlaceId` when matched to one of ours (suggested first). */
  jobPlaces: DirectoryJobPlace[];
}

/** `GET /api/users/me/psc` (`DELETE` unlinks). */
export interface PscLinkState {
  /** The account has an RPPS and a provider is configured: linking is possible. */
  available: boolean;
  linked: boolean;
  /** ISO date of the link. */
  linkedAt?: string;
}

/** Query `psc` of `#/myProfile` after a link attempt. */
export const PSC_LINK_OUTCOMES = ['linked', 'mismatch', 'failed'] as const;
export type PscLinkOutcome = (typeof PSC_LINK_OUTCOMES)[number];

/** Besides the spec's `PSCConnectionFailed` (`loginErrors`, which also carries `signInDisabled` and `rppsClaimed`). */
export const pscMessages = {
  signInDisabled:
    'La connexion par Pro Santé Connect est désactivée pour ce compte. Connectez-vous avec votre mot de passe, puis liez Pro Santé Connect depuis votre profil.',
  userInfoExpired:
    'Les informations transmises par Pro Santé Connect ont expiré ou ont déjà servi. Veuillez vous identifier à nouveau avec Pro Santé Connect.',
  fieldLocked: 'Cette information est certifiée par Pro Santé Connect et ne peut pas être modifiée.',
  linked: 'Votre compte Pro Santé Connect est lié : vous pouvez désormais vous connecter avec lui.',
  unlinked: 'Pro Santé Connect a été délié de votre compte.',
  linkMismatch: 'Ce compte Pro Santé Connect ne correspond pas au numéro RPPS de votre profil.',
  linkNeedsRpps: 'Seul un compte avec un numéro RPPS peut être lié à Pro Santé Connect.',
  rppsClaimed:
    "Un compte du portail déclare déjà votre numéro RPPS, mais il n'a pas été validé ou ses nom et prénom diffèrent des vôtres : vous n'y êtes pas connecté. Les administrateurs de son centre ont été prévenus. Si ce compte est le vôtre, connectez-vous avec son adresse email et son mot de passe, puis liez Pro Santé Connect depuis votre profil.",
} as const;

export const pscLabels = {
  signIn: 'Se connecter avec Pro Santé Connect',
  signUp: 'Je me connecte avec Pro Santé Connect',
  or: 'ou',
  prefilled: 'Vos informations viennent de Pro Santé Connect : complétez-les pour créer votre compte.',
  certified: 'Certifié par Pro Santé Connect',
  backToChoice: 'Revenir au choix de l’inscription',
  profileTitle: 'Pro Santé Connect',
  profileStatus: 'Statut',
  profileLinked: 'Lié depuis le {{date}}',
  profileLinkedUndated: 'Lié',
  profileNotLinked: 'Non lié',
  profileExplanation:
    'Liez votre identité Pro Santé Connect (application e-CPS ou carte CPS) pour vous connecter sans mot de passe ni code.',
  link: 'Lier Pro Santé Connect',
  unlink: 'Délier Pro Santé Connect',
  unlinkConfirmTitle: 'Délier Pro Santé Connect ?',
  unlinkConfirmText:
    'Vous ne pourrez plus vous connecter avec Pro Santé Connect tant que vous ne l’aurez pas lié à nouveau.',
  cancel: 'Annuler',
} as const;
