import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accessibilityStatementMessages } from '@portal/shared';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

/** `GET /api/accessibility-statement`: the statement's HTML text, its conformance state said in it. */
export function useAccessibilityStatement() {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['accessibility-statement'],
    queryFn: () => api<{ accessibilityStatementContent: string }>('/api/accessibility-statement'),
  });
  useEffect(() => {
    if (query.isError) notify.error(accessibilityStatementMessages.loadFailed);
  }, [notify, query.isError]);
  return query;
}
