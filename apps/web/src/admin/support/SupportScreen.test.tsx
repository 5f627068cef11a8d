import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages, type Page, type SupportRequest } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, openSupportRequest } from '../test/adminFixtures.ts';

const page = (items: SupportRequest[]): { body: Page<SupportRequest> } => ({
  body: { items, total: items.length, page: 1, pageSize: 20 },
});
const handled: SupportRequest = {
  ...openSupportRequest,
  supportRequestId: 'sr-0',
  message: { fate: 'used', sentAt: null, expiresAt: null },
  handledAt: '2025-01-05T10:00:00.000Z',
  handledBy: 'Jeanne Martin',
  note: 'Adresse corrigée',
};

describe('Support requests', { timeout: 20_000 }, () => {
  it('marks an open request handled only with a note of what was done', async () => {
    const server = adminServer({
      'GET /api/admin/support-requests?state=open&page=1&pageSize=20': page([openSupportRequest]),
      'POST /api/admin/support-requests/sr-1/handle': { body: {} },
    });
    const { user } = renderRoute('/admin/support');
    const table = await screen.findByRole('table', { name: 'Ouvertes' });
    expect(within(table).getByText('0612345678')).toBeTruthy();
    expect(within(table).getByText(/Message msg-42/)).toBeTruthy();
    expect(within(table).getByText(/Refusé par le serveur de messagerie/)).toBeTruthy();

    await user.click(
      within(table).getByRole('button', { name: /^Marquer comme traitée la demande de Claire Dubois du / }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Marquer la demande de Claire Dubois comme traitée' });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer comme traitée' }));
    expect(await within(dialog).findByText(adminMessages.noteMissing)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/support-requests/sr-1/handle')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Ce qui a été fait/ }), 'Rappelée, adresse corrigée');
    await user.click(within(dialog).getByRole('button', { name: 'Marquer comme traitée' }));
    expect(await screen.findByText(adminMessages.supportHandled)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/support-requests/sr-1/handle')[0]?.body).toEqual({
      note: 'Rappelée, adresse corrigée',
    });
  });

  it('shows the handled ones with their note when asked', async () => {
    adminServer({
      'GET /api/admin/support-requests?state=open&page=1&pageSize=20': page([]),
      'GET /api/admin/support-requests?state=handled&page=1&pageSize=20': page([handled]),
    });
    const { user, router } = renderRoute('/admin/support');
    expect(await screen.findByText("Aucune demande d'assistance ouverte.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Traitées' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=handled'));
    const table = await screen.findByRole('table', { name: 'Traitées' });
    expect(within(table).getByText(/Traitée le 05\/01\/2025 11:00 par Jeanne Martin/)).toBeTruthy();
    expect(within(table).getByText(/Adresse corrigée/)).toBeTruthy();
    expect(within(table).getByText(/Utilisé : le code est arrivé/)).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
