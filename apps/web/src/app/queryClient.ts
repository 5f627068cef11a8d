import { QueryClient } from '@tanstack/react-query';

/** Data is fetched once and kept: a screen asks again only when it forces it (invalidation). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
