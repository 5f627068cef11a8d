import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/shared';
import { ApiError, api } from '../api/api.ts';

export const CURRENT_USER_KEY = ['me'] as const;

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api<CurrentUser>('/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** `GET /me`: the signed-in user, `null` for an anonymous visitor. */
export const currentUserQuery = queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });

/**
 * `GET /me`: the signed-in user, `null` for an anonymous visitor, `undefined` while unknown.
 * Cached; asked again only when its query is invalidated (sign-in, profile saved).
 */
export function useCurrentUser(): { user: CurrentUser | null | undefined; isPending: boolean } {
  const query = useQuery(currentUserQuery);
  if (query.isError) return { user: null, isPending: false };
  return { user: query.data, isPending: query.isPending };
}
