import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Job } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useNotify } from '../../notifications/useNotify.ts';

/** `GET /api/jobs?onlyRppsJobs=…`: the professions to choose from. */
export function useJobs(onlyRppsJobs: boolean) {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['jobs', onlyRppsJobs],
    queryFn: () => api<Job[]>(`/api/jobs?onlyRppsJobs=${String(onlyRppsJobs)}`),
    staleTime: Infinity,
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) notify.error(error.message);
  }, [error, notify]);
  return query.data ?? [];
}
