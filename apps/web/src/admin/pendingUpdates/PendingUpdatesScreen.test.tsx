import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, lastNameChange } from '../test/adminFixtures.ts';

const professionChange = {
  ...lastNameChange,
  pendingUpdateId: 'pu-2',
  field: 'jobCode' as const,
  currentValue: null,
  value: '10',
  rppsCheck: { ...lastNameChange.rppsCheck!, directoryCheck: 'match' as const, source: 'declared' as const },
};

describe('The review of identity changes', { timeout: 20_000 }, () => {
  it('sets the current value, the asked value and the directory side by side, a mismatch and the RPPS source said in words', async () => {
    adminServer({ 'GET /api/admin/pending-updates': { body: [lastNameChange, professionChange] } });
    renderRoute('/admin/pendingUpdates');
    const [lastName, job] = within(await screen.findByRole('list', { name: "Modifications d'identité" })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    const value = (item: HTMLElement, label: string) => within(item).getByText(label).nextElementSibling?.textContent;
    expect(await within(job).findByText('Médecin', { selector: 'strong' })).toBeTruthy();
    expect(value(lastName, 'Valeur actuelle')).toBe('Durand');
    expect(value(lastName, 'Valeur demandée')).toBe('Durand-Leroy');
    expect(value(lastName, 'Annuaire RPPS')).toBe('M Paul Durandn° RPPS 10003456789Médecin');
    expect(within(lastName).getByText("Ne correspond pas à l'annuaire : vérifiez avant de décider")).toBeTruthy();
    expect(within(lastName).getByText('RPPS certifié par Pro Santé Connect')).toBeTruthy();
    expect(within(lastName).queryByText(/L'annuaire est public/)).toBeNull();
    expect(value(job, 'Valeur actuelle')).toBe('suppression');
    expect(within(job).getByText("Conforme à l'annuaire")).toBeTruthy();
    // Matching names prove nothing of a declared RPPS: the review says so.
    expect(within(job).getByText('RPPS déclaré par le titulaire, non certifié')).toBeTruthy();
    expect(within(job).getByText(/L'annuaire est public/)).toBeTruthy();
  });

  it('rejects a change with or without a reason, and approves one once confirmed', async () => {
    const server = adminServer({
      'GET /api/admin/pending-updates': { body: [lastNameChange] },
      'POST /api/admin/pending-updates/pu-1/reject': { body: {} },
      'POST /api/admin/pending-updates/pu-1/approve': { body: {} },
    });
    const { user } = renderRoute('/admin/pendingUpdates');
    await user.click(await screen.findByRole('button', { name: 'Refuser la modification de Paul Durand : Nom' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refuser la modification ?' });
    expect(within(dialog).getByText('Nom de Paul Durand restera : Durand.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText(adminMessages.pendingUpdateRejected)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/pending-updates/pu-1/reject')[0]?.body).toEqual({});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Approuver la modification de Paul Durand : Nom' }));
    dialog = await screen.findByRole('dialog', { name: 'Approuver la modification ?' });
    expect(within(dialog).getByText('Nom de Paul Durand deviendra : Durand-Leroy.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText(adminMessages.pendingUpdateApproved)).toBeTruthy();
  });
});
