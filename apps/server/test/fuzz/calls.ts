/**
 * The calls fuzzed: every call of the spec's section 7, the administrators' calls, the portal's own
 * session addresses and every endpoint of the provider, each with a valid example of its path
 * parameters, query and body (the fuzzer replaces one part at a time).
 */
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, adminSiteIds, jobPlaceIds } from '../../src/seed/index.ts';
import { DEMO_CLIENT, authorizationRequest } from '../support/flows.ts';
import { demo } from '../support/harness.ts';

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** With `:name` placeholders, filled from `params`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body, or a form body when `form` is set. */
  body?: Record<string, unknown>;
  form?: boolean;
}

/** Who makes the calls of a group: the groups run in that order, each on freshly seeded data. */
export interface CallContext {
  /** The interaction of a sign-in in progress (password step, or code step once the password is right). */
  interactionId: string;
  /** An account awaiting validation, and a pending identity change, for the administrators' calls. */
  userId: string;
  pendingUpdateId: string;
}

const password = 'Mot-De-Passe-Solide-2024!';

export const publicCalls = (): Call[] => [
  { method: 'GET', path: '/me' },
  { method: 'GET', path: '/api/config/' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/i18n.json' },
  { method: 'GET', path: '/psc/init' },
  { method: 'GET', path: '/psc/user-info', query: { pscUserInfo: '{"given_name":"Jean"}' } },
  { method: 'GET', path: '/psc/authorize', query: { interactionId: 'interaction', purpose: 'link' } },
  { method: 'GET', path: '/psc/callback', query: { code: 'code', state: 'etat', error: 'access_denied' } },
  { method: 'GET', path: '/psc/logout' },
  {
    method: 'GET',
    path: '/api/signup/',
    query: { firstName: 'Jean', lastName: 'Martin', rpps: '10000000001', page: '0', rowsPerPage: '8' },
  },
  { method: 'GET', path: '/captcha/challenge' },
  {
    method: 'POST',
    path: '/api/emails/send-otp',
    body: { email: 'fuzz@example.fr', emailValidationId: randomUUID(), captchaPayload: 'eyJhIjoiYiJ9' },
  },
  {
    method: 'POST',
    path: '/api/emails/verify-otp',
    body: { otp: 'ABC123DEF', email: 'fuzz@example.fr', emailValidationId: randomUUID() },
  },
  { method: 'GET', path: '/api/jobs', query: { onlyRppsJobs: 'true' } },
  {
    method: 'GET',
    path: '/api/jobs/places',
    query: {
      label: 'clinique',
      zipcode: '69',
      city: 'Lyon',
      page: '0',
      rowsPerPage: '10',
      suggestedJobPlaceIds: jobPlaceIds.cliniqueDuParc,
    },
  },
  { method: 'GET', path: '/api/jobs/adminSites/' },
  { method: 'GET', path: '/api/jobs/adminSites' },
  { method: 'GET', path: '/api/cgu/' },
  { method: 'GET', path: '/api/cookies-policy' },
  { method: 'GET', path: '/api/legal-notice' },
  { method: 'GET', path: '/api/accessibility-statement' },
  {
    method: 'POST',
    path: '/api/signup',
    body: {
      civilTitle: 'M',
      lastName: 'Martin',
      firstName: 'Luc',
      rpps: '10000000001',
      phones: [{ phone: '0611223344', isPrincipal: true }],
      emails: [{ email: 'fuzz@example.fr', emailValidationId: randomUUID() }],
      password,
      confirmPassword: password,
      jobCode: 'MED',
      jobPlaces: [{ jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon }],
      pscUserInfo: '{}',
      isCorporation: false,
      corporationName: 'Cabinet',
    },
  },
  { method: 'POST', path: '/api/password/send-newPassword', body: { email: 'fuzz@example.fr' } },
  {
    method: 'POST',
    path: '/api/password/reinit',
    form: true,
    body: { token: 'jeton', password, confirmPassword: password },
  },
  { method: 'GET', path: '/portalLogin' },
  { method: 'GET', path: '/portal/callback', query: { code: 'code', state: 'etat', error: 'access_denied' } },
  { method: 'GET', path: '/logoutPortal' },
  { method: 'POST', path: '/portal/backchannel-logout', form: true, body: { logout_token: 'jeton' } },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/adresse/inconnue' },
  { method: 'POST', path: '/api/inconnue', body: { a: 'b' } },
];

/** A sign-in in progress: the interaction, its password form (unknown account), the code step. */
export const signingInCalls = ({ interactionId }: CallContext): Call[] => [
  { method: 'GET', path: '/oidc/interaction/:uid', params: { uid: interactionId } },
  {
    method: 'POST',
    path: '/oidc/interaction/:uid/login',
    params: { uid: interactionId },
    form: true,
    body: { prompt: 'login', login: 'inconnu@example.fr', password: 'Mauvais-Mot-1!' },
  },
  {
    method: 'POST',
    path: '/oidc/interaction/:uid/consent',
    params: { uid: interactionId },
    form: true,
    body: { prompt: 'consent', decision: 'refuse' },
  },
  { method: 'POST', path: '/oidc/interaction/:uid/passkey/options', params: { uid: interactionId } },
  {
    method: 'POST',
    path: '/oidc/interaction/:uid/passkey',
    params: { uid: interactionId },
    form: true,
    body: { credential: '{"id":"AAAA","rawId":"AAAA","type":"public-key","response":{}}' },
  },
];

/** Once the password is right: the code by e-mail, the support request and the code form. */
export const codeStepCalls = ({ interactionId }: CallContext): Call[] => [
  { method: 'POST', path: '/otp/sendByEmail' },
  { method: 'POST', path: '/otp/ask-for-support', body: { phoneNumber: '0611223344', messageId: 'message' } },
  {
    method: 'POST',
    path: '/oidc/interaction/:uid/otp',
    params: { uid: interactionId },
    form: true,
    body: { prompt: 'otp', otpToken: '000000' },
  },
];

/** The signed-in user's calls; the ones that change the account's security come last. */
export const signedInCalls = (): Call[] => [
  { method: 'GET', path: '/api/users/me' },
  { method: 'GET', path: '/api/users/me/psc' },
  { method: 'DELETE', path: '/api/users/me/psc' },
  { method: 'GET', path: '/api/users/me/consents' },
  { method: 'DELETE', path: '/api/users/me/consents/:clientId', params: { clientId: 'partenaire' } },
  {
    method: 'PATCH',
    path: '/api/users/me',
    body: {
      civilTitle: 'M',
      firstName: 'Jean',
      lastName: 'Dupont',
      rpps: '10000000001',
      jobCode: 'MED',
      emails: [{ email: demo('medecin'), isPrincipal: true, clientApps: ['demo-client'], emailValidationId: 'x' }],
      phones: [{ phone: '0611223344', isPrincipal: true }],
      jobPlaces: [{ jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon }],
      adminSiteIds: [adminSiteIds.lyon],
    },
  },
  {
    method: 'PATCH',
    path: '/api/users/me/emails/:email/bind-client-app',
    params: { email: encodeURIComponent(demo('medecin')) },
    body: { appClientId: 'demo-client' },
  },
  { method: 'GET', path: '/api/users/me/passkeys' },
  { method: 'PATCH', path: '/api/users/me/passkeys/:id', params: { id: randomUUID() }, body: { name: 'Clé' } },
  { method: 'POST', path: '/api/users/me/passkeys/options' },
  { method: 'POST', path: '/api/users/me/passkeys', body: { name: 'Clé', response: { id: 'AAAA' } } },
  { method: 'DELETE', path: '/api/users/me/passkeys/:id', params: { id: randomUUID() } },
  { method: 'POST', path: '/api/users/otp/init' },
  { method: 'POST', path: '/api/users/otp/validate', body: { token: '123456' } },
  { method: 'POST', path: '/api/users/otp/deactivate' },
  {
    method: 'PATCH',
    path: '/api/users/me/password',
    // The new password breaks the policy: no variant ever changes it.
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'court', confirmNewPassword: 'court' },
  },
  { method: 'DELETE', path: '/api/users/me' },
];

