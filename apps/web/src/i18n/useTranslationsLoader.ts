import { startTransition, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages } from '@portal/shared';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { addTranslations, type TranslationResources } from './i18n.ts';

/** Loads `GET /i18n.json` once into i18next; on failure the bundled French labels stay. */
export function useTranslationsLoader(): void {
  const { i18n } = useTranslation();
  const notify = useNotify();
  const translations = useQuery({
    queryKey: ['i18n'],
    queryFn: () => api<TranslationResources>('/i18n.json'),
  });

  useEffect(() => {
    const { data } = translations;
    // Every translated text renders again: in a transition, in slices, not in one long task.
    if (data) startTransition(() => addTranslations(i18n, data));
  }, [i18n, translations.data]);

  useEffect(() => {
    if (translations.isError) notify.error(messages.translationsFailed);
  }, [notify, translations.isError]);
}
