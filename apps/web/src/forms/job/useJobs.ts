import { useQuery } from '@tanstack/react-query';
import type { Job } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useNotifyOnError } from '../../notifications/useNotifyOnError.ts';

/**
 * `GET /api/jobs?onlyRppsJobs=…`: the professions to choose from. The user's `current` profession
 * stays offered even when the list no longer has it.
 */
export function useJobs(onlyRppsJobs: boolean, current?: Job): Job[] {
  const query = useQuery({
    queryKey: ['jobs', onlyRppsJobs],
    queryFn: () => api<Job[]>(`/api/jobs?onlyRppsJobs=${String(onlyRppsJobs)}`),
    staleTime: Infinity,
    retry: false,
  });
  useNotifyOnError(query.error);
  const jobs = query.data ?? [];
  return current && !jobs.some((job) => job.jobCode === current.jobCode) ? [current, ...jobs] : jobs;
}
