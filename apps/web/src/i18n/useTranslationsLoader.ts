import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startMessages } from '@portal/shared';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { addTranslations, hasTranslations, type TranslationResources } from './i18n.ts';

/** `GET /i18n.json`: the interface texts, i18next resources by locale. */
export const translationsQuery = queryOptions({
  queryKey: ['i18n'],
  queryFn: () => api<TranslationResources>('/i18n.json'),
});

/**
 * Loads `GET /i18n.json` once into i18next (index.html fetches it with the scripts); when it
 * fails, the labels the build knows, fetched on demand. Answers whether the texts are there: at
 * once when the portal's start merged them before its first render (`loadStartData`).
 */
export function useTranslationsLoader(): boolean {
  const { i18n } = useTranslation();
  const notify = useNotify();
  const [ready, setReady] = useState(() => hasTranslations(i18n));
  const translations = useQuery(translationsQuery);

  useEffect(() => {
    if (!translations.data || hasTranslations(i18n, translations.data)) return;
    addTranslations(i18n, translations.data);
    setReady(true);
  }, [i18n, translations.data]);

  useEffect(() => {
    if (!translations.isError) return;
    notify.error(startMessages.translationsFailed);
    let current = true;
    void import('./bundledTranslations.ts').then(({ bundledTranslations }) => {
      addTranslations(i18n, bundledTranslations);
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [i18n, notify, translations.isError]);

  return ready;
}
