import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages, type AdminSiteEntry } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, claire, superAdminProfile } from '../test/adminFixtures.ts';

const lyon: AdminSiteEntry = {
  adminSiteId: 'site-1',
  label: 'Centre de pathologie de Lyon',
  address: '1 rue des Lilas',
  zipcode: '69001',
  city: 'Lyon',
  finess: '690000001',
  siret: null,
  deprecated: false,
  admins: [{ userId: 'u-anne', name: 'Anne Morel', email: 'anne.morel@chu.test' }],
  accounts: 12,
};

function renderCentres(routes = {}) {
  const server = adminServer({ 'GET /api/admin/admin-sites': { body: [lyon] }, ...routes }, superAdminProfile);
  return { server, ...renderRoute('/admin/adminSites') };
}

describe('Pathology centres', { timeout: 20_000 }, () => {
  it('creates a centre only with a name and a zip code, leaving empty numbers out', async () => {
    const { server, user } = renderCentres({ 'POST /api/admin/admin-sites': { body: { adminSiteId: 'site-9' } } });
    expect(await screen.findByText('12 compte(s) y travaillent')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer un centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau centre de pathologie' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(adminMessages.labelMissing)).toBeTruthy();
    expect(within(dialog).getByText(adminMessages.zipcodeInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Nom du centre/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'n° SIRET' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(adminMessages.siretInvalid)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/admin-sites')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'n° SIRET' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du centre/ }), 'Centre de Nantes');
    await user.type(within(dialog).getByRole('textbox', { name: /Code postal/ }), '44000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ville' }), 'Nantes');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(adminMessages.adminSiteCreated)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/admin-sites')[0]?.body).toEqual({
      label: 'Centre de Nantes',
      address: '',
      zipcode: '44000',
      city: 'Nantes',
    });
  });

  it('grants administrator rights to an account found by name, and revokes them once confirmed', async () => {
    const { server, user } = renderCentres({
      'GET /api/admin/users?q=clai': { body: { items: [claire], total: 1, page: 1, pageSize: 20 } },
      'POST /api/admin/admin-sites/site-1/admins': { body: {} },
      'DELETE /api/admin/admin-sites/site-1/admins/u-anne': { body: {} },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Ajouter un administrateur à Centre de pathologie de Lyon' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Ajouter un administrateur à Centre de pathologie de Lyon',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Accorder les droits' }));
    expect(await within(dialog).findByText('Veuillez choisir un compte')).toBeTruthy();

    await user.type(within(dialog).getByRole('combobox', { name: /Compte/ }), 'clai');
    await user.click(await screen.findByRole('option', { name: /Claire Dubois/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Accorder les droits' }));
    expect(await screen.findByText(adminMessages.adminRightsGranted)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/admin-sites/site-1/admins')[0]?.body).toEqual({ userId: 'u-claire' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Retirer les droits de Anne Morel' }));
    const revoke = await screen.findByRole('dialog', { name: "Retirer les droits d'administrateur de Anne Morel ?" });
    await user.click(within(revoke).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText(adminMessages.adminRightsRevoked)).toBeTruthy();
    expect(server.callsTo('DELETE /api/admin/admin-sites/site-1/admins/u-anne')).toHaveLength(1);
  });
});
