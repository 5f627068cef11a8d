/**
 * The provider's consent prompt: a first-party application, or one whose remembered consent covers
 * what it asks, is granted without a screen; another is sent to the SPA's consent screen
 * (`#/consent`), whose form answers here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import type { ConsentDecision, ConsentRequest } from '@portal/shared';
import { spaUrl } from '../http/spa-url.ts';
import type { Interactions } from '../sign-in/interactions.ts';
import type { Consents } from './service.ts';

/** The OpenID scopes the application asks for (what the screen lists and the consent remembers). */
const askedScopes = (interaction: Interaction) =>
  String(interaction.params.scope ?? '')
    .split(' ')
    .filter(Boolean);

/** What its grant does not hold yet. */
const missingScopes = (interaction: Interaction) =>
  (interaction.prompt.details as { missingOIDCScope?: string[] }).missingOIDCScope ?? [];

export function createConsentPrompt({ consents, interactions }: { consents: Consents; interactions: Interactions }) {
  const clientOf = (interaction: Interaction) => String(interaction.params.client_id);
  const userOf = (interaction: Interaction) => interaction.session!.accountId;

  return {
    /**
     * `GET /oidc/interaction/{id}` during a consent prompt: the browser's navigation is granted at
     * once when nothing needs asking, else sent to the screen; the screen's JSON call only reads.
     */
    async show(request: FastifyRequest, reply: FastifyReply, interaction: Interaction, wantsJson: boolean) {
      const clientId = clientOf(interaction);
      if (wantsJson) {
        const answer: ConsentRequest = {
          interactionId: interaction.uid,
          interactionType: 'consent',
          clientId,
          clientName: consents.appName(clientId) ?? clientId,
          scopes: askedScopes(interaction),
        };
        return answer;
      }
      const covered =
        consents.isFirstParty(clientId) ||
        (await consents.covers(userOf(interaction), clientId, missingScopes(interaction)));
      if (covered) return reply.redirect(await interactions.granted(request, reply, interaction), 303);
      return reply.redirect(spaUrl('consent', { interactionId: interaction.uid }), 303);
    },

    /** `POST /oidc/interaction/{id}/consent`: the user's answer, remembered when yes. */
    async decide(request: FastifyRequest, reply: FastifyReply, interaction: Interaction, decision: ConsentDecision) {
      let next: string;
      if (decision === 'refuse') next = await interactions.refused(request, reply);
      else {
        await consents.give(userOf(interaction), clientOf(interaction), askedScopes(interaction));
        next = await interactions.granted(request, reply, interaction);
      }
      return interactions.handBack(request, reply, interaction, next);
    },
  };
}
export type ConsentPrompt = ReturnType<typeof createConsentPrompt>;
