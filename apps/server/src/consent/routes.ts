/**
 * Consent (`packages/shared/src/consent.ts`): the consent screen's form, the profile's
 * "Applications autorisées" and their withdrawal.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { CONSENT_DECISIONS, messages, type AuthorizedApp } from '@portal/shared';
import type { App } from '../http/app.ts';
import { notFound } from '../http/errors.ts';
import { bodyOf } from '../http/schemas.ts';
import type { SessionGuards } from '../http/session.ts';
import { spaUrl } from '../http/spa-url.ts';
import type { Interactions } from '../sign-in/interactions.ts';
import type { ConsentPrompt } from './prompt.ts';
import type { Consents } from './service.ts';

const interactionParams = z.object({ uid: z.string().min(1).max(200) });
const consentForm = z.object({
  prompt: z.string().max(20).optional(),
  decision: z.enum(CONSENT_DECISIONS, { error: messages.genericError }),
});
const clientParams = z.object({ clientId: z.string().min(1).max(200) });

interface Deps {
  consents: Consents;
  consentPrompt: ConsentPrompt;
  interactions: Interactions;
  guards: SessionGuards;
  requireSameOrigin: preHandlerAsyncHookHandler;
}

export function consentRoutes(app: App, { consents, consentPrompt, interactions, guards, requireSameOrigin }: Deps) {
  app.post(
    '/oidc/interaction/:uid/consent',
    { preValidation: requireSameOrigin, schema: { params: interactionParams, body: bodyOf(consentForm) } },
    async (request, reply) => {
      const interaction = await interactions.current(request, reply);
      if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'consent') {
        return reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
      }
      return consentPrompt.decide(request, reply, interaction, request.body.decision);
    },
  );

  app.get('/api/users/me/consents', { preValidation: guards.requireUser }, async (request): Promise<AuthorizedApp[]> =>
    consents.authorizedApps(request.signedIn.userId),
  );

  app.delete(
    '/api/users/me/consents/:clientId',
    { preValidation: guards.requireUser, schema: { params: clientParams } },
    async (request, reply) => {
      if (!(await consents.withdraw(request.signedIn.userId, request.params.clientId))) throw notFound();
      return reply.code(204).send();
    },
  );
}
