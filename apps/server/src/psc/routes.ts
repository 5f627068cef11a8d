/**
 * Pro Santé Connect (spec section 7 `/psc/init`, `/psc/user-info`): the button's address, the
 * authorization request, the provider's callback, the pre-filled sign-up's data, the sign-out at
 * the provider, and the profile's link. Every failure of the provider or of its answer ends on the
 * sign-in screen with `PSCConnectionFailed`, never a 500.
 */
import { metrics } from '../health/metrics.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pscMessages, type PscInitAnswer, type PscPurpose } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { App } from '../http/app.ts';
import { COOKIES, cookieOptions } from '../http/cookies.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { SessionGuards } from '../http/session.ts';
import type { StepUp } from '../http/step-up.ts';
import { spaUrl } from '../http/spa-url.ts';
import type { Logger } from '../logger.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { SignInFlows } from '../sign-in/flows.ts';
import type { OpenPortalInteraction } from '../sign-in/portal-interaction.ts';
import { readPscClaims } from './claims.ts';
import { PSC_LOGIN, PSC_SESSION } from './cookies.ts';
import type { PscRelyingParty, PscTransaction } from './relying-party.ts';
import type { Psc } from './service.ts';

const journeyQuery = z.object({
  interactionId: z.string().min(1).max(200).optional(),
  purpose: z.enum(['signIn', 'link']).optional(),
});
const callbackQuery = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
});
const userInfoQuery = z.object({ pscUserInfo: z.string().max(200).default('') });

interface Deps {
  config: Config;
  secure: boolean;
  log: Logger;
  psc: Psc;
  /** A callback costs two calls to the provider: counted as a sign-in attempt per IP. */
  limiter: RateLimiter;
  relyingParty: PscRelyingParty | null;
  /** The sign-ins in progress: a certified one completes its interaction once opened in this browser. */
  flows: SignInFlows;
  guards: SessionGuards;
  /** Linking and unlinking need a recent authentication. */
  stepUp: StepUp;
  /** The interaction's expiry (epoch seconds) while the provider still holds it (the login screen's may have expired meanwhile). */
  interactionExpiry: (uid: string) => Promise<number | undefined>;
  /** Opens a sign-in interaction of the portal for this browser, when it came with none. */
  openPortalInteraction: OpenPortalInteraction;
}

