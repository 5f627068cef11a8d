import { createHash, randomBytes } from 'node:crypto';
import type { VirtualUser } from './http.ts';
import { followRedirects, FlowError, type ProviderEndpoints } from './portal.ts';

export interface BenchClient {
  id: string;
  secret: string;
  redirectUri: string;
}

export const BENCH_CLIENT: BenchClient = {
  id: 'bench-client',
  secret: 'bench-secret',
  // Never followed: the code is read from the Location header.
  redirectUri: 'http://127.0.0.1:9/bench/callback',
};

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function jwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new FlowError('id_token is not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * One single-sign-on grant for a signed-in user: the authorization request (PKCE S256, state,
 * nonce) must come straight back to the redirect URI with a code, then the code is exchanged at
 * the token endpoint (client_secret_basic) for an ID token.
 */
export async function ssoGrant(
  user: VirtualUser,
  endpoints: ProviderEndpoints,
  client: BenchClient = BENCH_CLIENT,
): Promise<void> {
  const verifier = random(32);
  const state = random(16);
  const nonce = random(16);
  const authorize = new URL(endpoints.authorization);
  authorize.search = new URLSearchParams({
    client_id: client.id,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: 'openid email',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const first = await user.send(authorize, { headers: { accept: 'text/html' } });
  const followed = await followRedirects(user, first, 'text/html');
  const back = followed.stoppedAt;
  if (!back) throw new FlowError(`authorization: HTTP ${followed.last.status} at ${followed.last.url.pathname}`);
  if (`${back.origin}${back.pathname}` !== client.redirectUri) {
    const err = new URLSearchParams(back.hash.split('?')[1] ?? '').get('err');
    throw new FlowError(
      `authorization: redirected to ${back.pathname}${back.hash.split('?')[0]}${err ? ` err=${err}` : ''}`,
    );
  }
  if (followed.hops > 0) throw new FlowError(`authorization needed ${followed.hops} extra redirect(s)`);
  const error = back.searchParams.get('error');
  if (error) throw new FlowError(`authorization error=${error}`);
  const code = back.searchParams.get('code');
  if (!code) throw new FlowError('authorization: no code');
  if (back.searchParams.get('state') !== state) throw new FlowError('authorization: state mismatch');

  const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64');
  const token = await user.send(endpoints.token, {
    headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    form: { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier },
  });
  if (token.status !== 200) throw new FlowError(`token: HTTP ${token.status}`, token.body.slice(0, 200));
  const body = JSON.parse(token.body) as { id_token?: string };
  if (!body.id_token) throw new FlowError('token: no id_token');
  const claims = jwtPayload(body.id_token);
  if (claims.nonce !== nonce) throw new FlowError('token: id_token nonce mismatch');
  const aud = claims.aud;
  if (aud !== client.id && !(Array.isArray(aud) && aud.includes(client.id)))
    throw new FlowError('token: id_token aud mismatch');
}
