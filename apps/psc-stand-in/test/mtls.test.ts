import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as client from 'openid-client';
import { Agent } from 'undici';
import { PSC_DEMO_PRACTITIONERS, startPscStandIn, type PscStandIn } from '../src/index.ts';
import { subjectMatches } from '../src/mtls.ts';
import {
  authorize,
  Browser,
  CLIENT_SUBJECT_DN,
  fetchWith,
  makeCertificates,
  type TestCertificates,
} from './support.ts';

const REDIRECT_URI = 'https://127.0.0.1:9/psc/callback';

let certs: TestCertificates;
let standIn: PscStandIn;
const agents: Agent[] = [];

function agent(options: { cert?: string; key?: string; ca: string }): Agent {
  const created = new Agent({ connect: options });
  agents.push(created);
  return created;
}

beforeAll(async () => {
  certs = makeCertificates();
  standIn = await startPscStandIn({
    port: 0,
    host: '127.0.0.1',
    tls: { cert: certs.server.cert, key: certs.server.key, ca: certs.ca },
    clients: [
      {
        client_id: 'portail-mtls',
        token_endpoint_auth_method: 'tls_client_auth',
        tls_client_auth_subject_dn: CLIENT_SUBJECT_DN,
        redirect_uris: [REDIRECT_URI],
        userinfo_signed_response_alg: 'RS256',
      },
      { client_id: 'portail-secret', client_secret: 'secret', redirect_uris: [REDIRECT_URI] },
    ],
  });
});
afterAll(async () => {
  await Promise.all(agents.map((a) => a.close()));
  await standIn?.close();
});

/** The relying party, its HTTP calls made with `fetchImpl` (which decides the client certificate). */
async function relyingParty(fetchImpl: client.CustomFetch): Promise<client.Configuration> {
  const config = await client.discovery(
    new URL(standIn.discoveryUrl),
    'portail-mtls',
    { userinfo_signed_response_alg: 'RS256' },
    client.TlsClientAuth(),
    { [client.customFetch]: fetchImpl },
  );
  config[client.customFetch] = fetchImpl;
  client.enableNonRepudiationChecks(config);
  return config;
}

describe('mutual TLS (tls_client_auth)', () => {
  it('serves HTTPS and advertises tls_client_auth', async () => {
    expect(standIn.issuer).toMatch(/^https:\/\/localhost:\d+\/auth\/realms\/esante-wallet$/);
    const res = await fetchWith(agent({ ca: certs.ca }))(standIn.discoveryUrl);
    const metadata = await res.json();
    expect(metadata.token_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'tls_client_auth',
    ]);
    expect(metadata.tls_client_certificate_bound_access_tokens).toBe(true);
  });

  it('lets a browser without certificate sign in, and gives tokens only to the client certificate issued by the CA', async () => {
    const browserFetch = fetchWith(agent({ ca: certs.ca }));
    const withoutCertificate = await relyingParty(browserFetch);
    const { callbackUrl, codeVerifier, state, nonce } = await authorize(withoutCertificate, new Browser(browserFetch), {
      redirectUri: REDIRECT_URI,
      practitioner: 'elise-fontaine',
    });
    const grant = (config: client.Configuration) =>
      client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });

    // No certificate, one from another CA, one from the CA for another subject: refused, code kept
    // (the reasons are logged: not provided, not verified, subject does not match).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(grant(withoutCertificate)).rejects.toMatchObject({
      error: 'invalid_client',
    });
    const strangerFetch = fetchWith(agent({ ...certs.stranger, ca: certs.ca }));
    await expect(grant(await relyingParty(strangerFetch))).rejects.toMatchObject({
      error: 'invalid_client',
    });
    const otherSubjectFetch = fetchWith(agent({ ...certs.otherSubject, ca: certs.ca }));
    await expect(grant(await relyingParty(otherSubjectFetch))).rejects.toMatchObject({
      error: 'invalid_client',
    });

    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[psc-stand-in] client portail-mtls refusé : client certificate was not provided',
      '[psc-stand-in] client portail-mtls refusé : client certificate was not verified',
      '[psc-stand-in] client portail-mtls refusé : certificate subject value does not match the registered one',
    ]);
    warn.mockRestore();

    const clientFetch = fetchWith(agent({ ...certs.client, ca: certs.ca }));
    const config = await relyingParty(clientFetch);
    const tokens = await grant(config);
    const claims = tokens.claims()!;
    const elise = PSC_DEMO_PRACTITIONERS.find((p) => p.key === 'elise-fontaine')!;
    expect(claims).toMatchObject({ sub: elise.claims.sub, acr: 'eidas1' });

    // The access token is bound to the certificate: userinfo wants it too.
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo.SubjectNameID).toBe('810005678908');
    await expect(client.fetchUserInfo(withoutCertificate, tokens.access_token, claims.sub)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('keeps client secrets working over HTTPS', async () => {
    const browserFetch = fetchWith(agent({ ca: certs.ca }));
    const config = await client.discovery(
      new URL(standIn.discoveryUrl),
      'portail-secret',
      {},
      client.ClientSecretBasic('secret'),
      { [client.customFetch]: browserFetch },
    );
    config[client.customFetch] = browserFetch;
    const { callbackUrl, codeVerifier, state, nonce } = await authorize(config, new Browser(browserFetch), {
      redirectUri: REDIRECT_URI,
    });
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub);
    expect(userinfo.SubjectNameID).toBe('810003456786');
  });
});

describe('subject DN', () => {
  it('matches RFC 4514 strings whatever the attributes’ order, and nothing else', () => {
    const certificate = new X509Certificate(certs.client.cert);
    expect(subjectMatches(certificate, CLIENT_SUBJECT_DN)).toBe(true);
    expect(subjectMatches(certificate, 'C=FR, O=Portail Anapath, CN=portail-anapath')).toBe(true);
    expect(subjectMatches(certificate, 'cn=portail-anapath,o=Portail Anapath,c=FR')).toBe(true);
    expect(subjectMatches(certificate, 'CN=portail-anapath,O=Portail Anapath')).toBe(false);
    expect(subjectMatches(certificate, 'CN=un-autre-client,O=Portail Anapath,C=FR')).toBe(false);
    expect(subjectMatches(certificate, 'CN=portail-anapath,O=Portail Anapath,C=FR,OU=x')).toBe(false);
  });
});
