import type { UserProfile } from '@portal/shared';
import { api } from '../api/api.ts';

export const USER_PROFILE_KEY = ['users', 'me'] as const;

/**
 * `GET /api/users/me`, the profile's query, for a screen that handles its failure itself; a module
 * of its own, without the messages, so that the start can fetch it (`app/routeData.ts`).
 */
export const userProfileQuery = {
  queryKey: USER_PROFILE_KEY,
  queryFn: () => api<UserProfile>('/api/users/me'),
};
