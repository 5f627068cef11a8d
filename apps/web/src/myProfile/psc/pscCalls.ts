import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PscLinkState } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useStepUp } from '../../forms/stepUp/StepUpProvider.tsx';
import { fetchPscInit } from '../../psc/pscInit.ts';

export const PSC_LINK_KEY = ['users', 'me', 'psc'] as const;

/** `GET /api/users/me/psc`: whether Pro Santé Connect can be linked, and whether it is. */
export function usePscLinkState() {
  return useQuery({
    queryKey: PSC_LINK_KEY,
    queryFn: () => api<PscLinkState>('/api/users/me/psc'),
  });
}

/**
 * `GET /psc/init?purpose=link`: the address that starts the link (null: no provider configured),
 * after the password again if the server asks for it.
 */
export function useStartPscLink() {
  const withStepUp = useStepUp();
  return useMutation({ mutationFn: () => withStepUp(() => fetchPscInit({ purpose: 'link' })) });
}

/** `DELETE /api/users/me/psc` (the password again if the server asks for it), then the state again. */
export function useUnlinkPsc() {
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withStepUp(() => api<unknown>('/api/users/me/psc', { method: 'DELETE' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PSC_LINK_KEY }),
  });
}
