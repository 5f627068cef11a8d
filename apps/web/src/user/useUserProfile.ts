import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@portal/shared';
import { ApiError } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { userProfileQuery } from './userProfileQuery.ts';

export { USER_PROFILE_KEY, userProfileQuery } from './userProfileQuery.ts';

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
