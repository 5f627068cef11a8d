import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { HashRouter, useRoutes } from 'react-router';
import { ConfigGate } from '../config/ConfigGate.tsx';
import { TranslationsLoader } from '../i18n/TranslationsLoader.tsx';
import { AppProviders } from './AppProviders.tsx';
import { routes } from './routes.tsx';

/** The screens of the address's hash. */
export function Screens() {
  return useRoutes(routes);
}

/**
 * The portal: providers, translations, configuration, then the hash-routed screens. The routes use
 * no loader or action, so the declarative router serves them: its data router would add 15 kB
 * (brotli) to the first load. The data cache and the translations come from the start
 * (main.tsx), which may have filled them already (`loadStartData`).
 */
export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <TranslationsLoader>
        <ConfigGate>
          <HashRouter>
            <Screens />
          </HashRouter>
        </ConfigGate>
      </TranslationsLoader>
    </AppProviders>
  );
}
