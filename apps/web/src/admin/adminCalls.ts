import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api.ts';
import { useStepUp } from '../forms/stepUp/StepUpProvider.tsx';
import { useNotify } from '../notifications/useNotify.ts';

/** Every query of the administration space starts with this key: any change refreshes them all. */
export const ADMIN_KEY = ['admin'] as const;

interface AdminQueryOptions<T> {
  enabled?: boolean;
  /** A page of a list: the previous page stays shown while the next one loads. */
  paged?: boolean;
  /** Asked again every so many milliseconds; or as the answer shown says (`false`: not again). */
  refetchInterval?: number | ((data: T | undefined) => number | false);
}

/** How long data the page's start fetched for the screen (`app/routeData.ts`) is not asked for again. */
const JUST_FETCHED_MS = 2000;

/** `GET path` of the administration space: its key and call. */
export const adminQuery = <T>(path: string) => ({ queryKey: [...ADMIN_KEY, path], queryFn: () => api<T>(path) });

/**
 * `GET path` of the administration space, asked again each time a screen shows it (unless the
 * page's start fetched it a moment ago).
 */
export function useAdminQuery<T>(path: string, { enabled, paged, refetchInterval }: AdminQueryOptions<T> = {}) {
  return useQuery({
    ...adminQuery<T>(path),
    staleTime: 0,
    refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
    enabled,
    placeholderData: paged ? keepPreviousData : undefined,
    refetchInterval:
      typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
    refetchOnWindowFocus: refetchInterval !== undefined,
  });
}

/**
 * A change in the administration space: the password again if the server asks for it, then the
 * success notification, every admin query refreshed; a refusal is notified with the server's text.
 */
export function useAdminMutation<V>(call: (variables: V) => Promise<unknown>, success: (variables: V) => string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: (variables: V) => withStepUp(() => call(variables)),
    onSuccess: (_, variables) => {
      notify.success(success(variables));
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (error) => notify.error(error.message),
  });
}

/** `POST path` with a JSON body, as most admin changes are. */
export const post = (path: string, body: unknown = {}) => api<unknown>(path, { method: 'POST', body });
