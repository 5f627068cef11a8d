import { useState } from 'react';
import { HashRouter, useRoutes } from 'react-router';
import { ConfigGate } from '../config/ConfigGate.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { TranslationsLoader } from '../i18n/TranslationsLoader.tsx';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './queryClient.ts';
import { routes } from './routes.tsx';

/** The screens of the address's hash. */
function Screens() {
  return useRoutes(routes);
}

/**
 * The portal: providers, translations, configuration, then the hash-routed screens. The routes use
 * no loader or action, so the declarative router serves them: its data router would add 15 kB
 * (brotli) to the first load.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(createI18n);
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
