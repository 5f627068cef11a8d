import { useQuery } from '@tanstack/react-query';
import { INTERACTION_TYPES, type ConsentRequest, type InteractionAnswer } from '@portal/shared';
import { api } from '../api/api.ts';

/** What `GET /oidc/interaction/{id}` answers: the consent asked, or the sign-in step still to do. */
export type ConsentInteraction = ConsentRequest | InteractionAnswer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isConsentRequest(answer: Record<string, unknown>): boolean {
  return (
    answer.interactionType === 'consent' &&
    typeof answer.clientName === 'string' &&
    Array.isArray(answer.scopes) &&
    answer.scopes.every((scope) => typeof scope === 'string')
  );
}

function isSignInStep(answer: Record<string, unknown>): boolean {
  return (INTERACTION_TYPES as readonly unknown[]).includes(answer.interactionType);
}

async function fetchConsentInteraction(interactionId: string): Promise<ConsentInteraction> {
  const answer = await api<unknown>(`/oidc/interaction/${encodeURIComponent(interactionId)}`);
  if (
    isRecord(answer) &&
    typeof answer.interactionId === 'string' &&
    (isConsentRequest(answer) || isSignInStep(answer))
  ) {
    return answer as unknown as ConsentInteraction;
  }
  throw new Error('The interaction answered neither a consent request nor a sign-in step');
}

/** The consent an application asks in this interaction (`#/consent?interactionId=…`), asked once. */
export function useConsentRequest(interactionId: string | undefined) {
  return useQuery({
    queryKey: ['consentRequest', interactionId],
    queryFn: () => fetchConsentInteraction(interactionId ?? ''),
    enabled: interactionId !== undefined,
    gcTime: 0,
  });
}
