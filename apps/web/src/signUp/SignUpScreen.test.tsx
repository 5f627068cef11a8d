import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('Sign-up screens', () => {
  it.each([
    ['/signUp/choice', 'Inscription'],
    ['/signUp/rpps', 'Inscription médecin'],
    ['/signUp/no-rpps', 'Inscription secrétariat'],
  ])('%s is titled "%s"', (path, title) => {
    fakeServer(anonymous);
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('asks doctor or secretariat, and hides the identity provider when /psc/init answers 404', async () => {
    const server = fakeServer(anonymous);
    const { user, router } = renderRoute('/signUp/choice');
    expect(screen.getByText('Vous inscrivez-vous en tant que médecin ou secrétariat ?')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET /psc/init')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Pro Santé Connect/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: "Je crée un compte 'secrétariat'" }));
    expect(router.state.location.pathname).toBe('/signUp/no-rpps');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await user.click(screen.getByRole('link', { name: 'Je suis médecin' }));
    expect(router.state.location.pathname).toBe('/signUp/rpps');
  });

  it('offers the identity provider when /psc/init gives its address', async () => {
    fakeServer({ ...anonymous, 'GET /psc/init': { body: { oidcAuthUrl: 'https://psc.test/auth' } } });
    renderRoute('/signUp/choice');
    const link = await screen.findByRole('link', { name: /Pro Santé Connect/ });
    expect(link.getAttribute('href')).toBe('https://psc.test/auth');
  });
});
