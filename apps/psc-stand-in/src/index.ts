/**
 * A stand-in for Pro Santé Connect, the national OpenID provider of health professionals: the same
 * issuer path, endpoints, discovery name, scopes, acr, claims and client authentications
 * (FORMATS.md, "Pro Santé Connect"), with a page to pick one of a few demo practitioners in place
 * of the CPS card or e-CPS app. For development and tests only.
 */
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  type ClientMetadata,
  type Configuration,
  type InteractionResults,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { peerAuthorized, peerCertificate, subjectMatches } from './mtls.ts';
import { choicePage, messagePage, pageHeaders, providerErrorPage } from './pages.ts';
import { PSC_CLAIM_NAMES, PSC_DEMO_PRACTITIONERS, type PscDemoPractitioner } from './practitioners.ts';

export {
  PSC_CLAIM_NAMES,
  PSC_DEMO_PRACTITIONERS,
  displayName,
  pscActivity,
  pscPractitioner,
  rppsOf,
  type PscActivity,
  type PscDemoPractitioner,
  type PscExercice,
  type PscOtherId,
  type PscPractitionerInput,
  type PscUserInfo,
} from './practitioners.ts';
export { luhnCheckDigit, isValidRpps } from './luhn.ts';
export { CLIENT_SUBJECT_DN, makeCertificates, type KeyPair, type TestCertificates } from './test-certificates.ts';

/** Pro Santé Connect's realm path: the issuer is `{publicUrl}/auth/realms/esante-wallet`. */
export const PSC_ISSUER_PATH = '/auth/realms/esante-wallet';
/** Pro Santé Connect's non-standard discovery name, under the issuer. */
export const PSC_DISCOVERY_PATH = '/.well-known/wallet-openid-configuration';
export const PSC_SCOPE = 'openid scope_all';
export const PSC_ACR = 'eidas1';
/** The authentication methods an id_token states: possession (card or app) and several factors. */
export const PSC_AMR: readonly string[] = ['pop', 'mfa'];

export interface StandInClient {
  client_id: string;
  client_secret?: string;
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'tls_client_auth';
  tls_client_auth_subject_dn?: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  userinfo_signed_response_alg?: 'RS256' | 'ES256';
  id_token_signed_response_alg?: 'RS256' | 'ES256';
}

export interface PscStandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on. Default: every interface (as `node:http` does). */
  host?: string;
  /** Address clients use, without the realm path. Default `http(s)://localhost:{port}`. */
  publicUrl?: string;
  clients: StandInClient[];
  /** PEM strings: serve HTTPS, ask every client for a certificate and check it against `ca` (`tls_client_auth`). */
  tls?: { cert: string; key: string; ca: string };
  /** Default PSC_DEMO_PRACTITIONERS. */
  practitioners?: readonly PscDemoPractitioner[];
}

export interface PscStandIn {
  /** `{publicUrl}/auth/realms/esante-wallet`. */
  issuer: string;
  /** `{issuer}/.well-known/wallet-openid-configuration`. */
  discoveryUrl: string;
  /** The public address, without trailing slash nor realm path. */
  url: string;
  /** Every RP-initiated logout of a signed-in practitioner, `sub` as in their tokens, oldest first. */
  logouts: { sub: string; at: Date }[];
  close(): Promise<void>;
}

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

