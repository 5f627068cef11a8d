/**
 * Sign-in (spec section 7): the provider's interactions (`/oidc/interaction/{id}`, its `login` and
 * `otp` form posts), the code by e-mail (`/otp/sendByEmail`) and the support request
 * (`/otp/ask-for-support`).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { AUTH_SESSION_OVER, messages, normalizeEmail, phoneRule, type LoginError } from '@portal/shared';
import type { App } from '../http/app.ts';
import { addressField, bodyOf } from '../http/schemas.ts';
import { badRequest } from '../http/errors.ts';
import { spaUrl } from '../http/spa-url.ts';
import { ACR_PASSWORD, ACR_TWO_FACTORS } from '../oidc/acr.ts';
import type { OidcAccount } from '../oidc/account-repository.ts';
import { ACCOUNT_CHECKS, PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import type { Interactions } from './interactions.ts';
import type { PasswordCheckService } from './password-check.ts';
import type { SecondFactorService } from './second-factor.ts';
import type { TrustedDevices } from './trusted-devices.ts';
import type { SignInFlows } from './flows.ts';
import type { SignInJournal } from './journal.ts';
import type { AskForSupport } from './support.ts';
import { PSC_ACR, PSC_AMR } from '../psc/assurance.ts';
import type { ConsentPrompt } from '../consent/prompt.ts';

const params = z.object({ uid: z.string().min(1).max(200) });
const loginForm = z.object({
  prompt: z.string().optional(),
  // One address, as the login screen checks it: anything else cannot be an account's.
  login: addressField().default(''),
  password: z.string().default(''),
});
const codeForm = z.object({ prompt: z.string().optional(), otpToken: z.string().default('') });
const supportBody = z.object({
  phoneNumber: z.string().refine((phone) => phone.trim() !== '' && !phoneRule(phone), messages.phoneInvalid),
  // The id of a code the portal sent (a UUID), or none: never free text pasted into the mail.
  messageId: z.union([z.literal(''), z.uuid({ message: messages.supportMessageIdInvalid })]).default(''),
});

interface Deps {
  requireSameOrigin: preHandlerAsyncHookHandler;
  interactions: Interactions;
  checkPassword: PasswordCheckService;
  devices: TrustedDevices;
  secondFactor: SecondFactorService;
  askForSupport: AskForSupport;
  journal: SignInJournal;
  /** The sign-ins in progress, on the server (password done, factor pending; or certified by Pro Santé Connect). */
  flows: SignInFlows;
  consentPrompt: ConsentPrompt;
}

export function signInRoutes(app: App, deps: Deps) {
  const {
    requireSameOrigin,
    interactions,
    checkPassword,
    devices,
    secondFactor,
    askForSupport,
    journal,
    flows,
    consentPrompt,
  } = deps;
  const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');
  const sessionNotFound = (reply: FastifyReply) => reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
  const loginError = (reply: FastifyReply, uid: string, route: string, err: LoginError | 'tooManyRequests') =>
    reply.redirect(spaUrl(route, { interactionId: uid, err }), 303);
  const pendingOrOver = async (request: FastifyRequest) => (await flows.pending(request)) ?? throwSessionOver();

  /** Every factor is done (its flow ended): the browser is trusted, the provider goes on. */
  async function finishLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    { accountId, amr, acr, loginAddress }: { accountId: string; amr: string[]; acr?: string; loginAddress?: string },
    /** Given for the portal's own sign-in, resumed here: the account as the password step read it. */
    resumeHereWith?: OidcAccount,
  ) {
    devices.trust(request, reply, accountId, loginAddress);
    let next: string;
    if (resumeHereWith) {
      const journalWrites = journal.statements(accountId, amr);
      const signedIn = { accountId, amr, acr, claims: resumeHereWith };
      next = await interactions.signedInHere(request, reply, interaction, signedIn, journalWrites);
    } else {
      await journal.record(accountId, amr);
      next = await interactions.signedIn(interaction, accountId, amr, acr);
    }
    return interactions.handBack(request, reply, interaction, next);
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
    const flow = await flows.of(request, uid);
    if (flow?.provenBy === 'psc') {
      if (!(await flows.end(uid))) return sessionNotFound(reply);
      return finishLogin(request, reply, interaction, { accountId: flow.userId, amr: PSC_AMR, acr: PSC_ACR });
    }
    const interactionType = flow?.pendingFactor ?? 'login';
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
        trustedAddress: devices.trustsAddress(request)(login),
      });
      if (check.outcome !== 'ok') return loginError(reply, uid, 'login', check.outcome);
      const loginAddress = normalizeEmail(login);
      if (check.factor === 'none') {
        // The portal's own password sign-in is resumed here (`resume-here.ts`); a client app's goes
        // through the provider's resume.
        const resumeHere = interaction.params.client_id === PORTAL_CLIENT_ID;
        const signedIn = { accountId: check.userId, amr: ['pwd'], acr: ACR_PASSWORD, loginAddress };
        return finishLogin(request, reply, interaction, signedIn, resumeHere ? check.claims : undefined);
      }
      await flows.passwordAccepted(request, reply, interaction, {
        userId: check.userId,
        factor: check.factor,
        loginAddress,
      });
      return reply.redirect(spaUrl(check.factor, { interactionId: uid }), 303);
    },
  );

  app.post(
    '/oidc/interaction/:uid/otp',
    { preValidation: requireSameOrigin, schema: { params, body: bodyOf(codeForm) } },
    async (request, reply) => {
      const { uid } = request.params;
      const interaction = await interactions.current(request, reply);
      const flow = interaction?.uid === uid ? await flows.of(request, uid) : undefined;
      if (!interaction || flow?.provenBy !== 'pwd') return sessionNotFound(reply);
      const trusted = devices.trusts(request)(flow.userId);
      const verdict = await secondFactor.verify(flow, request.body.otpToken, request.ip, trusted);
      if (verdict === 'tooManyRequests') return loginError(reply, uid, flow.pendingFactor, 'tooManyRequests');
      if (!verdict) return loginError(reply, uid, flow.pendingFactor, 'otpTokenMismatch');
      if (!(await flows.end(uid))) return sessionNotFound(reply);
      const amr = ['pwd', flow.pendingFactor === 'totp' ? 'otp' : 'mail'];
      const signedIn = {
        accountId: flow.userId,
        amr,
        acr: ACR_TWO_FACTORS,
        loginAddress: flow.loginAddress ?? undefined,
      };
      return finishLogin(request, reply, interaction, signedIn);
    },
  );

  app.post('/otp/sendByEmail', async (request) => {
    const flow = await pendingOrOver(request);
    return secondFactor.sendLoginCode(flow, request.ip, devices.trusts(request)(flow.userId));
  });

  app.post('/otp/ask-for-support', { schema: { body: bodyOf(supportBody) } }, async (request) => {
    await askForSupport({ userId: (await pendingOrOver(request)).userId, ip: request.ip, ...request.body });
    return { sent: true };
  });
}

function throwSessionOver(): never {
  throw badRequest(AUTH_SESSION_OVER);
}