export const adminCalls = ({ userId, pendingUpdateId }: CallContext): Call[] => {
  const adminSiteId = userId;
  const reason = { reason: 'Motif de test' };
  const search = { q: 'dub', state: 'active', adminSiteId, page: '1', pageSize: '20' };
  return [
    { method: 'GET', path: '/api/admin/board' },
    { method: 'GET', path: '/api/admin/waiting' },
    { method: 'GET', path: '/api/admin/users', query: search },
    { method: 'GET', path: '/api/admin/users/unactivated' },
    { method: 'GET', path: '/api/admin/users/:userId', params: { userId } },
    ...['unlock', 'end-sessions', 'send-password-reset', 'delete'].map((action): Call => ({
      method: 'POST',
      path: `/api/admin/users/:userId/${action}`,
      params: { userId },
    })),
    ...['refuse', 'lock', 'decline-deletion'].map((action): Call => ({
      method: 'POST',
      path: `/api/admin/users/:userId/${action}`,
      params: { userId },
      body: reason,
    })),
    { method: 'POST', path: '/api/admin/users/:userId/super-admin', params: { userId }, body: { superAdmin: false } },
    { method: 'POST', path: '/api/admin/users/:userId/activate', params: { userId } },
    { method: 'GET', path: '/api/admin/pending-updates' },
    { method: 'POST', path: '/api/admin/pending-updates/:pendingUpdateId/approve', params: { pendingUpdateId } },
    {
      method: 'POST',
      path: '/api/admin/pending-updates/:pendingUpdateId/reject',
      params: { pendingUpdateId },
      body: reason,
    },
    { method: 'GET', path: '/api/admin/support-requests', query: { state: 'open', page: '1', pageSize: '20' } },
    {
      method: 'POST',
      path: '/api/admin/support-requests/:supportRequestId/handle',
      params: { supportRequestId: pendingUpdateId },
      body: { note: 'Rappelé' },
    },
    { method: 'GET', path: '/api/admin/audit', query: { q: 'dub', action: 'signIn', userId, page: '1' } },
    { method: 'GET', path: '/api/admin/admin-sites' },
    {
      method: 'POST',
      path: '/api/admin/admin-sites',
      body: { label: 'Centre', address: '1 rue', zipcode: '69001', city: 'Lyon', finess: '690000001', siret: '' },
    },
    {
      method: 'PATCH',
      path: '/api/admin/admin-sites/:adminSiteId',
      params: { adminSiteId },
      body: { deprecated: true },
    },
    { method: 'POST', path: '/api/admin/admin-sites/:adminSiteId/admins', params: { adminSiteId }, body: { userId } },
    { method: 'DELETE', path: '/api/admin/admin-sites/:adminSiteId/admins/:userId', params: { adminSiteId, userId } },
    { method: 'GET', path: '/api/admin/client-apps' },
    {
      method: 'PUT',
      path: '/api/admin/client-apps/:clientId/suspension',
      params: { clientId: 'demo-inconnue' },
      body: { suspended: true },
    },
  ];
};

