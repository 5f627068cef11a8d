import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { clientConfigQuery } from '../config/useClientConfig.ts';
import { addTranslations, createI18n } from '../i18n/i18n.ts';
import { translationsQuery } from '../i18n/useTranslationsLoader.ts';
import { currentUserQuery } from '../user/useCurrentUser.ts';
import { createQueryClient } from './queryClient.ts';
import { portalTheme } from './theme.ts';

/** The app's data cache and its translations, filled before its first render. */
export interface StartData {
  queryClient: QueryClient;
  i18n: i18n;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `prefetchRouteData` for the signed-in screens only, fetched with the start's calls: the home's
 * first load, within its budget, does not carry it.
 */
const screenData = (hash: string, queryClient: QueryClient) =>
  /^#\/(myProfile|admin)\b/.test(hash)
    ? import('./routeData.ts').then((module) => module.prefetchRouteData(hash, queryClient)).catch(() => undefined)
    : undefined;

/**
 * Waits for what every screen needs (the texts, the configuration, the visitor: the three answers
 * index.html preloads), and for what the screen the address (`hash`) names shows first
 * (`prefetchRouteData`), and puts them where the app reads them, before its first render. The page
 * then renders once, instead of a spinner, then the spinner again under the configuration's gate,
 * then the screen, each with its styles and a re-render of every label. A call that fails leaves its
 * query in error: the app's gates ask again and show their French error states as before.
 */
export async function loadStartData(hash = ''): Promise<StartData> {
  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(translationsQuery),
    queryClient.prefetchQuery(clientConfigQuery),
    queryClient.prefetchQuery(currentUserQuery),
    screenData(hash, queryClient),
  ]);
  // The theme, i18next's set-up and the texts' merge each in a task of their own (a few milliseconds
  // each on this machine, four times as long on a phone), not in one long task.
  await nextTask();
  portalTheme();
  await nextTask();
  const i18n = createI18n();
  await nextTask();
  const translations = queryClient.getQueryData(translationsQuery.queryKey);
  if (translations) addTranslations(i18n, translations);
  return { queryClient, i18n };
}
