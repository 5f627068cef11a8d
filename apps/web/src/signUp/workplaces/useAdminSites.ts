import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminSite } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useNotify } from '../../notifications/useNotify.ts';

/** `GET /api/jobs/adminSites/`: the pathology centres still in use. */
export function useAdminSites(): AdminSite[] {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['admin-sites'],
    queryFn: () => api<AdminSite[]>('/api/jobs/adminSites/'),
    staleTime: Infinity,
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) notify.error(error.message);
  }, [error, notify]);
  return (query.data ?? []).filter((site) => !site.deprecated);
}
