/**
 * Consent of applications that are not first-party (the provider's consent prompt, rendered by the
 * SPA) and the profile's "Applications autorisées". First-party applications never ask.
 *
 * - `GET /oidc/interaction/{id}` (JSON) during a consent prompt answers `ConsentRequest`; the
 *   browser goes to `#/consent?interactionId=…`.
 * - `POST /oidc/interaction/{id}/consent` (form): `prompt=consent`, `decision=accept|refuse`;
 *   navigation (to the application, with its code or `access_denied`).
 * - `GET /api/users/me/consents` → `AuthorizedApp[]`; `DELETE /api/users/me/consents/{clientId}`
 *   → 204: the application's grant, tokens and remembered consent are gone.
 */
export const CONSENT_DECISIONS = ['accept', 'refuse'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** What an application asks; `scopes` are OpenID scopes (`openid`, `email`, `profile`, `offline_access`). */
export interface ConsentRequest {
  interactionId: string;
  interactionType: 'consent';
  clientId: string;
  clientName: string;
  scopes: string[];
}

export interface AuthorizedApp {
  clientId: string;
  clientName: string;
  scopes: string[];
  /** ISO date of the last consent. */
  grantedAt: string;
}

/** What each scope gives the application, in the user's words. */
export const scopeLabels: Partial<Record<string, string>> = {
  openid: 'Savoir que vous êtes connecté (votre identifiant sur le portail)',
  profile: 'Vos nom et prénom',
  email: 'Votre adresse email',
  offline_access: 'Garder l’accès quand vous n’êtes pas connecté',
};

export const consentMessages = {
  refused: "Vous avez refusé l'accès à cette application.",
  revoked: "L'application n'a plus accès à votre compte.",
} as const;

export const consentLabels = {
  title: 'Autoriser {{app}} ?',
  explanation: '{{app}} n’est pas une application du portail. Elle demande à accéder à :',
  remembered: 'Votre réponse sera retenue ; vous pourrez retirer cette autorisation depuis votre profil.',
  accept: 'Autoriser',
  refuse: 'Refuser',
  profileTitle: 'Applications autorisées',
  profileEmpty: 'Aucune application extérieure n’a accès à votre compte.',
  grantedOn: 'Autorisée le {{date}}',
  revoke: 'Retirer l’accès',
  revokeConfirmTitle: 'Retirer l’accès de l’application {{app}} ?',
  revokeConfirmText: '{{app}} devra vous demander à nouveau votre autorisation.',
  loadFailed: 'La demande d’autorisation n’a pas pu être chargée.',
  profileScopes: 'Elle a accès à :',
  profileLoadFailed: 'La liste des applications autorisées n’a pas pu être chargée.',
  revokeApp: 'Retirer l’accès de l’application {{app}}',
} as const;
