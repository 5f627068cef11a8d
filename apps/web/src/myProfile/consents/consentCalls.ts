import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorizedApp } from '@portal/shared';
import { api } from '../../api/api.ts';

export const AUTHORIZED_APPS_KEY = ['users', 'me', 'consents'] as const;

/** `GET /api/users/me/consents`: the applications that are not first-party the user let in. */
export function useAuthorizedApps() {
  return useQuery({
    queryKey: AUTHORIZED_APPS_KEY,
    queryFn: () => api<AuthorizedApp[]>('/api/users/me/consents'),
  });
}

/** `DELETE /api/users/me/consents/{clientId}`: the application is gone from the list, then the list again. */
export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      api<unknown>(`/api/users/me/consents/${encodeURIComponent(clientId)}`, { method: 'DELETE' }),
    onSuccess: (_, clientId) => {
      queryClient.setQueryData<AuthorizedApp[]>(AUTHORIZED_APPS_KEY, (apps) =>
        apps?.filter((app) => app.clientId !== clientId),
      );
      return queryClient.invalidateQueries({ queryKey: AUTHORIZED_APPS_KEY });
    },
  });
}
