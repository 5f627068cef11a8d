import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@portal/shared';
import { api } from '../api/api.ts';

/** `GET /api/config/`: menus, footer, client apps, disclaimers, password policy. */
export const clientConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<ClientConfig>('/api/config/'),
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
