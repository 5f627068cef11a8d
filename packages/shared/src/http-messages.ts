/** The code of a 403 that asks for the password again before a sensitive change (`POST /api/users/me/reauthenticate`). */
export const REAUTHENTICATION_REQUIRED = 'REAUTHENTICATION_REQUIRED';

/** French answers of the server's own checks: session, rights, cross-site requests, malformed calls. */
export const httpMessages = {
  signInRequired: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas le droit d'effectuer cette action.",
  notFound: 'Ressource introuvable.',
  invalidRequest: 'Requête invalide.',
  xsrfRefused: 'Requête refusée : jeton de sécurité absent ou invalide. Rechargez la page.',
  notFromPortal: 'Requête refusée : elle ne vient pas du portail.',
  unknownClientApp: "Cette application n'existe pas.",
  emailNotOwned: "Cette adresse email n'appartient pas à votre compte.",
  nulCharacter: 'Requête refusée : elle contient un caractère nul.',
  valueTooLong: 'Requête refusée : une des valeurs envoyées est trop longue.',
  malformedText: 'Requête refusée : elle contient un caractère invalide.',
  tooDeep: 'Requête refusée : les données envoyées sont trop imbriquées.',
  bodyTooLarge: 'Requête refusée : elle est trop volumineuse.',
  unsupportedMediaType: "Requête refusée : ce type de contenu n'est pas accepté.",
  emptyBody: 'Requête refusée : son contenu est vide.',
  malformedBody: 'Requête refusée : son contenu est illisible.',
  malformedUrl: "Requête refusée : l'adresse demandée est invalide.",
  urlTooLong: "Requête refusée : l'adresse demandée est trop longue.",
  headersTooLarge: 'Requête refusée : ses en-têtes sont trop volumineux.',
  requestTimeout: 'Requête abandonnée : elle a mis trop de temps à arriver.',
  reauthenticationRequired: 'Pour cette modification, confirmez votre mot de passe.',
  serviceUnavailable: 'Service momentanément indisponible, veuillez réessayer dans quelques instants.',
  outcomeUnknown:
    'Le service a été interrompu pendant votre demande : elle a peut-être été enregistrée. Vérifiez avant de la refaire.',
} as const;

/** The code of every 429: a limit was reached, nothing was done; the browser tells it apart from a failure. */
export const RATE_LIMITED = 'RATE_LIMITED';

/** The codes of a 503: nothing was done (`SERVICE_UNAVAILABLE`), or it is not known whether it was. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
export const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

/**
 * The provider's error descriptions (OAuth `error_description`), in French, by OAuth error code:
 * its own are English, and client apps show them to the user.
 */
export const oauthErrorMessages = {
  invalid_request: 'Requête invalide.',
  invalid_client: 'Application cliente inconnue, ou son authentification a échoué.',
  invalid_grant: 'Le code ou le jeton présenté est invalide, expiré ou déjà utilisé.',
  invalid_token: "Jeton d'accès invalide ou expiré.",
  invalid_scope: 'Les droits demandés (scope) ne sont pas autorisés pour cette application.',
  insufficient_scope: "Les droits de ce jeton d'accès sont insuffisants.",
  invalid_redirect_uri:
    "L'adresse de retour (redirect_uri) ne correspond à aucune adresse enregistrée pour cette application.",
  invalid_request_object: "L'objet de requête (request) est invalide.",
  invalid_request_uri: "L'adresse de requête (request_uri) est invalide.",
  invalid_target: 'La ressource demandée est invalide.',
  invalid_dpop_proof: 'La preuve DPoP est invalide.',
  unauthorized_client: "Cette application n'est pas autorisée à faire cette demande.",
  unsupported_grant_type: "Ce type d'autorisation (grant_type) n'est pas pris en charge.",
  unsupported_response_type: "Ce type de réponse (response_type) n'est pas pris en charge.",
  unsupported_response_mode: "Ce mode de réponse (response_mode) n'est pas pris en charge.",
  unsupported_token_type: "Ce type de jeton n'est pas pris en charge.",
  request_not_supported: "Le paramètre request n'est pas pris en charge.",
  request_uri_not_supported: "Le paramètre request_uri n'est pas pris en charge.",
  registration_not_supported: "L'enregistrement d'applications n'est pas pris en charge.",
  access_denied: 'Accès refusé.',
  login_required: 'Une connexion est requise.',
  consent_required: "Le consentement de l'utilisateur est requis.",
  interaction_required: "Une action de l'utilisateur est requise.",
  account_selection_required: "Le choix d'un compte est requis.",
  unmet_authentication_requirements: "Les exigences d'authentification ne sont pas satisfaites.",
  temporarily_unavailable: 'Service momentanément indisponible, veuillez réessayer plus tard.',
  server_error: 'Une erreur est survenue.',
} as const;

/** The provider's refusals that no OAuth code above describes, and the missing parameters named. */
export const oauthFallbackMessages = {
  refused: 'La demande a été refusée.',
  missingParameters: (names: string[]) => `Requête invalide : paramètre obligatoire manquant (${names.join(', ')}).`,
} as const;

/**
 * What is missing or wrong in a client application's request, for whoever plugs it in: the
 * `error_description` of the refusal (as `oauthText` writes it) and the portal's log line.
 */
export const oauthRefusalMessages = {
  pkceMissing: 'Requête invalide : code_challenge absent (PKCE requis).',
  pkceMethod: 'Requête invalide : code_challenge_method doit valoir S256 (PKCE).',
  openidScopeMissing: 'Requête invalide : le scope openid est requis pour cette application.',
  /** An application declared without PKCE (`pkce: false`) proves its code with the ID token's nonce. */
  nonceMissing:
    'Requête invalide : nonce absent (requis, avec le scope openid, pour une application déclarée sans PKCE).',
  clientUnknown: 'Application cliente inconnue : aucune application n’est déclarée sous ce client_id.',
  clientAuthMissing: "Requête invalide : authentification de l'application absente (client_secret).",
  clientAuthTwice: "Requête invalide : l'application s'authentifie de plusieurs façons à la fois.",
  clientAuthMethod: (declared: string) =>
    `Authentification de l'application refusée : elle est déclarée en ${declared} (token_endpoint_auth_method).`,
  clientSecretWrong: "Authentification de l'application refusée : client_secret incorrect.",
} as const;

/**
 * A French text as OAuth allows it in `error_description` and in `WWW-Authenticate` (RFC 6749
 * 4.1.2.1 and 5.2, RFC 6750 3): printable ASCII without `"` nor `\`. Accents are dropped, the
 * typographic apostrophes, quotes and spaces become plain ones; pages keep the text as it is.
 */
export function oauthText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’«»“”"]/g, "'")
    .replace(/…/g, '...')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '');
}
