/**
 * The portal as a client with back-channel logout (OpenID Connect Back-Channel Logout 1.0): when
 * the single-sign-on session ends (a client app's sign-out, a session ended by the provider), the
 * provider posts a logout token here and the portal sessions opened in it close.
 */
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { oauthErrorMessages, oauthText } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { App } from '../http/app.ts';
import { bodyOf } from '../http/schemas.ts';
import { PORTAL_BACKCHANNEL_LOGOUT_PATH } from '../oidc/clients.ts';
import { publicJwks, type Jwks } from '../oidc/keys.ts';
import { PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import { OIDC_PREFIX } from '../oidc/provider.ts';
import type { PortalSessions } from './service.ts';

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const form = z.object({ logout_token: z.string().min(1).max(8000) });

interface Deps {
  config: Config;
  jwks: Jwks;
  portalSessions: PortalSessions;
}

/** The token's session and user when it is a logout token of the provider for the portal (spec 2.6); null otherwise. */
async function verified(
  token: string,
  keys: ReturnType<typeof createLocalJWKSet>,
  issuer: string,
): Promise<{ sub: string; sid: string } | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, { issuer, audience: PORTAL_CLIENT_ID, typ: 'logout+jwt' }));
  } catch {
    return null;
  }
  const events = payload.events as Record<string, unknown> | undefined;
  if (typeof events?.[BACKCHANNEL_LOGOUT_EVENT] !== 'object' || 'nonce' in payload) return null;
  const { sub, sid } = payload as { sub?: unknown; sid?: unknown };
  return typeof sub === 'string' && typeof sid === 'string' ? { sub, sid } : null;
}

export function backchannelLogoutRoute(app: App, { config, jwks, portalSessions }: Deps) {
  const keys = createLocalJWKSet(publicJwks(jwks) as Parameters<typeof createLocalJWKSet>[0]);
  const issuer = `${config.public_url}${OIDC_PREFIX}`;

  app.post(PORTAL_BACKCHANNEL_LOGOUT_PATH, { schema: { body: bodyOf(form) } }, async (request, reply) => {
    const logout = await verified(request.body.logout_token, keys, issuer);
    if (!logout) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: oauthText(oauthErrorMessages.invalid_request) });
    }
    await portalSessions.closeSsoSession(logout.sub, logout.sid);
    return reply.code(200).send();
  });
}
