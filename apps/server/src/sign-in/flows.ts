/**
 * A sign-in in progress, kept on the server: who, how proven so far (the password, or Pro Santé
 * Connect's certified identity), which factor is next. It is tied to the provider's interaction,
 * expires with it, and is read only in the browser that started it: that browser holds a random
 * sign-in cookie whose hash the flow keeps (the provider's own interaction cookie is sent to the
 * interaction's paths only, not to `/otp/sendByEmail` nor to Pro Santé Connect's callback). Nothing
 * the browser holds says who signs in or what is proven.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { COOKIES, cookieOptions } from '../http/cookies.ts';
import { randomToken, sha256 } from '../security/codes.ts';
import { signInFlowRepository, type SignInFlow } from './flow-repository.ts';

export type { SignInFlow } from './flow-repository.ts';

/** The interaction a flow belongs to: its uid and its expiry (epoch seconds, the provider's `exp`). */
export interface FlowInteraction {
  uid: string;
  exp: number;
}

export function signInFlows(db: Db, secure: boolean, ttlSeconds: number) {
  const repository = signInFlowRepository(db);
  const browserToken = (request: FastifyRequest) => {
    const token = request.cookies[COOKIES.signInBrowser];
    return token && token.length <= 64 ? token : undefined;
  };
  /** This browser's sign-in cookie, set when it has none yet. */
  const browserHash = (request: FastifyRequest, reply: FastifyReply) => {
    let token = browserToken(request);
    if (!token) {
      token = randomToken();
      reply.setCookie(COOKIES.signInBrowser, token, cookieOptions(secure, ttlSeconds));
    }
    return sha256(token);
  };
  const expiry = (interaction: FlowInteraction) => new Date(interaction.exp * 1000);

  return {
    /** The password is right: `factor` is next. */
    passwordAccepted(
      request: FastifyRequest,
      reply: FastifyReply,
      interaction: FlowInteraction,
      { userId, factor, loginAddress }: { userId: string; factor: 'otp' | 'totp'; loginAddress: string },
    ): Promise<void> {
      return repository.save({
        uid: interaction.uid,
        browserHash: browserHash(request, reply),
        userId,
        provenBy: 'pwd',
        pendingFactor: factor,
        loginAddress,
        expiresAt: expiry(interaction),
      });
    },

    /** Pro Santé Connect certified who signs in: the interaction completes once opened in this browser. */
    certifiedByPsc(request: FastifyRequest, reply: FastifyReply, interaction: FlowInteraction, userId: string) {
      return repository.save({
        uid: interaction.uid,
        browserHash: browserHash(request, reply),
        userId,
        provenBy: 'psc',
        expiresAt: expiry(interaction),
      });
    },

    /** The flow of interaction `uid` in this browser; undefined when there is none, or it expired. */
    async of(request: FastifyRequest, uid: string): Promise<SignInFlow | undefined> {
      const token = browserToken(request);
      return token ? repository.find(uid, sha256(token)) : undefined;
    },

    /** This browser's latest flow waiting for a second factor (the code's screen names no interaction). */
    async pending(request: FastifyRequest): Promise<(SignInFlow & { provenBy: 'pwd' }) | undefined> {
      const token = browserToken(request);
      const flow = token ? await repository.findPending(sha256(token)) : undefined;
      return flow?.provenBy === 'pwd' ? flow : undefined;
    },

    /** The sign-in is complete, or given up: its flow ends, once. */
    end: (uid: string): Promise<boolean> => repository.end(uid),
  };
}
export type SignInFlows = ReturnType<typeof signInFlows>;
