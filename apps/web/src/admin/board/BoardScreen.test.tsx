import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, claire, emptyBoard, lastNameChange, openSupportRequest } from '../test/adminFixtures.ts';

const board = {
  ...emptyBoard,
  awaitingValidation: { total: 3, items: [claire] },
  pendingUpdates: { total: 1, items: [lastNameChange] },
  supportRequests: { total: 1, items: [openSupportRequest] },
};

const section = (name: string) => screen.getByRole('region', { name });

describe('The to-do board', { timeout: 20_000 }, () => {
  it('shows each list with its total and oldest items, and says so when one is empty', async () => {
    adminServer({ 'GET /api/admin/board': { body: board } });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'À traiter' })).toBeTruthy();
    await screen.findAllByText('Claire Dubois');

    const awaiting = section('Comptes en attente de validation');
    expect(within(awaiting).getByText('3 au total')).toBeTruthy();
    expect(within(awaiting).getByRole('link', { name: 'Claire Dubois' }).getAttribute('href')).toBe(
      '/admin/users/u-claire',
    );
    // Its RPPS beside the directory's record: declared, and not the directory's names.
    expect(within(awaiting).getByText('10001234567')).toBeTruthy();
    expect(within(awaiting).getByText('RPPS déclaré par le titulaire, non certifié')).toBeTruthy();
    expect(within(awaiting).getByText(/Ne correspond pas à l'annuaire/)).toBeTruthy();
    const record = within(awaiting).getByText('Annuaire RPPS').nextElementSibling as HTMLElement;
    await within(record).findByText(/Médecin/);
    expect(record.textContent).toBe('MME Claire MARTINn° RPPS 10001234567Médecin');
    expect(within(awaiting).getByRole('button', { name: 'Valider le compte' })).toBeTruthy();
    expect(within(awaiting).getByRole('button', { name: "Refuser l'inscription" })).toBeTruthy();

    const changes = section("Modifications d'identité en attente");
    expect(within(changes).getByText('Durand-Leroy')).toBeTruthy();
    expect(within(changes).getByText(/Ne correspond pas à l'annuaire/)).toBeTruthy();

    const support = section("Demandes d'assistance ouvertes");
    expect(within(support).getByText(/Refusé par le serveur de messagerie/)).toBeTruthy();
    expect(within(support).getByRole('button', { name: 'Marquer comme traitée' })).toBeTruthy();

    expect(
      within(section('Comptes verrouillés ou ralentis')).getByText('Aucun compte verrouillé ou ralenti.'),
    ).toBeTruthy();
    expect(within(section('Demandes de suppression')).getByText('Aucune demande de suppression.')).toBeTruthy();
  });

  it('validates an account after the confirmation, tells it and asks the board again', async () => {
    let boards = 0;
    const server = adminServer({
      'GET /api/admin/board': () => ({ body: ++boards === 1 ? board : emptyBoard }),
      'POST /api/admin/users/u-claire/activate': { body: {} },
    });
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Valider le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider le compte ?' });
    expect(within(dialog).getByText(/Claire Dubois pourra ouvrir les applications/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText(adminMessages.activated)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/users/u-claire/activate')[0]?.body).toEqual({});
    expect(await screen.findByText('Aucun compte en attente de validation.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