const MAX_FORM_BYTES = 8 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function origin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export async function startPscStandIn(options: PscStandInOptions): Promise<PscStandIn> {
  const practitioners = options.practitioners ?? PSC_DEMO_PRACTITIONERS;
  const byKey = new Map(practitioners.map((p) => [p.key, p]));
  // oidc-provider makes the account id the tokens' `sub`: the practitioner's `f:<uuid>:<SubjectNameID>`.
  const bySub = new Map(practitioners.map((p) => [p.claims.sub, p]));
  if (byKey.size !== practitioners.length || bySub.size !== practitioners.length) {
    throw new Error('practitioner keys and subs must be unique');
  }
  const clientsById = new Map(options.clients.map((c) => [c.client_id, c]));
  const tls = options.tls;
  const metadata = options.clients.map((c) => clientMetadata(c, Boolean(tls)));
  const logouts: PscStandIn['logouts'] = [];

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503, pageHeaders());
    res.end(messagePage('Service indisponible', 'Le service démarre. Veuillez réessayer dans un instant.'));
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => handle(req, res);
  const server: Server = tls
    ? createHttpsServer(
        {
          cert: tls.cert,
          key: tls.key,
          ca: tls.ca,
          // Ask every client for a certificate, but let browsers (which have none) reach the
          // authorization page: the token endpoint refuses a tls_client_auth client without a valid one.
          requestCert: true,
          rejectUnauthorized: false,
        },
        listener,
      )
    : createHttpServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = (options.publicUrl ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/+$/, '');
  const issuer = `${url}${PSC_ISSUER_PATH}`;
  const issuerPath = new URL(issuer).pathname;

  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: url.startsWith('https:') };

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

  let provider: Provider;
  try {
    provider = new Provider(issuer, configuration);
  } catch (error) {
    server.close();
    throw error;
  }
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
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const send = (status: number, html: string, formTargets?: string[]) => {
      res.writeHead(status, pageHeaders(formTargets));
      res.end(req.method === 'HEAD' ? undefined : html);
    };
    if (!['GET', 'HEAD', 'POST'].includes(req.method ?? '')) {
      send(405, messagePage('Méthode non permise', "Cette page ne s'utilise qu'avec GET ou POST."));
      return;
    }
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid) {
      send(
        400,
        messagePage('Demande expirée', 'La demande de connexion a expiré. Veuillez recommencer depuis l’application.'),
      );
      return;
    }
    const clientId = String(details.params.client_id ?? '');
    const finish = (result: InteractionResults) =>
      provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });

    if (details.prompt.name !== 'login') {
      // loadExistingGrant grants everything asked; should consent still be asked, grant it here.
      const accountId = details.session?.accountId;
      if (details.prompt.name !== 'consent' || !accountId) {
        send(400, messagePage('Requête invalide', 'Cette étape de connexion n’est pas prise en charge.'));
        return;
      }
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ clientId, accountId }))
        : new provider.Grant({ clientId, accountId });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      await finish({ consent: { grantId: await grant.save() } });
      return;
    }

    if (req.method !== 'POST') {
      const targets = (clientsById.get(clientId)?.redirect_uris ?? []).flatMap((uri) => origin(uri) ?? []);
      send(200, choicePage({ action: `${issuerPath}/interaction/${uid}`, clientId, practitioners }), [
        ...new Set(targets),
      ]);
      return;
    }
    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch {
      send(413, messagePage('Requête trop grande', 'Le formulaire envoyé est trop grand.'));
      return;
    }
    if (form.has('cancel')) {
      await finish({ error: 'access_denied', error_description: 'Connexion annulée par l’utilisateur.' });
      return;
    }
    const practitioner = byKey.get(form.get('practitioner') ?? '');
    if (!practitioner) {
      send(400, messagePage('Choix invalide', 'Le professionnel choisi est inconnu. Veuillez recommencer.'));
      return;
    }
    await finish({ login: { accountId: practitioner.claims.sub, acr: PSC_ACR, amr: [...PSC_AMR], remember: true } });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
    const query = queryAt < 0 ? '' : raw.slice(queryAt);
    if (!path.startsWith(`${issuerPath}/`)) {
      res.writeHead(404, pageHeaders());
      res.end(messagePage('Page introuvable', `Le fournisseur d'identité de démonstration est à ${issuer}.`));
      return;
    }
    const rest = path.slice(issuerPath.length);
    const interactionUid = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(rest)?.[1];
    if (interactionUid) return interaction(req, res, interactionUid);
    const inner = (rest === PSC_DISCOVERY_PATH ? '/.well-known/openid-configuration' : rest) + query;
    // As a mounted Koa app: oidc-provider finds its mount path from originalUrl.
    Object.assign(req, { originalUrl: `${issuerPath}${inner}`, url: inner });
    await callback(req, res);
  }

  handle = (req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('[psc-stand-in]', error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, pageHeaders());
      res.end(messagePage('Erreur interne', 'Une erreur inattendue est survenue. Veuillez réessayer.'));
    });
  };

  return {
    issuer,
    discoveryUrl: `${issuer}${PSC_DISCOVERY_PATH}`,
    url,
    logouts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
