import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobPlace } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useNotifyOnError } from '../../notifications/useNotifyOnError.ts';

export interface JobPlaceFilter {
  label: string;
  zipcode: string;
  city: string;
}

/** `GET /api/jobs/places`: one page of job places (page counts from 0), suggested ones first. */
export function useJobPlaces(filter: JobPlaceFilter, page: number, rowsPerPage: number, suggested: string[] = []) {
  const params = new URLSearchParams({
    label: filter.label.trim(),
    zipcode: filter.zipcode.trim(),
    city: filter.city.trim(),
    page: String(page),
    rowsPerPage: String(rowsPerPage),
    suggestedJobPlaceIds: suggested.join(','),
  });
  const query = useQuery({
    queryKey: ['job-places', params.toString()],
    queryFn: () => api<{ rows: JobPlace[]; count: number }>(`/api/jobs/places?${params.toString()}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useNotifyOnError(query.error);
  return query;
}
