import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages, profileMessages } from '@portal/shared';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import {
  adminProfile,
  deprecatedAdminSite,
  doctorProfile,
  otherAdminSite,
  profileRoutes,
} from '../test/profileFixtures.ts';
import { rowOf, startEditing } from '../test/profileScreen.ts';
import { adminSite } from '../../test/signupServer.ts';

describe('My profile: edit form', { timeout: 30_000 }, () => {
  it('sends exactly the changed phone and profession, then shows the updated profile', async () => {
    const updated = {
      ...doctorProfile,
      phones: [{ phoneId: 'p9', phone: '+33698765432', isPrincipal: true }],
      jobs: [{ jobCode: '21', jobLabel: 'Pharmacien' }],
    };
    const server = fakeServer({ ...profileRoutes(doctorProfile), 'PATCH /api/users/me': { body: updated } });
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);

    await user.click(within(form).getByRole('button', { name: 'Modifier le téléphone 0612345678' }));
    const phone = within(form).getAllByLabelText('Téléphone')[0] as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '0698765432');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    await user.click(within(form).getByRole('combobox', { name: /Profession/ }));
    await user.click(await screen.findByRole('option', { name: 'Pharmacien' }));
    expect(server.callsTo('GET /api/jobs?onlyRppsJobs=true')).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/users/me')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({
      jobCode: '21',
      phones: [{ phone: '0698765432', isPrincipal: true }],
    });
    expect(await screen.findByText(profileMessages.updated)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(rowOf('Profession').textContent).toBe('Pharmacien');
    expect(rowOf('Téléphones').textContent).toBe('0698765432');
  });

  it('says there is nothing to save and leaves edit mode when nothing changed', async () => {
    const server = fakeServer(profileRoutes(doctorProfile));
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(profileMessages.nothingToSave)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect((screen.getByRole('switch', { name: "J'édite mon profil" }) as HTMLInputElement).checked).toBe(false);
    expect(server.callsTo('PATCH /api/users/me')).toHaveLength(0);
  });

  it('shows a failing rule on its field and focuses it, without calling the server', async () => {
    const server = fakeServer(profileRoutes(doctorProfile));
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    const lastName = within(form).getByRole('textbox', { name: /^Nom/ });
    await user.clear(lastName);
    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    expect(await within(form).findByText(messages.lastNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(lastName);
    expect(server.callsTo('PATCH /api/users/me')).toHaveLength(0);
  });

  it("shows the server's refusal as a notification and stays in edit mode", async () => {
    const server = fakeServer({
      ...profileRoutes(doctorProfile),
      'PATCH /api/users/me': { status: 400, body: { message: profileMessages.emailNotValidated } },
    });
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    await user.type(within(form).getByRole('textbox', { name: /Prénom/ }), '-Henri');
    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    expect((await screen.findByRole('alert')).textContent).toContain(profileMessages.emailNotValidated);
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({ firstName: 'Paul-Henri' });
    expect(screen.getByRole('form', { name: 'Modifier mon profil' })).toBeTruthy();
  });

  it('removes a job place; an admin adds admin sites from a deduplicated table of admin sites in use', async () => {
    const admin = { ...adminProfile, jobPlaces: doctorProfile.jobPlaces };
    const server = fakeServer({
      ...profileRoutes(admin),
      'GET /api/jobs/adminSites/': {
        body: [adminSite, deprecatedAdminSite, { ...adminSite }, otherAdminSite, otherAdminSite],
      },
      'PATCH /api/users/me': { body: admin },
    });
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    await user.click(within(form).getByRole('button', { name: 'Retirer Hôpital Nord' }));

    await user.click(within(form).getByRole('button', { name: 'Ajouter des centres de pathologie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter des centres de pathologie' });
    const table = await within(dialog).findByRole('table', { name: 'Centres de pathologie disponibles' });
    await within(table).findByRole('checkbox', { name: 'Sélectionner Centre de pathologie de Lyon' });
    expect(within(table).getAllByRole('checkbox', { name: /^Sélectionner Centre/ })).toHaveLength(2);
    expect(within(table).queryByText('Ancien centre')).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: 'Sélectionner tous les centres' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(within(form).getByText('Centre de pathologie de Lyon (Lyon)')).toBeTruthy();
    expect(within(form).getByText('Centre de pathologie de Lille (Lille)')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Ajouter des centres de pathologie' }));
    const again = await screen.findByRole('dialog', { name: 'Ajouter des centres de pathologie' });
    expect(within(again).getByText('Aucun autre centre de pathologie à ajouter.')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/users/me')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({
      jobPlaces: [],
      adminSiteIds: ['site-1', 'site-2'],
    });
  });
});
