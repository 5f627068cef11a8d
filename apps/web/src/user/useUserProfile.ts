import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages, type UserProfile } from '@portal/shared';
import { ApiError, api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

export const USER_PROFILE_KEY = ['users', 'me'] as const;

/** The profile's query, for a screen that handles its failure itself. */
export const userProfileQuery = {
  queryKey: USER_PROFILE_KEY,
  queryFn: () => api<UserProfile>('/api/users/me'),
};

/** `GET /api/users/me`: the profile (e-mails, phones, ...), fetched when `enabled`. */
export function useUserProfile(enabled = true) {
  const notify = useNotify();
  const query = useQuery({ ...userProfileQuery, enabled });
  const failedOtherThan401 = query.isError && !(query.error instanceof ApiError && query.error.status === 401);

  useEffect(() => {
    if (failedOtherThan401) notify.error(messages.profileFetchFailed);
  }, [failedOtherThan401, notify]);

  return query;
}
