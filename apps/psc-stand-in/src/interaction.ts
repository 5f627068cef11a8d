/** The stand-in's interaction page: the choice of a demo practitioner, in place of the CPS card or e-CPS app. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { choicePage, messagePage, pageHeaders } from './pages.ts';
import type { PscDemoPractitioner } from './practitioners.ts';
import { PSC_ACR, PSC_AMR } from './protocol.ts';
import type { StandInClient } from './types.ts';

const MAX_FORM_BYTES = 8 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function origin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export interface InteractionOptions {
  provider: Provider;
  issuerPath: string;
  clientsById: Map<string, StandInClient>;
  practitioners: readonly PscDemoPractitioner[];
}

/** Answers `{issuerPath}/interaction/{uid}`: the choice page, then the provider's result. */
export function interactionHandler({ provider, issuerPath, clientsById, practitioners }: InteractionOptions) {
  const byKey = new Map(practitioners.map((p) => [p.key, p]));
  return async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const send = (status: number, html: string, formTargets?: string[]) => {
      res.writeHead(status, pageHeaders(formTargets));
      res.end(req.method === 'HEAD' ? undefined : html);
    };
    if (!['GET', 'HEAD', 'POST'].includes(req.method ?? '')) {
      send(405, messagePage('Méthode non permise', "Cette page ne s'utilise qu'avec GET ou POST."));
      return;
    }
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid) {
      send(
        400,
        messagePage('Demande expirée', 'La demande de connexion a expiré. Veuillez recommencer depuis l’application.'),
      );
      return;
    }
    const clientId = String(details.params.client_id ?? '');
    const finish = (result: InteractionResults) =>
      provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });

    if (details.prompt.name !== 'login') {
      // loadExistingGrant grants everything asked; should consent still be asked, grant it here.
      const accountId = details.session?.accountId;
      if (details.prompt.name !== 'consent' || !accountId) {
        send(400, messagePage('Requête invalide', 'Cette étape de connexion n’est pas prise en charge.'));
        return;
      }
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ clientId, accountId }))
        : new provider.Grant({ clientId, accountId });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      await finish({ consent: { grantId: await grant.save() } });
      return;
    }

    if (req.method !== 'POST') {
      const targets = (clientsById.get(clientId)?.redirect_uris ?? []).flatMap((uri) => origin(uri) ?? []);
      send(200, choicePage({ action: `${issuerPath}/interaction/${uid}`, clientId, practitioners }), [
        ...new Set(targets),
      ]);
      return;
    }
    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch {
      send(413, messagePage('Requête trop grande', 'Le formulaire envoyé est trop grand.'));
      return;
    }
    if (form.has('cancel')) {
      await finish({ error: 'access_denied', error_description: 'Connexion annulée par l’utilisateur.' });
      return;
    }
    const practitioner = byKey.get(form.get('practitioner') ?? '');
    if (!practitioner) {
      send(400, messagePage('Choix invalide', 'Le professionnel choisi est inconnu. Veuillez recommencer.'));
      return;
    }
    const acr = clientsById.get(clientId)?.acr;
    await finish({
      login: {
        accountId: practitioner.claims.sub,
        ...(acr === null ? {} : { acr: acr ?? PSC_ACR }),
        amr: [...PSC_AMR],
        remember: true,
      },
    });
  };
}
