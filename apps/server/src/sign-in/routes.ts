/**
 * Sign-in (spec section 7): the provider's interactions (`/oidc/interaction/{id}`, its `login` and
 * `otp` form posts, and a recovery code's), the code by e-mail (`/otp/sendByEmail`) and the support request
 * (`/otp/ask-for-support`). Each form is one method's step of the interaction's flow (`flow.ts`).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { AUTH_SESSION_OVER, messages, phoneRule } from '@portal/shared';
import type { ConsentPrompt } from '../consent/prompt.ts';
import type { App } from '../http/app.ts';
import { addressField, bodyOf } from '../http/schemas.ts';
import { badRequest } from '../http/errors.ts';
import { spaUrl } from '../http/spa-url.ts';
import { ACCOUNT_CHECKS } from '../oidc/policy.ts';
import type { PasskeyAssertions } from '../passkeys/assertions.ts';
import { authenticationResponse } from '../passkeys/credential-json.ts';
import type { Current, Next, SignInFlows } from './flow.ts';
import type { Interactions } from './interactions.ts';
import type { SignInMethods } from './methods/index.ts';
import type { SignInMethod } from './methods/method.ts';
import type { AskForSupport } from './support.ts';
import type { TrustedDevices } from './trusted-devices.ts';

const params = z.object({ uid: z.string().min(1).max(200) });
const loginForm = z.object({
  prompt: z.string().optional(),
  // One address, as the login screen checks it: anything else cannot be an account's.
  login: addressField().default(''),
  password: z.string().default(''),
});
const codeForm = z.object({ prompt: z.string().optional(), otpToken: z.string().max(100).default('') });
const recoveryCodeForm = z.object({ prompt: z.string().optional(), recoveryCode: z.string().max(100).default('') });
// The browser's assertion, as JSON text (`passkeys/credential-json.ts` checks its shape).
const passkeyForm = z.object({ credential: z.string().default('') });
const supportBody = z.object({
  phoneNumber: z.string().refine((phone) => phone.trim() !== '' && !phoneRule(phone), messages.phoneInvalid),
  // The id of a code the portal sent (a UUID), or none: never free text pasted into the mail.
  messageId: z.union([z.literal(''), z.uuid({ message: messages.supportMessageIdInvalid })]).default(''),
});

interface Deps {
  requireSameOrigin: preHandlerAsyncHookHandler;
  interactions: Interactions;
  flows: SignInFlows;
  methods: SignInMethods;
  devices: TrustedDevices;
  askForSupport: AskForSupport;
  consentPrompt: ConsentPrompt;
  passkeyAssertions: PasskeyAssertions;
}

export function signInRoutes(app: App, deps: Deps) {
  const { requireSameOrigin, interactions, flows, methods, devices, askForSupport, consentPrompt, passkeyAssertions } =
    deps;
  const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');
  const sessionNotFound = (reply: FastifyReply) => reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
  const attemptOf = <Input>(request: FastifyRequest, input: Input) => ({
    input,
    ip: request.ip,
    trusts: devices.trusts(request),
    trustsAddress: devices.trustsAddress(request),
  });

  /** Where a form's step leads the browser. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    current: Current,
    next: Next,
    screen: SignInMethod['screen'],
  ) {
    const { uid } = current.flow;
    switch (next.kind) {
      case 'factor':
        return reply.redirect(spaUrl(next.screen, { interactionId: uid }), 303);
      case 'signedIn':
        return interactions.handBack(request, reply, current.interaction, next.returnTo);
      case 'refused':
        if ('unknownAccount' in next.verdict) return sessionNotFound(reply);
        return reply.redirect(spaUrl(screen, { interactionId: uid, err: next.verdict.refused }), 303);
      case 'over':
        return sessionNotFound(reply);
    }
  }

  /** The code the flow accepts now: the one awaited, or the account's code offered beside its passkey. */
  const codeMethodOf = (flow: Current['flow'] | undefined) =>
    flow && flow.done.length > 0
      ? [flow.pending, ...(flow.alternatives ?? [])].find(
          (name): name is 'email_code' | 'authenticator_app' => name === 'email_code' || name === 'authenticator_app',
        )
      : undefined;

  /** The flow of this browser's interaction, waiting for a second factor (the code's screen names no interaction). */
  async function awaitingCode(request: FastifyRequest, reply: FastifyReply) {
    const current = await flows.current(request, reply);
    const code = codeMethodOf(current?.flow);
    if (!current || !code) throw badRequest(AUTH_SESSION_OVER);
    return { ...current, code };
  }

  app.get('/oidc/interaction/:uid', { schema: { params } }, async (request, reply) => {
    const current = await flows.current(request, reply, request.params.uid);
    if (!current) {
      return wantsJson(request) ? reply.code(400).send({ message: AUTH_SESSION_OVER }) : sessionNotFound(reply);
    }
    const { interaction, flow } = current;
    const reasons = interaction.prompt.reasons as string[];
    const refusal = (Object.keys(ACCOUNT_CHECKS) as (keyof typeof ACCOUNT_CHECKS)[]).find((r) => reasons.includes(r));
    if (refusal) return reply.redirect(spaUrl('', { err: ACCOUNT_CHECKS[refusal] }), 303);
    if (interaction.prompt.name === 'consent')
      return consentPrompt.show(request, reply, interaction, wantsJson(request));
    if (interaction.prompt.name !== 'login') return reply.code(400).send({ message: messages.genericError });
    const interactionType = flows.screen(flow);
    if (wantsJson(request)) {
      // The passkey screen also says which code it offers instead (none when the app wants a passkey).
      const alternatives = interactionType === 'passkey' ? { alternatives: flows.alternativeScreens(flow) } : {};
      return { interactionId: flow.uid, interactionType, ...alternatives };
    }
    return reply.redirect(spaUrl(interactionType, { interactionId: flow.uid }), 303);
  });

  app.post(
    '/oidc/interaction/:uid/login',
    { preValidation: requireSameOrigin, schema: { params, body: bodyOf(loginForm) } },
    async (request, reply) => {
      const current = await flows.current(request, reply, request.params.uid);
      if (!current) return sessionNotFound(reply);
      const { login, password } = request.body;
      const next = await flows.step(request, reply, current, 'password', attemptOf(request, { login, password }));
      return answer(request, reply, current, next, 'login');
    },
  );

  app.post(
    '/oidc/interaction/:uid/otp',
    { preValidation: requireSameOrigin, schema: { params, body: bodyOf(codeForm) } },
    async (request, reply) => {
      const current = await flows.current(request, reply, request.params.uid);
      const code = codeMethodOf(current?.flow);
      if (!current || !code) return sessionNotFound(reply);
      const input = { otpToken: request.body.otpToken };
      const next = await flows.step(request, reply, current, code, attemptOf(request, input));
      return answer(request, reply, current, next, methods[code].screen);
    },
  );

  /**
   * A passkey's challenge for this interaction: any passkey, user verified, before any factor; one
   * of the account's after its password. A new one replaces the one before (one per interaction).
   */
  app.post(
    '/oidc/interaction/:uid/passkey/options',
    { preValidation: requireSameOrigin, schema: { params } },
    async (request, reply) => {
      const current = await flows.current(request, reply, request.params.uid);
      const flow = current?.flow;
      if (!flow || (flow.done.length > 0 && flow.pending !== 'passkey')) throw badRequest(AUTH_SESSION_OVER);
      return passkeyAssertions.options(flow.uid, flow.done.length > 0 ? flow.userId : undefined);
    },
  );

  app.post(
    '/oidc/interaction/:uid/passkey',
    { preValidation: requireSameOrigin, schema: { params, body: bodyOf(passkeyForm) } },
    async (request, reply) => {
      const current = await flows.current(request, reply, request.params.uid);
      if (!current) return sessionNotFound(reply);
      const screen = current.flow.done.length > 0 ? 'passkey' : 'login';
      const response = authenticationResponse(request.body.credential);
      const next: Next = response
        ? await flows.step(request, reply, current, 'passkey', attemptOf(request, { response }))
        : { kind: 'refused', verdict: { refused: 'passkeyRefused' } };
      return answer(request, reply, current, next, screen);
    },
  );

  // A recovery code in place of the second factor awaited (`standsIn`): back to that factor's screen when refused.
  app.post(
    '/oidc/interaction/:uid/recovery-code',
    { preValidation: requireSameOrigin, schema: { params, body: bodyOf(recoveryCodeForm) } },
    async (request, reply) => {
      const current = await flows.current(request, reply, request.params.uid);
      if (!current) return sessionNotFound(reply);
      const input = { otpToken: request.body.recoveryCode };
      const next = await flows.step(request, reply, current, 'recovery_code', attemptOf(request, input));
      return answer(request, reply, current, next, flows.screen(current.flow));
    },
  );

  app.post('/otp/sendByEmail', async (request, reply) => {
    const { flow, code } = await awaitingCode(request, reply);
    if (code !== 'email_code') throw badRequest(AUTH_SESSION_OVER);
    return methods.email_code.send(flow, request.ip, devices.trusts(request)(flow.userId!));
  });

  app.post('/otp/ask-for-support', { schema: { body: bodyOf(supportBody) } }, async (request, reply) => {
    const { flow } = await awaitingCode(request, reply);
    await askForSupport({ userId: flow.userId!, ip: request.ip, ...request.body });
    return { sent: true };
  });
}
