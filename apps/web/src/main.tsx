import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { dropQueryString } from './app/dropQueryString.ts';
import { FirstCommitStyles } from './app/FirstCommitStyles.tsx';
import { preloadScreenOf } from './app/routes.tsx';
import { loadStartData } from './app/startData.ts';
import { preloadSanitizer } from './components/SanitizedHtml.tsx';
import { preloadCookieChoice } from './tracking/consentCookies.ts';

const root = document.getElementById('root');
if (root && !dropQueryString(window.location)) {
  const screen = preloadScreenOf(window.location.hash);
  preloadSanitizer();
  preloadCookieChoice();
  // Until then, index.html's own "Chargement…" stays: the page renders once, with its data and its
  // screen's code.
  void Promise.all([loadStartData(window.location.hash), screen]).then(([{ queryClient, i18n }]) =>
    // A transition renders in slices that yield to the browser: no long task blocks a tap on a slow phone.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <FirstCommitStyles>
            <App queryClient={queryClient} i18n={i18n} />
          </FirstCommitStyles>
        </StrictMode>,
      ),
    ),
  );
}
