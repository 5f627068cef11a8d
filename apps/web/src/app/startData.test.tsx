import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labels } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { clientConfig } from '../test/fixtures.ts';
import { App } from './App.tsx';
import { loadStartData } from './startData.ts';

describe('the portal start', () => {
  it('shows the home at its first render, with the server’s texts, once the three start calls answered: no spinner, no call made twice', async () => {
    const server = fakeServer({
      ...anonymous,
      'GET /i18n.json': {
        body: { fr: { translation: { ...labels, portal: { ...labels.portal, welcomeAnonymous: 'Bonjour !' } } } },
      },
      'GET /api/config/': { body: clientConfig },
    });
    const { queryClient, i18n } = await loadStartData();
    render(<App queryClient={queryClient} i18n={i18n} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour !' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await screen.findAllByRole('link', { name: labels.portal.signIn });
    const startCalls = server.calls.filter((call) => ['/i18n.json', '/api/config/', '/me'].includes(call.url));
    expect(startCalls.map((call) => call.url).sort()).toEqual(['/api/config/', '/i18n.json', '/me']);
  });

  it('lets the app say in French that the configuration failed when it failed at start, and try again', async () => {
    const server = fakeServer({
      ...anonymous,
      'GET /i18n.json': { body: { fr: { translation: labels } } },
      'GET /api/config/': { status: 500, body: { message: 'Panne' } },
    });
    const { queryClient, i18n } = await loadStartData();
    render(<App queryClient={queryClient} i18n={i18n} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement de la configuration');
    server.answer('GET /api/config/', { body: clientConfig });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: labels.portal.welcomeAnonymous })).toBeTruthy();
  });
});
