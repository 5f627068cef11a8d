import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { jeanne } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { adminServer, emptyBoard, superAdminProfile } from './test/adminFixtures.ts';

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: "Espace d'administration" });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('Who enters the administration space', { timeout: 20_000 }, () => {
  it('sends a visitor to the portal, where they sign in', async () => {
    fakeServer(anonymous);
    const { router } = renderRoute('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells a user without admin rights that the space is not theirs', async () => {
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/admin');
    expect(await screen.findByText('Cette page est réservée aux administrateurs du portail.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: "Espace d'administration" })).toBeNull();
  });

  it("shows an administrator their screens, and a super administrator's screen refuses them", async () => {
    adminServer({ 'GET /api/admin/board': { body: emptyBoard } });
    renderRoute('/admin/adminSites');
    expect(await screen.findByText(adminMessages.superAdminOnly)).toBeTruthy();
    expect(await navLinks()).toEqual(['À traiter', 'Comptes', "Modifications d'identité", 'Assistance', 'Journal']);
  });

  it('gives a super administrator the centres and the applications, and suspends one once confirmed', async () => {
    const server = adminServer(
      {
        'GET /api/admin/client-apps': { body: [{ clientId: 'demo-client', label: 'Compte-rendus', suspended: false }] },
        'PUT /api/admin/client-apps/demo-client/suspension': { body: {} },
      },
      superAdminProfile,
    );
    const { user } = renderRoute('/admin/clientApps');
    const suspend = await screen.findByRole('switch', { name: 'Suspendre Compte-rendus' });
    expect(await navLinks()).toContain('Applications');
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('aria-current')).toBe('page');

    await user.click(suspend);
    const dialog = await screen.findByRole('dialog', { name: 'Suspendre Compte-rendus ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre' }));
    expect(await screen.findByText(adminMessages.clientAppSuspended)).toBeTruthy();
    expect(server.callsTo('PUT /api/admin/client-apps/demo-client/suspension')[0]?.body).toEqual({ suspended: true });
  });
});
