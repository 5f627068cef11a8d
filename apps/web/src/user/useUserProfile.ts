import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages, type UserProfile } from '@portal/shared';
import { ApiError, api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

export const USER_PROFILE_KEY = ['users', 'me'] as const;

/** `GET /api/users/me`: the profile (e-mails, phones, ...), fetched when `enabled`. */
export function useUserProfile(enabled = true) {
  const notify = useNotify();
  const query = useQuery({
    queryKey: USER_PROFILE_KEY,
    queryFn: () => api<UserProfile>('/api/users/me'),
    enabled,
  });
  const failedOtherThan401 = query.isError && !(query.error instanceof ApiError && query.error.status === 401);

  useEffect(() => {
    if (failedOtherThan401) notify.error(messages.profileFetchFailed);
  }, [failedOtherThan401, notify]);

  return query;
}
