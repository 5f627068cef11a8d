import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hasDirectoryFilter } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useNotifyOnError } from '../../notifications/useNotifyOnError.ts';
import type { DirectoryFilter, DirectoryPage } from './types.ts';

/** `GET /api/signup/`: one page of the directory (page counts from 0); nothing asked without a filter. */
export function useDirectorySearch(filter: DirectoryFilter, page: number, rowsPerPage: number) {
  const params = new URLSearchParams({
    firstName: filter.firstName.trim(),
    lastName: filter.lastName.trim(),
    rpps: filter.rpps.trim(),
    page: String(page),
    rowsPerPage: String(rowsPerPage),
  });
  const query = useQuery({
    queryKey: ['directory', params.toString()],
    queryFn: () => api<DirectoryPage>(`/api/signup/?${params.toString()}`),
    enabled: hasDirectoryFilter(filter),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useNotifyOnError(query.error);
  return query;
}