const authorizationQuery = () => Object.fromEntries(new URL(authorizationRequest().url, 'http://x').searchParams);

/** Every endpoint of the provider (`/oidc/*`), and an address it does not have. */
export const providerCalls = (): Call[] => [
  { method: 'GET', path: '/oidc/.well-known/openid-configuration' },
  { method: 'GET', path: '/oidc/.well-known/oauth-authorization-server' },
  { method: 'GET', path: '/oidc/jwks' },
  { method: 'GET', path: '/oidc/auth', query: authorizationQuery() },
  { method: 'GET', path: '/oidc/auth', query: { ...authorizationQuery(), response_mode: 'form_post' } },
  { method: 'POST', path: '/oidc/auth', form: true, body: authorizationQuery() },
  { method: 'GET', path: '/oidc/auth/:uid', params: { uid: 'interaction-inconnue' } },
  {
    method: 'POST',
    path: '/oidc/token',
    form: true,
    body: {
      grant_type: 'authorization_code',
      code: 'code-inconnu',
      redirect_uri: DEMO_CLIENT.redirectUri,
      client_id: DEMO_CLIENT.id,
      code_verifier: 'v'.repeat(43),
    },
  },
  {
    method: 'POST',
    path: '/oidc/token',
    form: true,
    body: { grant_type: 'refresh_token', refresh_token: 'jeton-inconnu', client_id: DEMO_CLIENT.id },
  },
  { method: 'GET', path: '/oidc/me' },
  { method: 'POST', path: '/oidc/me', form: true, body: { access_token: 'jeton-inconnu' } },
  {
    method: 'POST',
    path: '/oidc/token/revocation',
    form: true,
    body: { token: 'jeton-inconnu', token_type_hint: 'refresh_token', client_id: DEMO_CLIENT.id },
  },
  {
    method: 'GET',
    path: '/oidc/session/end',
    query: {
      client_id: DEMO_CLIENT.id,
      post_logout_redirect_uri: 'http://localhost:3001/',
      state: 'etat',
      id_token_hint: 'a.b.c',
    },
  },
  { method: 'POST', path: '/oidc/session/end/confirm', form: true, body: { xsrf: 'jeton', logout: 'yes' } },
  { method: 'GET', path: '/oidc/session/end/success', query: { client_id: DEMO_CLIENT.id } },
  { method: 'GET', path: '/oidc/token/introspection' },
  { method: 'GET', path: '/oidc/adresse-inconnue', query: { a: 'b' } },
];
