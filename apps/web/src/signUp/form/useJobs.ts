import { useQuery } from '@tanstack/react-query';
import type { Job } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useNotifyOnError } from '../../notifications/useNotifyOnError.ts';

/** `GET /api/jobs?onlyRppsJobs=…`: the professions to choose from. */
export function useJobs(onlyRppsJobs: boolean) {
  const query = useQuery({
    queryKey: ['jobs', onlyRppsJobs],
    queryFn: () => api<Job[]>(`/api/jobs?onlyRppsJobs=${String(onlyRppsJobs)}`),
    staleTime: Infinity,
    retry: false,
  });
  useNotifyOnError(query.error);
  return query.data ?? [];
}
