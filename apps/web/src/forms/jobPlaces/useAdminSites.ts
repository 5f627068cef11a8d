import { useQuery } from '@tanstack/react-query';
import type { AdminSite } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useNotifyOnError } from '../../notifications/useNotifyOnError.ts';

/** `GET /api/jobs/adminSites/`: the admin sites (pathology centres) still in use. */
export function useAdminSites(): AdminSite[] {
  const query = useQuery({
    queryKey: ['admin-sites'],
    queryFn: () => api<AdminSite[]>('/api/jobs/adminSites/'),
    staleTime: Infinity,
    retry: false,
  });
  useNotifyOnError(query.error);
  return (query.data ?? []).filter((adminSite) => !adminSite.deprecated);
}
