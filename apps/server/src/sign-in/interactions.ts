/**
 * The provider's side of our interactions: read the one in progress, and hand back a sign-in or a
 * consent so the provider goes on to the client app.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { consentMessages } from '@portal/shared';
import { handBackPage } from '../oidc/pages.ts';

export function createInteractions(provider: Provider) {
  const portalOrigin = new URL(provider.issuer).origin;

  /** What `provider.interactionResult` does, on the interaction read at the start of the request rather than read again. */
  async function saveResult(interaction: Interaction, accountId: string, amr: string[], acr?: string) {
    interaction.result = { login: { accountId, amr, ...(acr ? { acr } : {}) } };
    await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
    return interaction.returnTo;
  }

  return {
    /** The interaction the browser's cookie names; undefined when it is over or unknown. */
    async current(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return undefined;
      }
    },

    /**
     * The user is authenticated by `amr` (at level `acr`): the address to send the browser back to
     * the provider.
     */
    signedIn(interaction: Interaction, accountId: string, amr: string[], acr?: string): Promise<string> {
      return saveResult(interaction, accountId, amr, acr);
    },

    /** The consent prompt answered yes: the grant holds what the application asks. */
    async granted(request: FastifyRequest, reply: FastifyReply, interaction: Interaction): Promise<string> {
      const clientId = String(interaction.params.client_id);
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

    /**
     * Sends the browser on to `next` (the provider's resume, or the portal's home). After a form
     * post for an application on another origin, a page that goes on by itself (`handBackPage`):
     * the redirects that follow, to the application and on wherever it sends its user (a gateway
     * protecting another origin), are then not the form's, which `form-action` would stop.
     */
    handBack(request: FastifyRequest, reply: FastifyReply, interaction: Interaction, next: string) {
      const application = URL.parse(String(interaction.params.redirect_uri ?? ''));
      if (request.method !== 'POST' || application?.origin === portalOrigin) return reply.redirect(next, 303);
      return reply.type('text/html; charset=utf-8').send(handBackPage(next));
    },

    /** The consent prompt answered no: the application gets `access_denied`. */
    refused(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      const error = { error: 'access_denied', error_description: consentMessages.refused };
      return provider.interactionResult(request.raw, reply.raw, error, { mergeWithLastSubmission: false });
    },
  };
}
export type Interactions = ReturnType<typeof createInteractions>;
