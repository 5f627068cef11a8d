import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/useNotify.ts';
import { fetchPscInit, type PscInitQuery } from './pscInit.ts';

interface PscInitOptions {
  /** False until the query is known (e.g. the Login screen's interaction). */
  enabled?: boolean;
  /** A failure other than 404 says so in a notification (SignupChoice); otherwise it stays silent. */
  notifyFailure?: boolean;
}

/**
 * `GET /psc/init?…`: the address of the Pro Santé Connect button, or undefined while unknown, when no
 * provider is configured (404) or when the call failed: the button then stays hidden. Asked again on
 * each mount (the address may be good for one journey only); a new query keeps the previous address
 * shown until its own arrives (the Login screen renews its interaction every 5 minutes).
 */
export function usePscInit(
  query: PscInitQuery,
  { enabled = true, notifyFailure = false }: PscInitOptions = {},
): string | undefined {
  const { t } = useTranslation();
  const notify = useNotify();
  const init = useQuery({
    queryKey: ['psc-init', query],
    queryFn: () => fetchPscInit(query),
    enabled,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const failed = notifyFailure && init.isError;
  useEffect(() => {
    if (failed) notify.info(t('signUp.pscUnavailable'));
  }, [failed, notify, t]);
  return (enabled && !init.isError && init.data) || undefined;
}
