import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { labels, type ClientConfig } from '@portal/shared';
import { ConfigGate } from '../config/ConfigGate.tsx';
import { clientConfigQuery } from '../config/useClientConfig.ts';
import { TranslationsLoader } from '../i18n/TranslationsLoader.tsx';
import { addTranslations, createI18n } from '../i18n/i18n.ts';
import { translationsQuery } from '../i18n/useTranslationsLoader.ts';
import { currentUserQuery } from '../user/useCurrentUser.ts';
import { AppProviders } from './AppProviders.tsx';
import { Screens } from './App.tsx';
import { createQueryClient } from './queryClient.ts';

/** The emotion styles of a render: their names (a hash of each rule set) and their CSS. */
export interface PrerenderedStyles {
  names: string[];
  css: string;
}

/**
 * The styles of the portal home as an anonymous visitor first sees it under `config`, rendered
 * outside any browser (`build/homeStyles.ts`, at `npm run build`): the same providers and screens as
 * `App`, with the start's three answers already there. Only the styles are kept: emotion names a
 * rule set by the hash of its text, so the browser's cache recognises them and compiles none again.
 */
export async function prerenderHomeStyles(config: ClientConfig): Promise<PrerenderedStyles> {
  const translations = { fr: { translation: labels } };
  const queryClient = createQueryClient();
  queryClient.setQueryData(translationsQuery.queryKey, translations);
  queryClient.setQueryData(clientConfigQuery.queryKey, config);
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  const i18n = createI18n();
  addTranslations(i18n, translations);
  const cache = createCache({ key: 'css' });
  // What @emotion/server does: each inserted rule set is kept as text under its name.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <TranslationsLoader>
          <ConfigGate>
            <MemoryRouter>
              <Screens />
            </MemoryRouter>
          </ConfigGate>
        </TranslationsLoader>
      </AppProviders>
    </CacheProvider>,
  );
  for await (const _chunk of prelude);
  const names = Object.keys(cache.inserted).filter((name) => typeof cache.inserted[name] === 'string');
  return { names, css: names.map((name) => cache.inserted[name]).join('') };
}
