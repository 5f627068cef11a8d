import { useState } from 'react';
import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConfigGate } from '../config/ConfigGate.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { TranslationsLoader } from '../i18n/TranslationsLoader.tsx';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './queryClient.ts';
import { routes } from './routes.tsx';

/** The portal: providers, translations, configuration, then the hash-routed screens. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(createI18n);
  const [router] = useState(() => createHashRouter(routes));
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <TranslationsLoader />
      <ConfigGate>
        <RouterProvider router={router} />
      </ConfigGate>
    </AppProviders>
  );
}
