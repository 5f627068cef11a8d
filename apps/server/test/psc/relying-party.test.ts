/**
 * The portal's relying party against the stand-in, each way Pro Santé Connect may answer: userinfo
 * as JSON or as a signed JWT (RS256, ES256; a broken signature refused), client authentication by
 * secret (basic, post) or by mutual TLS (refused without the portal's certificate).
 */
import { pscTransactions } from '../../src/psc/transaction.ts';
import { sealedValues } from '../../src/security/sealed-values.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Agent, fetch as undiciFetch } from 'undici';
import type * as client from 'openid-client';
import {
  CLIENT_SUBJECT_DN,
  makeCertificates,
  startPscStandIn,
  type PscStandIn,
  type StandInClient,
} from '@portal/psc-stand-in';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../../src/config/load.ts';
import type { Config } from '../../src/config/schema.ts';
import { createPscRelyingParty } from '../../src/psc/relying-party.ts';
import { TEST_OVERLAY } from '../support/harness.ts';
import { atProvider, PSC_CALLBACK, PSC_CLIENT, ProviderBrowser } from './support.ts';

const started: PscStandIn[] = [];
const dir = mkdtempSync(join(tmpdir(), 'psc-rp-'));
afterAll(async () => {
  await Promise.all(started.map((standIn) => standIn.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function standInWith(client: Partial<StandInClient>, tls?: { cert: string; key: string; ca: string }) {
  const standIn = await startPscStandIn({
    port: 0,
    ...(tls ? { tls } : {}),
    clients: [{ client_id: PSC_CLIENT.id, client_secret: PSC_CLIENT.secret, redirect_uris: [PSC_CALLBACK], ...client }],
  });
  started.push(standIn);
  return standIn;
}

function configFor(standIn: PscStandIn, psc: Partial<Config['psc']> = {}): Config {
  const config = loadConfig(DEFAULT_CONFIG_FILE, { PORTAL_CONFIG_OVERLAY: TEST_OVERLAY });
  Object.assign(
    config.psc,
    { issuer: standIn.issuer, client_id: PSC_CLIENT.id, client_secret: PSC_CLIENT.secret },
    psc,
  );
  return config;
}

/** The portal's authorization request, the provider (Claire Dubois), then the callback checked. */
async function authenticate(
  config: Config,
  options: { fetch?: client.CustomFetch } = {},
  provider = new ProviderBrowser(),
) {
  const relyingParty = createPscRelyingParty(config, options);
  const transaction = pscTransactions(sealedValues(config.security.cookie_keys), 600).start({ purpose: 'signIn' });
  const url = await relyingParty.authorizationRequest(transaction);
  const query = new URL(url).searchParams;
  expect(Object.fromEntries(['scope', 'acr_values', 'code_challenge_method'].map((k) => [k, query.get(k)]))).toEqual({
    scope: 'openid scope_all',
    acr_values: 'eidas1',
    code_challenge_method: 'S256',
  });
  const callback = await atProvider(url, provider, { practitioner: 'claire-dubois' });
  return relyingParty.authenticate(new URL(callback, config.public_url), transaction);
}

/** Alters a character inside a JWT userinfo's signature (not the last: its low bits are padding). */
const breakingSignatures: client.CustomFetch = async (url, options) => {
  const response = await fetch(url, options as RequestInit);
  if (!response.headers.get('content-type')?.startsWith('application/jwt')) return response;
  const jwt = await response.text();
  const at = jwt.length - 10;
  const broken = jwt.slice(0, at) + (jwt[at] === 'A' ? 'B' : 'A') + jwt.slice(at + 1);
  return new Response(broken, { status: response.status, headers: response.headers });
};

describe('the Pro Santé Connect relying party', () => {
  it('reads userinfo answered as JSON, with a secret sent by basic authentication', async () => {
    const { claims, idToken } = await authenticate(configFor(await standInWith({})));
    expect(claims).toMatchObject({ SubjectNameID: '810003456786', given_name: 'Claire' });
    expect(idToken.split('.')).toHaveLength(3);
  });

  it('reads userinfo answered as a signed JWT (RS256 and ES256), the secret sent in the body', async () => {
    for (const alg of ['RS256', 'ES256'] as const) {
      const standIn = await standInWith({
        userinfo_signed_response_alg: alg,
        token_endpoint_auth_method: 'client_secret_post',
      });
      const { claims } = await authenticate(configFor(standIn, { auth_method: 'client_secret_post' }));
      expect(claims, alg).toMatchObject({ SubjectNameID: '810003456786', family_name: 'Dubois' });
    }
  });

  it('refuses a signed userinfo whose signature does not verify', async () => {
    const standIn = await standInWith({ userinfo_signed_response_alg: 'RS256' });
    await expect(authenticate(configFor(standIn), { fetch: breakingSignatures })).rejects.toThrow();
  });

  it('authenticates by mutual TLS with the configured certificate, and is refused without it', async () => {
    const certificates = makeCertificates();
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const standIn = await standInWith(
      {
        token_endpoint_auth_method: 'tls_client_auth',
        tls_client_auth_subject_dn: CLIENT_SUBJECT_DN,
        client_secret: undefined,
      },
      { ...certificates.server, ca: certificates.ca },
    );
    const mtls = {
      auth_method: 'tls_client_auth' as const,
      client_secret: '',
      tls_cert_file: file('portal.crt', certificates.client.cert),
      tls_key_file: file('portal.key', certificates.client.key),
      tls_ca_file: file('ca.crt', certificates.ca),
    };
    const provider = () => {
      const agent = new Agent({ connect: { ca: certificates.ca } });
      return new ProviderBrowser(((url: string, init: RequestInit) =>
        undiciFetch(url, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch);
    };
    const { claims } = await authenticate(configFor(standIn, mtls), {}, provider());
    expect(claims).toMatchObject({ SubjectNameID: '810003456786' });

    const stranger = {
      ...mtls,
      tls_cert_file: file('stranger.crt', certificates.stranger.cert),
      tls_key_file: file('stranger.key', certificates.stranger.key),
    };
    await expect(authenticate(configFor(standIn, stranger), {}, provider())).rejects.toThrow();
  });
});
