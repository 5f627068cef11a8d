/**
 * The stand-in's oidc-provider: Pro Santé Connect's routes, scopes, claims, client authentications
 * (mutual TLS included) and its logout without a confirmation screen.
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { peerAuthorized, peerCertificate, subjectMatches } from './mtls.ts';
import { messagePage, pageHeaders, providerErrorPage } from './pages.ts';
import { PSC_CLAIM_NAMES, type PscDemoPractitioner } from './practitioners.ts';
import { PSC_ACR } from './protocol.ts';
import type { PscStandIn, StandInClient } from './types.ts';

type LogoutState = { postLogoutRedirectUri?: string; state?: string } | undefined;

async function signingKeys(): Promise<JWK[]> {
  const keys: JWK[] = [];
  for (const alg of ['RS256', 'ES256'] as const) {
    const { privateKey } = await generateKeyPair(alg, { extractable: true });
    const kid = `${alg.toLowerCase()}-${randomBytes(6).toString('base64url')}`;
    keys.push({ ...(await exportJWK(privateKey)), kid, alg, use: 'sig' } as JWK);
  }
  return keys;
}

function clientMetadata(client: StandInClient, tls: boolean): ClientMetadata {
  const method = client.token_endpoint_auth_method ?? 'client_secret_basic';
  if (method === 'tls_client_auth') {
    if (!tls) throw new Error(`${client.client_id}: tls_client_auth requires the tls option (HTTPS)`);
    if (!client.tls_client_auth_subject_dn) {
      throw new Error(`${client.client_id}: tls_client_auth requires tls_client_auth_subject_dn`);
    }
  } else if (!client.client_secret) {
    throw new Error(`${client.client_id}: ${method} requires client_secret`);
  }
  return {
    client_id: client.client_id,
    ...(method === 'tls_client_auth'
      ? {
          tls_client_auth_subject_dn: client.tls_client_auth_subject_dn,
          // The access token is bound to the certificate: userinfo wants the same one.
          tls_client_certificate_bound_access_tokens: true,
        }
      : { client_secret: client.client_secret }),
    token_endpoint_auth_method: method,
    redirect_uris: client.redirect_uris,
    post_logout_redirect_uris: client.post_logout_redirect_uris ?? [],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    application_type: 'web',
    id_token_signed_response_alg: client.id_token_signed_response_alg ?? 'RS256',
    ...(client.userinfo_signed_response_alg
      ? { userinfo_signed_response_alg: client.userinfo_signed_response_alg }
      : {}),
  };
}

/** The stand-in's answers to the authorization request are always granted: every scope and claim asked. */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
  await grant.save();
  return grant;
}

export interface ProviderOptions {
  issuer: string;
  /** The issuer's path, under which the interactions are. */
  issuerPath: string;
  clients: StandInClient[];
  /** Mutual TLS offered (the server asks for client certificates). */
  tls: boolean;
  /** By `sub`, which oidc-provider takes as the account id. */
  practitionersBySub: Map<string, PscDemoPractitioner>;
  /** Where each RP-initiated logout is recorded. */
  logouts: PscStandIn['logouts'];
}

