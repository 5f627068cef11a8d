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
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { SessionGuards } from '../http/session.ts';
import type { StepUp } from '../http/step-up.ts';
import { spaUrl } from '../http/spa-url.ts';
import type { Logger } from '../logger.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { Current, SignInFlows } from '../sign-in/flow.ts';
import type { OpenPortalInteraction } from '../sign-in/portal-interaction.ts';
import type { TrustedDevices } from '../sign-in/trusted-devices.ts';
import { readPscClaims, type PscIdentity } from './claims.ts';
import { PSC_SESSION } from './cookies.ts';
import type { PscAuthentication, PscRelyingParty } from './relying-party.ts';
import type { Psc } from './service.ts';
import type { PscTransaction, PscTransactions } from './transaction.ts';

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
  transactions: PscTransactions;
  /** The sign-ins in progress: Pro Santé Connect's answer is a step of the interaction's flow. */
  flows: SignInFlows;
  devices: TrustedDevices;
  guards: SessionGuards;
  /** Linking and unlinking need a recent authentication. */
  stepUp: StepUp;
  /** Opens a sign-in interaction of the portal for this browser, when it came with none (a sign-up). */
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
    transactions,
    flows,
    devices,
    guards,
    stepUp,
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

  /** The sign-in (or sign-up) the browser is in: the interaction it names, or a new one of the portal's. */
  async function signInOf(request: FastifyRequest, reply: FastifyReply, interactionId: string | undefined) {
    if (interactionId) return flows.current(request, reply, interactionId);
    const opened = await openPortalInteraction(request, reply);
    return opened ? flows.of(opened) : undefined;
  }

  app.get('/psc/authorize', { schema: { querystring: journeyQuery } }, async (request, reply) => {
    const { interactionId, purpose: asked } = request.query;
    const purpose: PscPurpose = asked ?? (interactionId ? 'signIn' : 'signUp');
    const rp = configured();
    try {
      let transaction: PscTransaction;
      if (purpose === 'link') {
        await mayLink(request);
        transaction = transactions.start({ purpose, userId: request.signedIn.userId });
      } else {
        const current = await signInOf(request, reply, interactionId);
        if (!current || !(await flows.awaitPsc(current))) return failed(reply, { purpose, interactionId });
        transaction = transactions.start({ purpose, interactionId: current.flow.uid });
      }
      return reply.redirect(await rp.authorizationRequest(transaction), 303);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.warn({ err: error }, 'Pro Santé Connect: authorization request failed');
      return failed(reply, { purpose, interactionId });
    }
  });

  /** Whether the answer comes back to the browser that left: the account linking, or the interaction signing in. */
  async function sameBrowser(request: FastifyRequest, reply: FastifyReply, transaction: PscTransaction) {
    if (transaction.purpose === 'link') {
      const userId = await signedInUser(request);
      if (userId === undefined) return 'signedOut';
      return userId === transaction.userId;
    }
    const current = await flows.current(request, reply, transaction.interactionId);
    return current?.flow.pending === 'psc' ? current : false;
  }

  app.get('/psc/callback', { schema: { querystring: callbackQuery } }, async (request, reply) => {
    const rp = configured();
    const transaction = transactions.open(request.query.state);
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
    const signIn = await sameBrowser(request, reply, transaction);
    if (signIn === 'signedOut') return reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
    if (!signIn) {
      log.info({ purpose: transaction.purpose }, 'Pro Santé Connect: answer for another browser refused');
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

    if (signIn === true) {
      const outcome = await psc.link(transaction.userId!, identity);
      return reply.redirect(spaUrl('myProfile', { psc: outcome }), 303);
    }
    return signedInOrSignUp(request, reply, signIn, identity, authentication);
  });

  async function signedInOrSignUp(
    request: FastifyRequest,
    reply: FastifyReply,
    current: Current,
    identity: PscIdentity,
    authentication: PscAuthentication,
  ) {
    const interactionId = current.flow.uid;
    const next = await flows.step(request, reply, current, 'psc', {
      input: identity,
      ip: request.ip,
      trusts: devices.trusts(request),
      trustsAddress: devices.trustsAddress(request),
    });
    if (next.kind === 'refused' && 'unknownAccount' in next.verdict) {
      const browserToken = request.cookies[COOKIES.pscBrowser];
      const kept = await psc.keepForSignUp(authentication.claims, browserToken);
      reply.setCookie(COOKIES.pscBrowser, kept.browserToken, cookieOptions(secure, config.psc.user_info_ttl_seconds));
      return reply.redirect(spaUrl('signUp/rpps', { pscUserInfo: kept.reference }), 303);
    }
    if (next.kind === 'refused' && 'refused' in next.verdict) {
      return reply.redirect(spaUrl('login', { interactionId, err: next.verdict.refused }), 303);
    }
    if (next.kind !== 'signedIn') return reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
    reply.setSealedCookie(PSC_SESSION, authentication.idToken, config.sessions.portal_ttl_seconds);
    return reply.redirect(next.returnTo, 303);
  }

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
