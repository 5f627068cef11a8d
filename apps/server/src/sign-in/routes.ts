/**
 * Sign-in (spec section 7): the provider's interactions (`/oidc/interaction/{id}`, its `login` and
 * `otp` form posts), the code by e-mail (`/otp/sendByEmail`) and the support request
 * (`/otp/ask-for-support`).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { AUTH_SESSION_OVER, messages, phoneRule, type LoginError } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { App } from '../http/app.ts';
import { bodyOf } from '../http/schemas.ts';
import { COOKIES, cookieOptions, readSignedJson, setSignedJson } from '../http/cookies.ts';
import { badRequest } from '../http/errors.ts';
import { spaUrl } from '../http/spa-url.ts';
import { ACR_PASSWORD, ACR_TWO_FACTORS } from '../oidc/acr.ts';
import type { OidcAccount } from '../oidc/account-repository.ts';
import { ACCOUNT_CHECKS, PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import type { Interactions } from './interactions.ts';
import type { PasswordCheckService } from './password-check.ts';
import type { PendingSignIn, SecondFactorService } from './second-factor.ts';
import type { TrustedDevices } from './trusted-devices.ts';
import type { SignInJournal } from './journal.ts';
import type { AskForSupport } from './support.ts';
import { PSC_ACR, PSC_AMR, type PendingPscSignIns } from '../psc/pending-sign-in.ts';
import type { ConsentPrompt } from '../consent/prompt.ts';

const params = z.object({ uid: z.string().min(1).max(200) });
const loginForm = z.object({
  prompt: z.string().optional(),
  login: z.string().default(''),
  password: z.string().default(''),
});
const codeForm = z.object({ prompt: z.string().optional(), otpToken: z.string().default('') });
const supportBody = z.object({
  phoneNumber: z.string().refine((phone) => phone.trim() !== '' && !phoneRule(phone), messages.phoneInvalid),
  // The id of a code the portal sent (a UUID), or none: never free text pasted into the mail.
  messageId: z.union([z.literal(''), z.uuid({ message: messages.supportMessageIdInvalid })]).default(''),
});

interface Deps {
  config: Config;
  secure: boolean;
  requireSameOrigin: preHandlerAsyncHookHandler;
  interactions: Interactions;
  checkPassword: PasswordCheckService;
  devices: TrustedDevices;
  secondFactor: SecondFactorService;
  askForSupport: AskForSupport;
  journal: SignInJournal;
  /** Sign-ins certified by Pro Santé Connect, waiting for this interaction. */
  pscSignIns: PendingPscSignIns;
  consentPrompt: ConsentPrompt;
}

