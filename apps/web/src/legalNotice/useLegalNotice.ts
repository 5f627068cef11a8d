import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@portal/shared';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

/** `GET /api/legal-notice`: the legal notice's HTML text. */
export function useLegalNotice() {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['legal-notice'],
    queryFn: () => api<{ legalNoticeContent: string }>('/api/legal-notice'),
  });
  useEffect(() => {
    if (query.isError) notify.error(messages.legalNoticeFailed);
  }, [notify, query.isError]);
  return query;
}
