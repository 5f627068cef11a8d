import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { jeanne } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';

async function mainMenuLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
  await within(nav).findAllByRole('link');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Header', () => {
  it('shows a visitor the configured links, the tagline and the universes', async () => {
    fakeServer(anonymous);
    renderRoute('/');
    expect(await mainMenuLinks()).toEqual(['Accueil', 'Aide']);
    expect(screen.getByText(/Le portail des professionnels/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Univers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Portail Anapath, accueil' })).toBeTruthy();
  });

  it('shows a user the account menu, without the way back on the portal screen', async () => {
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/');
    expect(await mainMenuLinks()).toEqual(['Mon compte', 'Déconnexion', 'Aide']);
    expect(screen.queryByRole('navigation', { name: 'Univers' })).toBeNull();
  });

  it('adds the administration space for an administrator, and the way back elsewhere', async () => {
    fakeServer({ 'GET /me': { body: { ...jeanne, hasAdminRights: true } } });
    renderRoute('/cookiesPolicy');
    expect(await mainMenuLinks()).toEqual([
      "Espace d'administration",
      'Mon compte',
      'Retour au portail',
      'Déconnexion',
      'Aide',
    ]);
    expect(screen.getByRole('link', { name: 'Déconnexion' }).getAttribute('href')).toBe('/logoutPortal');
    expect(screen.getByRole('link', { name: "Espace d'administration" }).getAttribute('href')).toBe('/admin');
  });

  it('shows an administrator how many things wait in the administration space', async () => {
    fakeServer({
      'GET /me': { body: { ...jeanne, hasAdminRights: true } },
      'GET /api/admin/waiting': { body: { total: 3 } },
    });
    renderRoute('/cookiesPolicy');
    const link = await screen.findByRole('link', { name: "Espace d'administration (3 en attente)" });
    expect(link.getAttribute('href')).toBe('/admin');
    expect(within(link).getByText('3').getAttribute('aria-hidden')).toBe('true');
  });

  it('hides "Mon compte" on the profile screen', async () => {
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/myProfile');
    expect(await mainMenuLinks()).toEqual(['Retour au portail', 'Déconnexion', 'Aide']);
  });

  it('keeps the universes for a signed-in user without user rights', async () => {
    fakeServer({ 'GET /me': { body: { ...jeanne, hasUserRights: false } } });
    renderRoute('/');
    await mainMenuLinks();
    expect(screen.getByRole('navigation', { name: 'Univers' })).toBeTruthy();
  });
});
