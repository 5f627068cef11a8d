import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_REFRESH_MS, type InteractionAnswer, type PortalLoginAnswer } from '@portal/shared';
import { api } from '../api/api.ts';
import { CURRENT_USER_KEY } from '../user/useCurrentUser.ts';

/** The portal callback's answer when a single-sign-on session still existed: no form needed. */
interface AlreadySignedIn {
  signedIn: true;
}

/** Starts a sign-in on the portal (docs/sign-in-flow.md, steps 1 and 2). */
async function startInteraction(): Promise<InteractionAnswer | AlreadySignedIn> {
  const { authUrl } = await api<PortalLoginAnswer>('/portalLogin');
  const answer = await api<Partial<InteractionAnswer & AlreadySignedIn> | string | undefined>(sameOrigin(authUrl));
  if (typeof answer === 'object' && answer.signedIn) return { signedIn: true };
  if (typeof answer !== 'object' || !answer.interactionId || !answer.interactionType) {
    throw new Error('The authorization URL did not end on an interaction');
  }
  return { interactionId: answer.interactionId, interactionType: answer.interactionType };
}

/** The provider is mounted on the portal's own server: call it on the page's origin. */
function sameOrigin(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.search;
}

/**
 * The interaction the login form posts to: the one in the hash query when a client app sent the
 * visitor here, otherwise a fresh one from `GET /portalLogin`, renewed every 5 minutes.
 */
export function useInteraction(interactionIdFromQuery: string | undefined) {
  const navigate = useNavigate();
  const started = useQuery({
    queryKey: ['interaction'],
    queryFn: startInteraction,
    enabled: interactionIdFromQuery === undefined,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: LOGIN_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

  const queryClient = useQueryClient();
  const answer = started.data;
  useEffect(() => {
    if (answer && 'signedIn' in answer) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void navigate('/');
    } else if (answer && answer.interactionType !== 'login') {
      const query = new URLSearchParams({ interactionId: answer.interactionId });
      void navigate(`/${answer.interactionType}?${query.toString()}`);
    }
  }, [answer, navigate, queryClient]);

  return {
    interactionId: interactionIdFromQuery ?? (answer && 'interactionId' in answer ? answer.interactionId : undefined),
    failed: interactionIdFromQuery === undefined && started.isError,
  };
}
