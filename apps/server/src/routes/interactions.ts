import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages, type LoginError } from '@portal/shared';
import type { Interaction } from 'oidc-provider';
import { findClientApp } from '../oidc/clients.ts';
import type { PendingSignIn } from '../services/second-factor.ts';
import { ACCOUNT_CHECKS } from '../oidc/policy.ts';
import { COOKIES, cookieOptions, readSignedJson, setSignedJson } from '../http/cookies.ts';
import { spaUrl } from '../http/redirects.ts';
import type { RouteContext } from './context.ts';

const loginForm = z.object({
  prompt: z.string().optional(),
  login: z.string().default(''),
  password: z.string().default(''),
});
const codeForm = z.object({ prompt: z.string().optional(), otpToken: z.string().default('') });
const params = z.object({ uid: z.string().min(1).max(200) });

/**
 * The provider's interactions (spec: /oidc/interaction/{id}/login and /otp): the password step,
 * then the second factor, then back to the provider.
 */
export function interactionRoutes(
  app: FastifyInstance,
  { provider, services, config, secure, requireSameOrigin }: RouteContext,
) {
  const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  }
  const sessionNotFound = (reply: FastifyReply) => reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
  const loginError = (reply: FastifyReply, uid: string, route: string, err: LoginError | 'tooManyRequests') =>
    reply.redirect(spaUrl(route, { interactionId: uid, err }), 303);
  const pendingFor = (request: FastifyRequest, uid: string) => {
    const pending = readSignedJson<PendingSignIn>(request, COOKIES.pendingSignIn);
    return pending?.uid === uid ? pending : undefined;
  };

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string, amr: string[]) {
    reply.clearCookie(COOKIES.pendingSignIn, { path: '/' });
    const url = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, amr } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(url, 303);
  }

  /**
   * Our apps are first-party: the consent prompt (asked e.g. with `prompt=consent` for a refresh
   * token) is granted without a screen. Another app gets the provider's refusal.
   */
  async function finishFirstPartyConsent(request: FastifyRequest, reply: FastifyReply, interaction: Interaction) {
    const clientId = String(interaction.params.client_id);
    if (!findClientApp(config, clientId)?.first_party) {
      const error = { error: 'consent_required', error_description: 'consent is not supported for this client' };
      return reply.redirect(await provider.interactionResult(request.raw, reply.raw, error), 303);
    }
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId: interaction.session!.accountId, clientId });
    const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (details.missingOIDCScope) grant!.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant!.addOIDCClaims(details.missingOIDCClaims);
    const grantId = await grant!.save();
    const url = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(url, 303);
  }

  app.get('/oidc/interaction/:uid', async (request, reply) => {
    const { uid } = params.parse(request.params);
    const interaction = await details(request, reply);
    if (!interaction || interaction.uid !== uid) {
      return wantsJson(request)
        ? reply.code(400).send({ message: 'Authentication session is over' })
        : sessionNotFound(reply);
    }
    const reasons = interaction.prompt.reasons as string[];
    const refusal = (Object.keys(ACCOUNT_CHECKS) as (keyof typeof ACCOUNT_CHECKS)[]).find((r) => reasons.includes(r));
    if (refusal) return reply.redirect(spaUrl('', { err: ACCOUNT_CHECKS[refusal] }), 303);
    if (interaction.prompt.name === 'consent') return finishFirstPartyConsent(request, reply, interaction);
    if (interaction.prompt.name !== 'login') return reply.code(400).send({ message: messages.genericError });
    const interactionType = pendingFor(request, uid)?.factor ?? 'login';
    if (wantsJson(request)) return { interactionId: uid, interactionType };
    return reply.redirect(spaUrl(interactionType, { interactionId: uid }), 303);
  });

  app.post('/oidc/interaction/:uid/login', { preHandler: requireSameOrigin }, async (request, reply) => {
    const { uid } = params.parse(request.params);
    const form = loginForm.parse(request.body ?? {});
    const interaction = await details(request, reply);
    if (!interaction || interaction.uid !== uid) return sessionNotFound(reply);
    const check = await services.signIn.checkPassword({ email: form.login, password: form.password, ip: request.ip });
    if (check.outcome !== 'ok') return loginError(reply, uid, 'login', check.outcome);
    if (check.factor === 'none') return finishLogin(request, reply, check.userId, ['pwd']);
    const pending: PendingSignIn = { uid, userId: check.userId, factor: check.factor };
    setSignedJson(
      reply,
      COOKIES.pendingSignIn,
      pending,
      cookieOptions(secure, config.sessions.interaction_ttl_seconds),
    );
    return reply.redirect(spaUrl(check.factor, { interactionId: uid }), 303);
  });

  app.post('/oidc/interaction/:uid/otp', { preHandler: requireSameOrigin }, async (request, reply) => {
    const { uid } = params.parse(request.params);
    const form = codeForm.parse(request.body ?? {});
    const interaction = await details(request, reply);
    const pending = pendingFor(request, uid);
    if (!interaction || interaction.uid !== uid || !pending) return sessionNotFound(reply);
    const verdict = await services.secondFactor.verify(pending, form.otpToken, request.ip);
    if (verdict === 'tooManyRequests') return loginError(reply, uid, pending.factor, 'tooManyRequests');
    if (!verdict) return loginError(reply, uid, pending.factor, 'otpTokenMismatch');
    return finishLogin(request, reply, pending.userId, ['pwd', pending.factor === 'totp' ? 'otp' : 'mail']);
  });
}
