/**
 * A stand-in for Pro Santé Connect, the national OpenID provider of health professionals: the same
 * issuer path, endpoints, discovery name, scopes, acr, claims and client authentications
 * (FORMATS.md, "Pro Santé Connect"), with a page to pick one of a few demo practitioners in place
 * of the CPS card or e-CPS app. For development and tests only.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { interactionHandler } from './interaction.ts';
import { messagePage, pageHeaders } from './pages.ts';
import { PSC_DEMO_PRACTITIONERS } from './practitioners.ts';
import { PSC_DISCOVERY_PATH, PSC_ISSUER_PATH } from './protocol.ts';
import { createProvider } from './provider.ts';
import type { PscStandIn, PscStandInOptions } from './types.ts';

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

export { PSC_ACR, PSC_AMR, PSC_DISCOVERY_PATH, PSC_ISSUER_PATH, PSC_SCOPE } from './protocol.ts';
export type { PscStandIn, PscStandInOptions, StandInClient } from './types.ts';

export async function startPscStandIn(options: PscStandInOptions): Promise<PscStandIn> {
  const practitioners = options.practitioners ?? PSC_DEMO_PRACTITIONERS;
  // oidc-provider makes the account id the tokens' `sub`: the practitioner's `f:<uuid>:<SubjectNameID>`.
  const bySub = new Map(practitioners.map((p) => [p.claims.sub, p]));
  if (new Set(practitioners.map((p) => p.key)).size !== practitioners.length || bySub.size !== practitioners.length) {
    throw new Error('practitioner keys and subs must be unique');
  }
  const clientsById = new Map(options.clients.map((c) => [c.client_id, c]));
  const tls = options.tls;
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

  let provider: Provider;
  try {
    provider = await createProvider({
      issuer,
      issuerPath,
      clients: options.clients,
      tls: Boolean(tls),
      practitionersBySub: bySub,
      logouts,
    });
  } catch (error) {
    server.close();
    throw error;
  }
  const callback = provider.callback();

  const interaction = interactionHandler({ provider, issuerPath, clientsById, practitioners });

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
