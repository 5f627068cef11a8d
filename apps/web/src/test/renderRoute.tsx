import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { labels, type ClientConfig } from '@portal/shared';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../app/queryClient.ts';
import { routes } from '../app/routes.tsx';
import { ConfigContext } from '../config/ConfigContext.ts';
import { createI18n } from '../i18n/i18n.ts';
import { clientConfig } from './fixtures.ts';

interface RenderRouteOptions {
  config?: ClientConfig;
  /** Options for user-event, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the app at a route (as after `/#` in the address), with a given configuration. */
export function renderRoute(path: string, { config = clientConfig, userOptions }: RenderRouteOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} i18n={createI18n(labels)}>
      <ConfigContext value={config}>
        <RouterProvider router={router} />
      </ConfigContext>
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}