export function signInRoutes(app: App, deps: Deps) {
  const {
    config,
    secure,
    requireSameOrigin,
    interactions,
    checkPassword,
    devices,
    secondFactor,
    askForSupport,
    journal,
    pscSignIns,
    consentPrompt,
  } = deps;
  const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');
  const sessionNotFound = (reply: FastifyReply) => reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
  const loginError = (reply: FastifyReply, uid: string, route: string, err: LoginError | 'tooManyRequests') =>
    reply.redirect(spaUrl(route, { interactionId: uid, err }), 303);
  const pendingSignIn = (request: FastifyRequest) => readSignedJson<PendingSignIn>(request, COOKIES.pendingSignIn);
  const pendingFor = (request: FastifyRequest, uid: string) => {
    const pending = pendingSignIn(request);
    return pending?.uid === uid ? pending : undefined;
  };
  const pendingOrOver = (request: FastifyRequest) => pendingSignIn(request) ?? throwSessionOver();

  async function finishLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
    amr: string[],
    acr?: string,
    /** Given for the portal's own sign-in, resumed here: the account as the password step read it. */
    resumeHereWith?: OidcAccount,
  ) {
    reply.clearCookie(COOKIES.pendingSignIn, { path: '/' });
    devices.trust(request, reply, accountId);
    let next: string;
    if (resumeHereWith) {
      const journalWrites = journal.statements(accountId, amr);
      const signedIn = { accountId, amr, acr, claims: resumeHereWith };
      next = await interactions.signedInHere(request, reply, interaction, signedIn, journalWrites);
    } else {
      await journal.record(accountId, amr);
      next = await interactions.signedIn(interaction, accountId, amr, acr);
    }
    return reply.redirect(next, 303);
  }

  app.get('/oidc/interaction/:uid', { schema: { params } }, async (request, reply) => {
    const { uid } = request.params;
    const interaction = await interactions.current(request, reply);
    if (!interaction || interaction.uid !== uid) {
      return wantsJson(request) ? reply.code(400).send({ message: AUTH_SESSION_OVER }) : sessionNotFound(reply);
    }
    const reasons = interaction.prompt.reasons as string[];
    const refusal = (Object.keys(ACCOUNT_CHECKS) as (keyof typeof ACCOUNT_CHECKS)[]).find((r) => reasons.includes(r));
    if (refusal) return reply.redirect(spaUrl('', { err: ACCOUNT_CHECKS[refusal] }), 303);
    if (interaction.prompt.name === 'consent')
      return consentPrompt.show(request, reply, interaction, wantsJson(request));
    if (interaction.prompt.name !== 'login') return reply.code(400).send({ message: messages.genericError });
    const pscUserId = pscSignIns.take(request, reply, uid);
    if (pscUserId) return finishLogin(request, reply, interaction, pscUserId, PSC_AMR, PSC_ACR);
    const interactionType = pendingFor(request, uid)?.factor ?? 'login';
    if (wantsJson(request)) return { interactionId: uid, interactionType };
    return reply.redirect(spaUrl(interactionType, { interactionId: uid }), 303);
  });

  app.post(
    '/oidc/interaction/:uid/login',
    { preValidation: requireSameOrigin, schema: { params, body: bodyOf(loginForm) } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await interactions.current(request, reply);
      if (!interaction || interaction.uid !== uid) return sessionNotFound(reply);
      const { login, password } = request.body;
      const check = await checkPassword({
        email: login,
        password,
        ip: request.ip,
        clientId: typeof interaction.params.client_id === 'string' ? interaction.params.client_id : undefined,
        trustedDevice: devices.trusts(request),
      });
      if (check.outcome !== 'ok') return loginError(reply, uid, 'login', check.outcome);
      if (check.factor === 'none') {
        // The portal's own password sign-in is resumed here (`resume-here.ts`); a client app's, and
        // a second factor's form, go through the provider's resume.
        const resumeHere = interaction.params.client_id === PORTAL_CLIENT_ID;
        const claims = resumeHere ? check.claims : undefined;
        return finishLogin(request, reply, interaction, check.userId, ['pwd'], ACR_PASSWORD, claims);
      }
      const pending: PendingSignIn = { uid, userId: check.userId, factor: check.factor };
      const options = cookieOptions(secure, config.sessions.interaction_ttl_seconds);
      setSignedJson(reply, COOKIES.pendingSignIn, pending, options);
      return reply.redirect(spaUrl(check.factor, { interactionId: uid }), 303);
    },
  );

  app.post(
    '/oidc/interaction/:uid/otp',
    { preValidation: requireSameOrigin, schema: { params, body: bodyOf(codeForm) } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await interactions.current(request, reply);
      const pending = pendingFor(request, uid);
      if (!interaction || interaction.uid !== uid || !pending) return sessionNotFound(reply);
      const trusted = devices.trusts(request)(pending.userId);
      const verdict = await secondFactor.verify(pending, request.body.otpToken, request.ip, trusted);
      if (verdict === 'tooManyRequests') return loginError(reply, uid, pending.factor, 'tooManyRequests');
      if (!verdict) return loginError(reply, uid, pending.factor, 'otpTokenMismatch');
      const amr = ['pwd', pending.factor === 'totp' ? 'otp' : 'mail'];
      return finishLogin(request, reply, interaction, pending.userId, amr, ACR_TWO_FACTORS);
    },
  );

  app.post('/otp/sendByEmail', async (request) => secondFactor.sendLoginCode(pendingOrOver(request), request.ip));

  app.post('/otp/ask-for-support', { schema: { body: bodyOf(supportBody) } }, async (request) => {
    await askForSupport({ userId: pendingOrOver(request).userId, ip: request.ip, ...request.body });
    return { sent: true };
  });
}

function throwSessionOver(): never {
  throw badRequest(AUTH_SESSION_OVER);
}
