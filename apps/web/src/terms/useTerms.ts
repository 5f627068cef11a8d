import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';

/** `GET /api/cgu/`: the terms of use as HTML, asked once the terms dialog opens or their screen shows. */
export function useTerms(open: boolean) {
  return useQuery({
    queryKey: ['cgu'],
    queryFn: () => api<{ cguContent: string }>('/api/cgu/'),
    enabled: open,
    staleTime: Infinity,
    retry: false,
  });
}
