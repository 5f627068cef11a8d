import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminAccountSummary, Page } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, claire } from '../test/adminFixtures.ts';

const page = (items: AdminAccountSummary[], total = items.length): { body: Page<AdminAccountSummary> } => ({
  body: { items, total, page: 1, pageSize: 20 },
});
const locked: AdminAccountSummary = {
  ...claire,
  userId: 'u-marc',
  firstName: 'Marc',
  lastName: 'Durand',
  state: 'locked',
};

describe('The account search', { timeout: 20_000 }, () => {
  it('sends the typed text once typing pauses, and keeps the search in the address', async () => {
    const server = adminServer({
      'GET /api/admin/users?page=1&pageSize=20': page([claire, locked]),
      'GET /api/admin/users?q=dur&page=1&pageSize=20': page([locked]),
      'GET /api/admin/users?q=dur&state=locked&page=1&pageSize=20': page([]),
    });
    const { user, router } = renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptes' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Comptes trouvés' });
    expect(within(table).getByRole('link', { name: 'Claire Dubois' })).toBeTruthy();
    expect(within(table).getByText('Verrouillé')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'dur');
    await waitFor(() => expect(router.state.location.search).toBe('?q=dur'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Claire Dubois' })).toBeNull());
    expect(server.calls.filter((call) => call.url.startsWith('/api/admin/users?q='))).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'État' }));
    await user.click(await screen.findByRole('option', { name: 'Verrouillés ou ralentis' }));
    expect(await screen.findByText('Aucun compte ne correspond à la recherche.')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=dur&state=locked');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=dur'));
    expect(await screen.findByRole('link', { name: 'Marc Durand' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Rechercher' }) as HTMLInputElement).value).toBe('dur');
  });

  it("reads the search from the address, and offers the administrator's centres", async () => {
    const server = adminServer({
      'GET /api/admin/users?state=awaitingValidation&page=2&pageSize=50': {
        body: { items: [claire], total: 51, page: 2, pageSize: 50 },
      },
      'GET /api/admin/users?state=awaitingValidation&adminSiteId=site-2&page=1&pageSize=50': page([]),
    });
    const { user, router } = renderRoute('/admin/users?state=awaitingValidation&page=2&pageSize=50');
    expect(await screen.findByText('51–51 sur 51')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Centre de pathologie' }));
    await user.click(await screen.findByRole('option', { name: 'Centre de pathologie de Lille' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?state=awaitingValidation&pageSize=50&adminSiteId=site-2'),
    );
    expect(
      server.callsTo('GET /api/admin/users?state=awaitingValidation&adminSiteId=site-2&page=1&pageSize=50'),
    ).toHaveLength(1);
  });
});
