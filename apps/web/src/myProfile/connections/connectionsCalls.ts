import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecentSignIn, SignedInBrowser } from '@portal/shared';
import { api } from '../../api/api.ts';

export const SIGNED_IN_BROWSERS_KEY = ['users', 'me', 'sessions'] as const;
export const RECENT_SIGN_INS_KEY = ['users', 'me', 'sign-ins'] as const;

/** `GET /api/users/me/sessions`: the browsers where the account is signed in. */
export function useSignedInBrowsers() {
  return useQuery({
    queryKey: SIGNED_IN_BROWSERS_KEY,
    queryFn: () => api<SignedInBrowser[]>('/api/users/me/sessions'),
  });
}

/** `GET /api/users/me/sign-ins`: the last twenty sign-ins. */
export function useRecentSignIns() {
  return useQuery({
    queryKey: RECENT_SIGN_INS_KEY,
    queryFn: () => api<RecentSignIn[]>('/api/users/me/sign-ins'),
  });
}

/**
 * `DELETE /api/users/me/sessions/{sessionId}` (one browser) or `DELETE /api/users/me/sessions`
 * (every other one): the list without them at once, then the list again.
 */
export function useEndBrowsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | 'others') =>
      api<unknown>(
        sessionId === 'others' ? '/api/users/me/sessions' : `/api/users/me/sessions/${encodeURIComponent(sessionId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: (_, sessionId) => {
      queryClient.setQueryData<SignedInBrowser[]>(SIGNED_IN_BROWSERS_KEY, (browsers) =>
        browsers?.filter((browser) => (sessionId === 'others' ? browser.current : browser.sessionId !== sessionId)),
      );
      return queryClient.invalidateQueries({ queryKey: SIGNED_IN_BROWSERS_KEY });
    },
  });
}

/** `POST /api/sessions/end-from-mail`: the browser the new-browser e-mail names is signed out. */
export function useEndFromMail() {
  return useMutation({
    mutationFn: (token: string) => api<unknown>('/api/sessions/end-from-mail', { method: 'POST', body: { token } }),
  });
}
