/** The stand-in as its tests start it, and a relying party (openid-client) discovering it. */
import { afterAll, beforeAll } from 'vitest';
import * as client from 'openid-client';
import { startPscStandIn, type PscStandIn, type StandInClient } from '../src/index.ts';

export const REDIRECT_URI = 'http://127.0.0.1:9/psc/callback';
export const POST_LOGOUT_URI = 'http://127.0.0.1:9/';
export const SECRET = 'un-secret-de-test';

const base = { client_secret: SECRET, redirect_uris: [REDIRECT_URI], post_logout_redirect_uris: [POST_LOGOUT_URI] };
export const CLIENTS: StandInClient[] = [
  { client_id: 'json', ...base },
  { client_id: 'jwt-rs256', ...base, userinfo_signed_response_alg: 'RS256' },
  { client_id: 'jwt-es256', ...base, userinfo_signed_response_alg: 'ES256', id_token_signed_response_alg: 'ES256' },
  {
    client_id: 'post',
    ...base,
    token_endpoint_auth_method: 'client_secret_post',
    userinfo_signed_response_alg: 'RS256',
  },
];

/**
 * The stand-in with `CLIENTS`, started for the calling test file's tests: the answer reads it once
 * they run.
 */
export function standInForTests(): () => PscStandIn {
  let standIn: PscStandIn | undefined;
  beforeAll(async () => {
    standIn = await startPscStandIn({ port: 0, host: '127.0.0.1', clients: CLIENTS });
  });
  afterAll(() => standIn?.close());
  return () => standIn!;
}

/** The relying party's configuration, discovered from PSC's non-standard document name. */
export async function discover(
  standIn: PscStandIn,
  clientId: string,
  fetchImpl?: client.CustomFetch,
  { verifySignatures = true } = {},
): Promise<client.Configuration> {
  const known = CLIENTS.find((c) => c.client_id === clientId)!;
  const auth =
    known.token_endpoint_auth_method === 'client_secret_post'
      ? client.ClientSecretPost(SECRET)
      : client.ClientSecretBasic(SECRET);
  const config = await client.discovery(
    new URL(standIn.discoveryUrl),
    clientId,
    {
      ...(known.userinfo_signed_response_alg
        ? { userinfo_signed_response_alg: known.userinfo_signed_response_alg }
        : {}),
      ...(known.id_token_signed_response_alg
        ? { id_token_signed_response_alg: known.id_token_signed_response_alg }
        : {}),
    },
    auth,
    { execute: [client.allowInsecureRequests] },
  );
  if (fetchImpl) config[client.customFetch] = fetchImpl;
  // openid-client checks the signature of a JWT userinfo (and of the id_token) only when asked.
  if (verifySignatures) client.enableNonRepudiationChecks(config);
  return config;
}

/** A fetch that notes the userinfo answers' content type (and may alter them), and the token requests. */
export function watchingUserinfo(alter?: (jwt: string) => string) {
  const seen: { contentType: string | null; body: string }[] = [];
  const tokenRequests: { authorization: string | null; body: string }[] = [];
  const fetchImpl: client.CustomFetch = async (url, options) => {
    if (url.endsWith('/protocol/openid-connect/token')) {
      tokenRequests.push({
        authorization: new Headers(options.headers as HeadersInit).get('authorization'),
        body: String(options.body),
      });
    }
    const res = await fetch(url, options as RequestInit);
    if (!url.endsWith('/protocol/openid-connect/userinfo')) return res;
    const contentType = res.headers.get('content-type');
    let body = await res.text();
    seen.push({ contentType, body });
    if (alter && contentType?.startsWith('application/jwt')) body = alter(body);
    return new Response(body, { status: res.status, headers: res.headers });
  };
  return { seen, tokenRequests, fetchImpl };
}