export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { issuer, issuerPath, tls, logouts } = options;
  const bySub = options.practitionersBySub;
  const metadata = options.clients.map((c) => clientMetadata(c, tls));
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: issuer.startsWith('https:') };

  /** Ends the session at once (no confirmation screen) and sends the browser back, `state` kept. */
  async function finishLogout(ctx: KoaContextWithOIDC): Promise<void> {
    const { oidc } = ctx;
    const session = oidc.session!;
    const { postLogoutRedirectUri, state } = (session.state ?? {}) as NonNullable<LogoutState>;
    if (session.accountId) logouts.push({ sub: session.accountId, at: new Date() });
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (!grantId) continue;
      await Promise.all([
        oidc.provider.AccessToken.revokeByGrantId(grantId),
        oidc.provider.AuthorizationCode.revokeByGrantId(grantId),
        oidc.provider.Grant.find(grantId).then((grant) => grant?.destroy()),
      ]);
    }
    await session.destroy();
    ctx.cookies.set(oidc.provider.cookieName('session'), null, cookieOptions);
    let target = oidc.urlFor('end_session_success');
    if (postLogoutRedirectUri) {
      const back = new URL(postLogoutRedirectUri);
      if (state != null) back.searchParams.set('state', state);
      target = back.href;
    }
    ctx.status = 303;
    ctx.redirect(target);
  }

  const configuration: Configuration = {
    clients: metadata,
    jwks: { keys: await signingKeys() },
    findAccount: (_ctx, id) => {
      const practitioner = bySub.get(id);
      if (!practitioner) return undefined;
      return {
        accountId: id,
        claims: () => structuredClone(practitioner.claims) as unknown as { sub: string; [key: string]: unknown },
      };
    },
    claims: {
      acr: null,
      amr: null,
      auth_time: null,
      sid: null,
      // In the id_token beside `sub`: how and when the practitioner authenticated.
      openid: ['sub', 'acr', 'amr', 'auth_time'],
      scope_all: PSC_CLAIM_NAMES.filter((name) => name !== 'sub'),
    },
    scopes: ['openid', 'scope_all'],
    acrValues: [PSC_ACR],
    responseTypes: ['code'],
    clientAuthMethods: tls
      ? ['client_secret_basic', 'client_secret_post', 'tls_client_auth']
      : ['client_secret_basic', 'client_secret_post'],
    clientBasedCORS: () => false,
    cookies: {
      // Cookies ignore ports: on localhost the portal's own provider would share oidc-provider's default names.
      names: {
        session: 'psc_stand_in_session',
        interaction: 'psc_stand_in_interaction',
        resume: 'psc_stand_in_resume',
      },
      keys: [randomBytes(32).toString('base64url')],
      long: cookieOptions,
      short: cookieOptions,
    },
    features: {
      devInteractions: { enabled: false },
      // Not offered by Pro Santé Connect.
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: true },
      jwtUserinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx) => finishLogout(ctx),
        postLogoutSuccessSource: (ctx) => {
          ctx.set(pageHeaders());
          ctx.type = 'html';
          ctx.body = messagePage('Déconnexion', 'Vous êtes déconnecté de Pro Santé Connect (démonstration).');
        },
      },
      ...(tls
        ? {
            mTLS: {
              enabled: true,
              tlsClientAuth: true,
              certificateBoundAccessTokens: true,
              getCertificate: (ctx) => peerCertificate(ctx.req.socket),
              certificateAuthorized: (ctx) => peerAuthorized(ctx.req.socket),
              certificateSubjectMatches: (ctx, property, expected) => {
                const certificate = peerCertificate(ctx.req.socket);
                return (
                  property === 'tls_client_auth_subject_dn' && !!certificate && subjectMatches(certificate, expected)
                );
              },
            },
          }
        : {}),
    },
    interactions: {
      url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    loadExistingGrant,
    pkce: { required: () => true },
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256', 'ES256'],
      userinfoSigningAlgValues: ['RS256', 'ES256'],
    },
    renderError: (ctx, out) => {
      ctx.set(pageHeaders());
      ctx.type = 'html';
      ctx.body = providerErrorPage(out);
    },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      userinfo: '/protocol/openid-connect/userinfo',
      jwks: '/protocol/openid-connect/certs',
      end_session: '/protocol/openid-connect/logout',
    },
    allowOmittingSingleRegisteredRedirectUri: false,
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      IdToken: 300,
      Interaction: 600,
      Session: 10 * 3600,
      Grant: 10 * 3600,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = false;
  provider.on('server_error', (_ctx, error) => console.error('[psc-stand-in] server_error', error));
  // oidc-provider answers only « client authentication failed »: say why, for whoever runs the stand-in.
  provider.on('grant.error', (ctx, error) => {
    const { error: code, error_detail: detail } = error as { error?: string; error_detail?: string };
    if (code === 'invalid_client') {
      console.warn(`[psc-stand-in] client ${ctx.oidc.client?.clientId ?? '?'} refusé : ${detail ?? code}`);
    }
  });
  // A logout without a signed-in practitioner: oidc-provider answers an auto-submitting form; end it
  // here too, without script.
  provider.use(async (koaCtx, next) => {
    await next();
    const ctx = koaCtx as unknown as KoaContextWithOIDC;
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route === 'end_session' && ctx.status === 200 && oidc.session) await finishLogout(ctx);
  });
  return provider;
}
