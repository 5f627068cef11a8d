/**
 * The provider's side of our interactions: read the one in progress, and hand back a sign-in or a
 * consent so the provider goes on to the client app.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { Config } from '../config/schema.ts';
import { findClientApp } from '../oidc/clients.ts';

export function createInteractions(provider: Provider, config: Config) {
  return {
    /** The interaction the browser's cookie names; undefined when it is over or unknown. */
    async current(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return undefined;
      }
    },

    /** The user is authenticated by `amr` (at level `acr`): the address to send the browser back to the provider. */
    signedIn(
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: string,
      amr: string[],
      acr?: string,
    ): Promise<string> {
      return provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId, amr, ...(acr ? { acr } : {}) } },
        { mergeWithLastSubmission: false },
      );
    },

    /**
     * Our apps are first-party: the consent prompt (asked e.g. with `prompt=consent` for a refresh
     * token) is granted without a screen. Another app gets the provider's refusal.
     */
    async consented(request: FastifyRequest, reply: FastifyReply, interaction: Interaction): Promise<string> {
      const clientId = String(interaction.params.client_id);
      if (!findClientApp(config, clientId)?.first_party) {
        const error = { error: 'consent_required', error_description: 'consent is not supported for this client' };
        return provider.interactionResult(request.raw, reply.raw, error);
      }
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId: interaction.session!.accountId, clientId });
      const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (details.missingOIDCScope) grant!.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant!.addOIDCClaims(details.missingOIDCClaims);
      const grantId = await grant!.save();
      return provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    },
  };
}
export type Interactions = ReturnType<typeof createInteractions>;