export function pscRoutes(app: App, deps: Deps) {
  const {
    config,
    secure,
    log,
    psc,
    limiter,
    relyingParty,
    flows,
    guards,
    stepUp,
    interactionExpiry,
    openPortalInteraction,
  } = deps;
  const configured = (): PscRelyingParty => {
    if (!relyingParty) throw notFound();
    return relyingParty;
  };

  const failed = (reply: FastifyReply, transaction?: Pick<PscTransaction, 'purpose' | 'interactionId'>) =>
    reply.redirect(
      transaction?.purpose === 'link'
        ? spaUrl('myProfile', { psc: 'failed' })
        : spaUrl('login', { interactionId: transaction?.interactionId, err: 'PSCConnectionFailed' }),
      303,
    );

  /**
   * Linking is for a signed-in account with an RPPS, whose sign-in or password confirmation is
   * recent (answered before leaving for the provider).
   */
  async function mayLink(request: FastifyRequest) {
    await guards.requireUser(request);
    if (!(await psc.linkState(request.signedIn.userId)).available) throw badRequest(pscMessages.linkNeedsRpps);
    await stepUp.requireRecent(request);
  }

  app.get('/psc/init', { schema: { querystring: journeyQuery } }, async (request): Promise<PscInitAnswer> => {
    configured();
    if (request.query.purpose === 'link') await mayLink(request);
    const query = new URLSearchParams(request.query as Record<string, string>).toString();
    return { oidcAuthUrl: `/psc/authorize${query ? `?${query}` : ''}` };
  });

  app.get('/psc/authorize', { schema: { querystring: journeyQuery } }, async (request, reply) => {
    const { interactionId, purpose: asked } = request.query;
    const purpose: PscPurpose = asked ?? (interactionId ? 'signIn' : 'signUp');
    const rp = configured();
    if (purpose === 'link') await mayLink(request);
    try {
      const { url, transaction } = await rp.authorizationRequest(purpose, interactionId);
      reply.setSealedCookie(PSC_LOGIN, transaction, config.sessions.interaction_ttl_seconds);
      return reply.redirect(url, 303);
    } catch (error) {
      log.warn({ err: error }, 'Pro Santé Connect: authorization request failed');
      return failed(reply, { purpose, interactionId });
    }
  });

  app.get('/psc/callback', { schema: { querystring: callbackQuery } }, async (request, reply) => {
    const rp = configured();
    const transaction = request.sealedCookie(PSC_LOGIN);
    reply.clearCookie(COOKIES.pscLogin, { path: '/' });
    if (transaction && !(await limiter.allow('login_per_ip', request.ip))) {
      metrics.signIn('rate_limited', 'psc');
      const { purpose, interactionId } = transaction;
      const target =
        purpose === 'link'
          ? spaUrl('myProfile', { psc: 'failed' })
          : spaUrl('login', { interactionId, err: 'tooManyRequests' });
      return reply.redirect(target, 303);
    }
    if (!transaction || request.query.error) {
      if (request.query.error) log.info({ error: request.query.error }, 'Pro Santé Connect: error answered');
      return failed(reply, transaction);
    }
    let authentication;
    try {
      authentication = await rp.authenticate(new URL(request.url, config.public_url), transaction);
    } catch (error) {
      log.warn({ err: error }, 'Pro Santé Connect: callback refused');
      return failed(reply, transaction);
    }
    const identity = readPscClaims(authentication.claims);

    if (transaction.purpose === 'link') {
      const userId = await signedInUser(request);
      if (!userId) return reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
      const outcome = await psc.link(userId, identity);
      return reply.redirect(spaUrl('myProfile', { psc: outcome }), 303);
    }

    const outcome = await psc.signInOutcome(identity);
    const interactionId = transaction.interactionId;
    if (outcome.kind === 'locked' || outcome.kind === 'refused' || outcome.kind === 'claimed') {
      metrics.signIn(outcome.kind === 'locked' ? 'locked' : 'refused', 'psc');
      const err = { locked: 'lockedAccount', refused: 'pscSignInDisabled', claimed: 'rppsClaimed' }[outcome.kind];
      return reply.redirect(spaUrl('login', { interactionId, err }), 303);
    }
    if (outcome.kind === 'unknown') {
      const browserToken = request.cookies[COOKIES.pscBrowser];
      const kept = await psc.keepForSignUp(authentication.claims, browserToken);
      reply.setCookie(COOKIES.pscBrowser, kept.browserToken, cookieOptions(secure, config.psc.user_info_ttl_seconds));
      return reply.redirect(spaUrl('signUp/rpps', { pscUserInfo: kept.reference }), 303);
    }
    reply.setSealedCookie(PSC_SESSION, authentication.idToken, config.sessions.portal_ttl_seconds);
    const exp = interactionId ? await interactionExpiry(interactionId) : undefined;
    if (interactionId && exp) {
      await flows.certifiedByPsc(request, reply, { uid: interactionId, exp }, outcome.userId);
      return reply.redirect(`/oidc/interaction/${encodeURIComponent(interactionId)}`, 303);
    }
    const opened = await openPortalInteraction(request, reply);
    if (!opened) return failed(reply, transaction);
    await flows.certifiedByPsc(request, reply, opened, outcome.userId);
    return reply.redirect(opened.location, 303);
  });

  app.get('/psc/user-info', { schema: { querystring: userInfoQuery } }, async (request) => {
    configured();
    const info = await psc.userInfo(request.query.pscUserInfo, request.cookies[COOKIES.pscBrowser]);
    if (!info) throw badRequest(pscMessages.userInfoExpired);
    return info;
  });

  /** After the portal's sign-out (its post-logout address when signed in by Pro Santé Connect). */
  app.get('/psc/logout', async (request, reply) => {
    const idToken = request.sealedCookie(PSC_SESSION);
    reply.clearCookie(COOKIES.pscSession, { path: '/' });
    if (!relyingParty || !idToken) return reply.redirect('/', 303);
    try {
      return reply.redirect(await relyingParty.logoutUrl(idToken), 303);
    } catch (error) {
      log.warn({ err: error }, 'Pro Santé Connect: logout address unavailable');
      return reply.redirect('/', 303);
    }
  });

  app.get('/api/users/me/psc', { preValidation: guards.requireUser }, async (request) =>
    psc.linkState(request.signedIn.userId),
  );

  app.delete(
    '/api/users/me/psc',
    { preValidation: [guards.requireUser, stepUp.requireRecent] },
    async (request, reply) => {
      await psc.unlink(request.signedIn.userId);
      return reply.code(204).send();
    },
  );

  async function signedInUser(request: FastifyRequest): Promise<string | undefined> {
    try {
      await guards.requireUser(request);
      return request.signedIn.userId;
    } catch {
      return undefined;
    }
  }
}

/** Whether the portal's sign-out should go on to Pro Santé Connect's. */
export const signedInByPsc = (request: FastifyRequest) => Boolean(request.cookies[COOKIES.pscSession]);
