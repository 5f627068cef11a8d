import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@portal/shared';
import { anonymous, fakeServer, freshLoginInteraction } from '../test/fakeServer.ts';
import { jeanne } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('Portal screen', () => {
  it('welcomes a visitor, shows the visitors disclaimer and the way to sign in', async () => {
    fakeServer(anonymous);
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bienvenue sur le portail');
    expect(screen.getByText('Connectez-vous pour accéder à vos applications.')).toBeTruthy();
    expect(screen.queryByText('Cliquez sur une tuile.')).toBeNull();
  });

  it('welcomes a signed-in user by name, with the signed-in disclaimer below the tiles', async () => {
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bienvenue Jeanne Martin' });
    expect(heading).toBeTruthy();
    const disclaimer = screen.getByText('Cliquez sur une tuile.');
    const lastTile = screen.getByRole('button', { name: 'Annuaire santé' });
    expect(lastTile.compareDocumentPosition(disclaimer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });

  it('shows one tile per client app', async () => {
    fakeServer(anonymous);
    renderRoute('/');
    for (const name of ['Compte-rendus', 'Agenda', 'Annuaire santé']) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
  });

  it('confirms a password change asked by passwordReset=ok, once', async () => {
    fakeServer(anonymous);
    const { router } = renderRoute('/?passwordReset=ok');
    expect(await screen.findByText(messages.passwordChanged)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByText(messages.passwordChanged)).toHaveLength(1);
  });

  it('says when a reset link is no longer valid', async () => {
    fakeServer(anonymous);
    renderRoute('/?err=invalidResetToken');
    expect(await screen.findByText(/lien de réinitialisation du mot de passe est invalide/)).toBeTruthy();
  });

  it('sends an unknown interaction type home', async () => {
    fakeServer(anonymous);
    const { router } = renderRoute('/nimportequoi');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('moves the focus where the sign-in goes on: the address after "Se connecter", the welcome once signed in', async () => {
    sessionStorage.clear();
    fakeServer({ ...anonymous, ...freshLoginInteraction });
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const visitor = renderRoute('/');
    await visitor.user.click(await screen.findByRole('link', { name: 'Se connecter' }));
    const email = await screen.findByLabelText(/Adresse email/);
    expect(document.activeElement).toBe(email);
    await visitor.user.type(email, 'jeanne.martin@chu.test');
    await visitor.user.type(screen.getByLabelText(/^Mot de passe/), 'Secret!2024x');
    const submit = screen.getByRole('button', { name: 'Connexion' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await visitor.user.click(submit);
    visitor.unmount();

    // Back on the portal after the forms' redirects, signed in.
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bienvenue Jeanne Martin' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves the focus alone on an ordinary visit of a signed-in user', async () => {
    sessionStorage.clear();
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue Jeanne Martin' });
    expect(document.activeElement).toBe(document.body);
  });

  it('sends a signed-in user away from the login form when no client app asked for it', async () => {
    fakeServer({ 'GET /me': { body: jeanne } });
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
