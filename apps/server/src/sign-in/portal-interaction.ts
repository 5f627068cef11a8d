/**
 * A new sign-in interaction of the portal itself (`prompt=login`), opened inside the process for
 * the browser making this request: the provider's answer (its interaction cookie) goes to that
 * browser, so that the interaction is tied to it as if it had
 * followed the portal's authorization request itself. Used where a sign-in starts without a login
 * screen in front of it (Pro Santé Connect from the sign-up screen, whose answer may be an account's).
 */
import type { FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';

/** The interaction opened. */
export type OpenPortalInteraction = (request: FastifyRequest, reply: FastifyReply) => Promise<Interaction | undefined>;

/** Request headers the provider may read (proxy, language, the browser's cookies), not the body's. */
const FORWARDED = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
];

export function openingPortalInteraction({
  provider,
  authorizationRequest,
  inject,
}: {
  provider: Provider;
  /** The portal's authorization request (`portal-client.ts`). */
  authorizationRequest: (options: { prompt: 'login' }) => string;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}): OpenPortalInteraction {
  return async (request, reply) => {
    const authUrl = authorizationRequest({ prompt: 'login' });
    const headers = Object.fromEntries(
      FORWARDED.flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    const answer = await inject({ method: 'GET', url: authUrl, headers: { ...headers, accept: 'text/html' } });
    const location = answer.headers.location;
    if (typeof location !== 'string') return undefined;
    const uid = /\/interaction\/([^/?#]+)$/.exec(location)?.[1];
    if (!uid) return undefined;
    const interaction = await provider.Interaction.find(uid).catch(() => undefined);
    if (!interaction) return undefined;
    // Fastify adds set-cookie values to those already set.
    const cookies = answer.headers['set-cookie'];
    if (cookies) reply.header('set-cookie', cookies);
    return interaction;
  };
}
