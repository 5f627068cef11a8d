import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api/api.ts';
import { useNotify } from '../../notifications/useNotify.ts';

/** `GET /psc/init`: the identity provider's address, or undefined (404: the option stays hidden). */
export function usePscInit(): string | undefined {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['psc-init'],
    retry: false,
    queryFn: async () => {
      try {
        return (await api<{ oidcAuthUrl?: string }>('/psc/init')).oidcAuthUrl ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  useEffect(() => {
    if (query.isError) notify.info(t('signUp.pscUnavailable'));
  }, [query.isError, notify, t]);
  return query.data ?? undefined;
}
