import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@portal/shared';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

/** `GET /api/cookies-policy`: the policy's HTML text. */
export function useCookiesPolicy() {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['cookies-policy'],
    queryFn: () => api<{ cookiesPolicyContent: string }>('/api/cookies-policy'),
  });
  useEffect(() => {
    if (query.isError) notify.error(messages.cookiesPolicyFailed);
  }, [notify, query.isError]);
  return query;
}
