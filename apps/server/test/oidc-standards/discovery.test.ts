import { expect, it } from 'vitest';
import { describePortal } from '../support/harness.ts';

const sorted = (values: unknown) => [...(values as string[])].sort();

describePortal('the discovery document lists only what a client can obtain', (portal) => {
  it('the code flow with PKCE S256, the authentications in use, ES256 and RS256', async () => {
    const response = await portal.browser().get('/oidc/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();

    expect(discovery.response_types_supported).toEqual(['code']);
    expect(sorted(discovery.grant_types_supported)).toEqual(['authorization_code', 'refresh_token']);
    // The configuration's apps: confidential ones with a secret in Basic, or in the form for the one
    // declared so (LemonLDAP::NG, in the test overlay), public ones with PKCE alone.
    expect(sorted(discovery.token_endpoint_auth_methods_supported)).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'none',
    ]);
    expect(discovery).not.toHaveProperty('token_endpoint_auth_signing_alg_values_supported');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.id_token_signing_alg_values_supported).toEqual(['ES256', 'RS256']);
    expect(discovery.claims_parameter_supported).toBe(true);
  });

  it('refuses the implicit flow to every client', async () => {
    const query = new URLSearchParams({
      client_id: 'demo-client',
      response_type: 'id_token',
      redirect_uri: 'http://localhost:3001/callback',
      scope: 'openid',
      nonce: 'n',
    });
    const response = await portal.browser().get(`/oidc/auth?${query}`);
    const location = new URL(String(response.headers.location));
    expect(new URLSearchParams(location.hash.slice(1)).get('error') ?? location.searchParams.get('error')).toBe(
      'unsupported_response_type',
    );
  });
});
