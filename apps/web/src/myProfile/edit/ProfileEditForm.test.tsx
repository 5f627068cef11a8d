import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { labels, messages, profileMessages } from '@portal/shared';
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

  it('says that a doctor’s name change was sent to an administrator, and marks it with its clock', async () => {
    const pendingFirstName = {
      pendingUpdateId: 'pu-2',
      field: 'firstName' as const,
      value: 'Paul-Henri',
      createdAt: '2025-02-03T10:00:00.000Z',
    };
    const answer = { ...doctorProfile, pendingUpdates: [...doctorProfile.pendingUpdates, pendingFirstName] };
    fakeServer({ ...profileRoutes(doctorProfile), 'PATCH /api/users/me': { body: answer } });
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    await user.type(within(form).getByRole('textbox', { name: /Prénom/ }), '-Henri');
    await user.click(within(form).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText(profileMessages.sentForApproval)).toBeTruthy();
    expect(screen.queryByText(profileMessages.updated)).toBeNull();
    expect(within(rowOf('Prénom')).getByRole('img', { name: messages.pendingUpdate })).toBeTruthy();
  });

  it('says what applied at once and what waits when a save does both', async () => {
    const answer = {
      ...doctorProfile,
      phones: [],
      pendingUpdates: [
        ...doctorProfile.pendingUpdates,
        {
          pendingUpdateId: 'pu-3',
          field: 'civilTitle' as const,
          value: 'Other',
          createdAt: '2025-02-03T10:00:00.000Z',
        },
      ],
    };
    const server = fakeServer({ ...profileRoutes(doctorProfile), 'PATCH /api/users/me': { body: answer } });
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    await user.click(within(form).getByRole('radio', { name: messages.civilTitleOther }));
    await user.click(within(form).getByRole('button', { name: 'Supprimer le téléphone 0612345678' }));
    await user.click(within(form).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText(profileMessages.updatedAndSentForApproval)).toBeTruthy();
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({ civilTitle: 'Other', phones: [] });
  });

  it('removes a job place; an admin is offered only the centres she may add: those she administers', async () => {
    const admin = { ...adminProfile, jobPlaces: doctorProfile.jobPlaces, adminSites: [adminSite] };
    const server = fakeServer({
      ...profileRoutes(admin),
      'GET /api/jobs/adminSites/': {
        body: [adminSite, deprecatedAdminSite, { ...adminSite }, otherAdminSite, otherAdminSite],
      },
      'PATCH /api/users/me': { body: { ...admin, jobPlaces: [] } },
    });
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    await user.click(within(form).getByRole('button', { name: 'Retirer Hôpital Nord' }));

    // Her centre is already there: nothing else to offer (Lille is not hers), and she is told why.
    const addAdminSites = within(form).getByRole('button', { name: 'Ajouter des centres de pathologie' });
    await user.click(addAdminSites);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter des centres de pathologie' });
    expect(await within(dialog).findByText('Aucun autre centre de pathologie à ajouter.')).toBeTruthy();
    expect(within(dialog).getByText(labels.myProfile.adminSitesGrantedBySuperAdmin)).toBeTruthy();
    expect(within(dialog).queryByText(/Lille/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Removed in the form, her centre is offered again, once, and alone.
    await user.click(within(form).getByRole('button', { name: 'Retirer Centre de pathologie de Lyon' }));
    await user.click(addAdminSites);
    const again = await screen.findByRole('dialog', { name: 'Ajouter des centres de pathologie' });
    const table = await within(again).findByRole('table', { name: 'Centres de pathologie disponibles' });
    expect(within(table).getAllByRole('checkbox', { name: /^Sélectionner Centre/ })).toHaveLength(1);
    expect(within(table).queryByText(/Lille/)).toBeNull();
    expect(within(table).queryByText('Ancien centre')).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: 'Sélectionner tous les centres' }));
    await user.click(within(again).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByText('Centre de pathologie de Lyon (Lyon)')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/users/me')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({ jobPlaces: [] });
  });
});
