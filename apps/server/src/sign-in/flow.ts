/**
 * A sign-in in progress, one flow per provider interaction: who signs in, the methods done, the one
 * awaited, the client app asking and the classes it asked for. It is kept with the interaction
 * (`flow-repository.ts`: its row goes when the provider removes the interaction), and found through
 * the provider's own interaction cookie: a step is accepted only from the browser holding the
 * interaction it names, only when the flow awaits it, and once. This module alone decides what
 * comes after a method (another factor or the end), from the configuration and the client's
 * `acr_values`, and ends every sign-in the same way: the provider's result saved, then its resume.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { seenBrowser } from '../account-sessions/browser-names.ts';
import type { NewBrowserNotices } from '../account-sessions/new-browser.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { ACR_PASSWORD, ACR_TWO_FACTORS, asksMoreThanPassword, classesAsked } from '../oidc/acr.ts';
import { PSC_ACR } from '../psc/assurance.ts';
import { signInFlowRepository } from './flow-repository.ts';
import type { Interactions } from './interactions.ts';
import type { SignInJournal } from './journal.ts';
import type { SignInMethods } from './methods/index.ts';
import type { Attempt, MethodName, Proof, SignInFlow, SignInMethod, Verdict } from './methods/method.ts';
import type { TrustedDevices } from './trusted-devices.ts';

export type { SignInFlow } from './methods/method.ts';

/** The interaction this browser is in, and its flow. */
export interface Current {
  interaction: Interaction;
  flow: SignInFlow;
}

/** What a step leads to: the screen of the next factor, the provider's resume (the end), or a refusal. */
export type Next =
  | { kind: 'factor'; screen: SignInMethod['screen'] }
  | { kind: 'signedIn'; returnTo: string }
  | { kind: 'refused'; verdict: Exclude<Verdict, { proven: Proof }> }
  /** Out of order, done twice, another interaction's, or expired. */
  | { kind: 'over' };

interface Deps {
  config: Config;
  db: Db;
  interactions: Interactions;
  devices: TrustedDevices;
  journal: SignInJournal;
  methods: SignInMethods;
  /** The owner told of a sign-in from a browser the account never used (`account-sessions/new-browser.ts`). */
  newBrowsers?: NewBrowserNotices;
}

/** The input each method reads from the browser. */
type InputOf<Name extends MethodName> = SignInMethods[Name] extends SignInMethod<infer Input> ? Input : never;

export function signInFlows({ config, db, interactions, devices, journal, methods, newBrowsers }: Deps) {
  const byName = methods as Record<MethodName, SignInMethod<never>>;
  const repository = signInFlowRepository(db);
  const expiry = (interaction: Interaction) => new Date(interaction.exp * 1000);

  /** Whether the flow awaits `method` now. */
  const awaits = (flow: SignInFlow, method: SignInMethod<never>) =>
    method.order === 'first'
      ? flow.done.length === 0 && (method.name !== 'psc' || flow.pending === 'psc')
      : flow.pending === method.name ||
        (method.standsIn === true && flow.pending !== undefined && byName[flow.pending].order === 'second');

  /** Every factor is done: the browser is trusted, the sign-in journaled, the provider goes on. */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    current: Current,
    proof: Proof,
    done: SignInMethod<never>[],
  ): Promise<Next> {
    const { interaction, flow } = current;
    if (flow.pending && !(await repository.end(flow.uid, flow.pending))) return { kind: 'over' };
    const amr = [...new Set(done.flatMap((method) => method.amr))];
    const acr = done.some((method) => method.name === 'psc')
      ? PSC_ACR
      : done.length > 1
        ? ACR_TWO_FACTORS
        : ACR_PASSWORD;
    await proof.settle?.();
    const known = devices.trusts(request)(proof.userId);
    const methods = done.map((method) => method.name);
    await newBrowsers?.signedIn(request, {
      userId: proof.userId,
      interactionUid: interaction.uid,
      amr,
      methods,
      known,
    });
    devices.trust(request, reply, proof.userId, proof.loginAddress);
    await journal.record(proof.userId, amr, methods, seenBrowser(request.headers['user-agent'], request.ip));
    return { kind: 'signedIn', returnTo: await interactions.signedIn(interaction, proof.userId, amr, acr) };
  }

  async function flowOf(interaction: Interaction): Promise<Current> {
    const flow = (await repository.find(interaction.uid)) ?? {
      uid: interaction.uid,
      clientId: String(interaction.params.client_id),
      acrValues: classesAsked(interaction.params),
      done: [],
    };
    return { interaction, flow };
  }

  return {
    /**
     * The interaction the browser's interaction cookie names, when it is `uid` (when given), and its
     * flow (a new one when nothing is done yet); undefined when there is none, or it is over.
     */
    async current(request: FastifyRequest, reply: FastifyReply, uid?: string): Promise<Current | undefined> {
      const interaction = await interactions.current(request, reply);
      if (!interaction || (uid !== undefined && interaction.uid !== uid)) return undefined;
      return flowOf(interaction);
    },

    /** The flow of an interaction the portal opened for this browser in this very request. */
    of: flowOf,

    /** The screen the flow shows now (the login form, or its second factor's). */
    screen(flow: SignInFlow): SignInMethod['screen'] {
      const pending = flow.pending && byName[flow.pending];
      return pending && pending.order === 'second' ? pending.screen : 'login';
    },

    /** Method `name`'s step: refused unless the flow awaits it; checked; then the flow goes on. */
    async step<Name extends MethodName>(
      request: FastifyRequest,
      reply: FastifyReply,
      current: Current,
      name: Name,
      attempt: Omit<Attempt<InputOf<Name>>, 'flow'>,
    ): Promise<Next> {
      const { flow } = current;
      const method = byName[name];
      if (!awaits(flow, method)) return { kind: 'over' };
      const verdict = await (method as SignInMethod<InputOf<Name>>).check({ ...attempt, flow });
      if (!('proven' in verdict)) return { kind: 'refused', verdict };
      const proof = verdict.proven;
      if (method.order === 'second') return signedIn(request, reply, current, proof, [byName[flow.done[0]!], method]);
      const needsSecondFactor =
        name === 'password' &&
        (config.auth.otp_is_mandatory ||
          proof.secondFactor === 'authenticator_app' ||
          asksMoreThanPassword(flow.acrValues));
      if (!needsSecondFactor || !proof.secondFactor) return signedIn(request, reply, current, proof, [method]);
      const next: SignInFlow = {
        ...flow,
        userId: proof.userId,
        loginAddress: proof.loginAddress,
        done: [name],
        pending: proof.secondFactor,
      };
      if (!(await repository.begin(next, expiry(current.interaction)))) return { kind: 'over' };
      return { kind: 'factor', screen: byName[proof.secondFactor].screen };
    },

    /** The browser leaves for Pro Santé Connect: its answer is the step awaited. */
    async awaitPsc(current: Current): Promise<boolean> {
      const { flow, interaction } = current;
      if (flow.done.length > 0) return false;
      return repository.begin({ ...flow, pending: 'psc' }, expiry(interaction));
    },
  };
}
export type SignInFlows = ReturnType<typeof signInFlows>;
