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
import {
  ACR_PASSWORD,
  ACR_PHISHING_RESISTANT,
  ACR_TWO_FACTORS,
  asksMoreThanPassword,
  asksPhishingResistant,
  classesAsked,
} from '../oidc/acr.ts';
import { findClientApp } from '../oidc/clients.ts';
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

  /**
   * Whether the flow awaits `method` now: a first factor before any, or the second factor pending,
   * one of its alternatives, or one that stands in for it (never when the app wants a passkey only).
   */
  function awaits(flow: SignInFlow, method: SignInMethod<never>): boolean {
    if (flow.done.length === 0 && method.order !== 'second') return method.name !== 'psc' || flow.pending === 'psc';
    if (method.order === 'first' || flow.done.length === 0 || flow.pending === undefined) return false;
    return (
      flow.pending === method.name ||
      (flow.alternatives ?? []).includes(method.name) ||
      (method.standsIn === true && byName[flow.pending].order !== 'first' && !asksPhishingResistant(flow.acrValues))
    );
  }

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
    const last = done.at(-1)!;
    const amr = [...new Set([...done.slice(0, -1).flatMap((method) => method.amr), ...(proof.amr ?? last.amr)])];
    const used = (name: MethodName) => done.some((method) => method.name === name);
    const acr = used('psc')
      ? PSC_ACR
      : used('passkey')
        ? ACR_PHISHING_RESISTANT
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
    const clientId = String(interaction.params.client_id);
    // The class the app's configuration requires replaces whatever it asks (`oidc/acr.ts`'s check).
    const required = findClientApp(config, clientId)?.required_acr;
    const flow = (await repository.find(interaction.uid)) ?? {
      uid: interaction.uid,
      clientId,
      acrValues: required ? [required] : classesAsked(interaction.params),
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
      return pending && flow.done.length > 0 ? pending.screen : 'login';
    },

    /** The screens of the second factors accepted in place of the one awaited (the passkey screen offers them). */
    alternativeScreens(flow: SignInFlow): SignInMethod['screen'][] {
      return (flow.alternatives ?? []).map((name) => byName[name].screen);
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
      if (flow.done.length > 0) return signedIn(request, reply, current, proof, [byName[flow.done[0]!], method]);
      // The app wants a passkey: after the password, only one of the account's passkeys is accepted.
      const passkeyOnly = asksPhishingResistant(flow.acrValues);
      if (name === 'password' && passkeyOnly && !proof.hasPasskey) {
        return { kind: 'refused', verdict: { refused: 'passkeyRequired' } };
      }
      const needsSecondFactor =
        name === 'password' &&
        (config.auth.otp_is_mandatory ||
          proof.secondFactor === 'authenticator_app' ||
          proof.hasPasskey === true ||
          asksMoreThanPassword(flow.acrValues));
      if (!needsSecondFactor || !proof.secondFactor) return signedIn(request, reply, current, proof, [method]);
      const pending = proof.hasPasskey ? 'passkey' : proof.secondFactor;
      const next: SignInFlow = {
        ...flow,
        userId: proof.userId,
        loginAddress: proof.loginAddress,
        done: [name],
        pending,
        alternatives: pending === 'passkey' && !passkeyOnly ? [proof.secondFactor] : [],
      };
      if (!(await repository.begin(next, expiry(current.interaction)))) return { kind: 'over' };
      return { kind: 'factor', screen: byName[pending].screen };
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
