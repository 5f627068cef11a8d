import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { clientConfig } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { forgetTracker, queuedCommands, withAnalytics } from '../test/tracking.ts';

const pageViews = () =>
  queuedCommands().flatMap((command, index, all) =>
    command[0] === 'trackPageView' ? [{ url: all[index - 2]![1], title: all[index - 1]![1] }] : [],
  );

describe('Matomo tracker', () => {
  afterEach(forgetTracker);

  it('is started with Matomo’s snippet only when configured: consent required, tracker URL, site, 15 s heartbeat', async () => {
    fakeServer(anonymous);
    renderRoute('/', { config: withAnalytics() });
    await screen.findByRole('heading', { name: 'Bienvenue sur le portail' });
    expect(queuedCommands().slice(0, 4)).toEqual([
      ['requireConsent'],
      ['setTrackerUrl', 'https://matomo.example.fr/matomo.php'],
      ['setSiteId', '7'],
      ['enableHeartBeatTimer', 15],
    ]);
  });

  it('fetches matomo.js only once consent is given, at once when it was given on an earlier visit', async () => {
    const matomoJs = ['https://matomo.example.fr/matomo.js', true];
    const scripts = () => [...document.head.querySelectorAll('script')].map((script) => [script.src, script.async]);
    fakeServer(anonymous);
    const first = renderRoute('/', { config: withAnalytics() });
    await screen.findByRole('heading', { name: 'Bienvenue sur le portail' });
    expect(scripts()).toEqual([]);
    await first.user.click(screen.getByRole('button', { name: "Accepter les cookies de mesure d'audience" }));
    expect(scripts()).toEqual([matomoJs]);
    first.unmount();

    forgetTracker();
    renderRoute('/', { config: withAnalytics() });
    await screen.findByRole('heading', { name: 'Bienvenue sur le portail' });
    expect(scripts()).toEqual([matomoJs]);
    document.cookie = 'mtm_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('never fetches matomo.js once consent is refused', async () => {
    fakeServer(anonymous);
    const { user } = renderRoute('/', { config: withAnalytics() });
    await user.click(await screen.findByRole('button', { name: "Refuser les cookies de mesure d'audience" }));
    expect(document.head.querySelector('script')).toBeNull();
    document.cookie = 'mtm_consent_removed=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('asks for no consent when none is required', async () => {
    fakeServer(anonymous);
    renderRoute('/', { config: withAnalytics({ requires_consent: false }) });
    await screen.findByRole('heading', { name: 'Bienvenue sur le portail' });
    expect(queuedCommands()[0]).toEqual(['setTrackerUrl', 'https://matomo.example.fr/matomo.php']);
    expect(queuedCommands()).not.toContainEqual(['requireConsent']);
  });

  it('loads nothing and queues nothing without an analytics host', async () => {
    fakeServer(anonymous);
    const { user } = renderRoute('/', { config: clientConfig });
    await user.click(await screen.findByRole('button', { name: 'Agenda' }));
    expect(window._paq).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('tracks a page view at each route change: the hash route and the screen’s title', async () => {
    fakeServer({ ...anonymous, 'GET /api/cookies-policy': { body: { cookiesPolicyContent: '<p>Texte</p>' } } });
    const { router } = renderRoute('/', { config: withAnalytics() });
    await screen.findByRole('heading', { name: 'Bienvenue sur le portail' });
    await act(() => router.navigate('/cookiesPolicy?from=banner'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()).toEqual([
      { url: 'http://localhost:3000/#/', title: 'Portail Anapath' },
      { url: 'http://localhost:3000/#/cookiesPolicy', title: 'Politique relative aux cookies – Portail Anapath' },
    ]);
  });

  it('never sends a password-reset token: the page is its route pattern', async () => {
    fakeServer(anonymous);
    renderRoute('/reinit-password/7f3c0e9a-secret-token', { config: withAnalytics() });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toEqual({
      url: 'http://localhost:3000/#/reinit-password/:reinitToken',
      title: 'Réinitialisation du mot de passe – Portail Anapath',
    });
    expect(JSON.stringify(queuedCommands())).not.toContain('secret-token');
  });

  it('sends an event named after the application at each tile click, then opens it as before', async () => {
    fakeServer(anonymous);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderRoute('/', { config: withAnalytics() });
    await user.click(await screen.findByRole('button', { name: 'Annuaire santé' }));
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    const events = queuedCommands().filter((command) => command[0] === 'trackEvent');
    expect(events).toEqual([
      ['trackEvent', 'Tuiles du portail', 'Clic', 'Annuaire santé'],
      ['trackEvent', 'Tuiles du portail', 'Clic', 'Agenda des centres'],
    ]);
    expect(open).toHaveBeenCalledWith('https://annuaire.sante.fr/', '_blank', 'noopener');
    expect(await screen.findByRole('dialog', { name: 'Veuillez vous connecter' })).toBeTruthy();
  });
});
