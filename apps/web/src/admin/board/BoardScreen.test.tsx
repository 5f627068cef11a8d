import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import type { AdminAccountSummary } from '@portal/shared';
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
    expect(within(awaiting).getByRole('button', { name: 'Valider le compte : Claire Dubois' })).toBeTruthy();
    expect(within(awaiting).getByRole('button', { name: "Refuser l'inscription : Claire Dubois" })).toBeTruthy();

    const changes = section("Modifications d'identité en attente");
    expect(within(changes).getByText('Durand-Leroy')).toBeTruthy();
    expect(within(changes).getByText(/Ne correspond pas à l'annuaire/)).toBeTruthy();

    const support = section("Demandes d'assistance ouvertes");
    expect(within(support).getByText(/Refusé par le serveur de messagerie/)).toBeTruthy();
    expect(
      within(support).getByRole('button', { name: /^Marquer comme traitée la demande de Claire Dubois du / }),
    ).toBeTruthy();

    expect(
      within(section('Comptes verrouillés ou ralentis')).getByText('Aucun compte verrouillé ou ralenti.'),
    ).toBeTruthy();
    expect(within(section('Demandes de suppression')).getByText('Aucune demande de suppression.')).toBeTruthy();
  });

  it("lists the accounts the directory no longer confirms, the directory's record beside the account's", async () => {
    const renamed: AdminAccountSummary = {
      ...claire,
      userId: 'u-paul',
      civilTitle: 'M',
      firstName: 'Paul',
      lastName: 'Durand',
      rpps: '10003456789',
      email: 'paul.durand@chu.test',
      state: 'active',
      // The directory now knows him under a new last name.
      rppsCheck: {
        ...lastNameChange.rppsCheck!,
        directoryRecord: { ...lastNameChange.rppsCheck!.directoryRecord!, lastName: 'DURAND-LEROY' },
      },
    };
    const struckOff: AdminAccountSummary = {
      ...renamed,
      userId: 'u-marc',
      firstName: 'Marc',
      lastName: 'Leroy',
      rpps: '10009876543',
      rppsCheck: { rpps: '10009876543', directoryRecord: null, directoryCheck: 'unknown', source: 'declared' },
    };
    adminServer({
      'GET /api/admin/board': { body: { ...emptyBoard, directoryChanges: { total: 2, items: [renamed, struckOff] } } },
    });
    renderRoute('/admin');
    const changes = await screen.findByRole('region', { name: "Comptes différents de l'annuaire national" });
    expect(within(changes).getByText('2 au total')).toBeTruthy();
    const [first, second] = within(changes).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await within(first).findByText(/Médecin/);
    expect(cells(first)).toEqual([
      'Paul Durand',
      'M Paul Durandn° RPPS 10003456789',
      "Ne correspond pas à l'annuaire : vérifiez avant de déciderM Paul DURAND-LEROYn° RPPS 10003456789Médecin",
      'Actif',
    ]);
    expect(within(first).getByRole('link', { name: 'Paul Durand' }).getAttribute('href')).toBe('/admin/users/u-paul');
    expect(cells(second)).toEqual([
      'Marc Leroy',
      'M Marc Leroyn° RPPS 10009876543',
      "Ce n° RPPS est inconnu de l'annuaireAucune fiche dans l'annuaire",
      'Actif',
    ]);
  });

  it('validates an account after the confirmation, tells it and asks the board again', async () => {
    let boards = 0;
    const server = adminServer({
      'GET /api/admin/board': () => ({ body: ++boards === 1 ? board : emptyBoard }),
      'POST /api/admin/users/u-claire/activate': { body: {} },
    });
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Valider le compte : Claire Dubois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider le compte ?' });
    expect(within(dialog).getByText(/Claire Dubois pourra ouvrir les applications/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText(adminMessages.activated)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/users/u-claire/activate')[0]?.body).toEqual({});
    expect(await screen.findByText('Aucun compte en attente de validation.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
