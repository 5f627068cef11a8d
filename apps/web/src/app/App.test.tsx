import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labels, messages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { clientConfig } from '../test/fixtures.ts';
import { createI18n } from '../i18n/i18n.ts';
import { App } from './App.tsx';
import { createQueryClient } from './queryClient.ts';

describe('App start', () => {
  it('says in French when the configuration cannot be loaded, and can try again', async () => {
    let answered = 0;
    fakeServer({
      ...anonymous,
      // What the portal answers: every label (the app bundles only those of its loading state).
      'GET /i18n.json': { body: { fr: { translation: labels } } },
      'GET /api/config/': () => {
        answered += 1;
        return answered === 1 ? { status: 500, body: { message: 'Panne' } } : { body: clientConfig };
      },
    });
    render(<App queryClient={createQueryClient()} i18n={createI18n()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur lors du chargement de la configuration');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur le portail' })).toBeTruthy();
  });

  it('uses the translations of the server', async () => {
    fakeServer({
      ...anonymous,
      'GET /api/config/': { body: clientConfig },
      'GET /i18n.json': { body: { fr: { translation: { portal: { welcomeAnonymous: 'Bonjour !' } } } } },
    });
    render(<App queryClient={createQueryClient()} i18n={createI18n()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour !' })).toBeTruthy();
  });

  it('keeps its own French labels when the translations fail to load', async () => {
    fakeServer({
      ...anonymous,
      'GET /api/config/': { body: clientConfig },
      'GET /i18n.json': { status: 500, body: { message: 'Panne' } },
    });
    render(<App queryClient={createQueryClient()} i18n={createI18n()} />);
    expect(await screen.findByText(messages.translationsFailed)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur le portail' })).toBeTruthy();
  });
});
