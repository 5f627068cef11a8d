import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { labels, profileMessages } from '@portal/shared';
import { fakeServer } from '../../test/fakeServer.ts';
import { jeanneProfile } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { signupRoutes } from '../../test/signupServer.ts';
import { cancelPasswordDialog, confirmAfterAWrongPassword, stepUpGate } from '../../test/stepUp.ts';
import { profileRoutes } from '../test/profileFixtures.ts';
import { rowOf, startEditing } from '../test/profileScreen.ts';

vi.mock('../../forms/emailValidation/CaptchaWidget.tsx', async () => ({
  CaptchaWidget: (await import('../../test/captchaMock.tsx')).FakeCaptchaWidget,
}));

const profileLabels = labels.myProfile;
const profile = { ...jeanneProfile, jobs: [{ jobCode: '99', jobLabel: 'Secrétaire médicale' }] };

/** The profile in edit mode, `Ajouter une adresse email`, the address validated by its code: the dialog stays open. */
async function validateNewAddress(email: string) {
  const { user } = renderRoute('/myProfile');
  const form = await startEditing(user);
  await user.click(within(form).getByRole('button', { name: 'Ajouter une adresse email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Validation de votre adresse email' });
  await user.type(within(dialog).getByLabelText(/Adresse email/), email);
  await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
  await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
  await user.type(await within(dialog).findByLabelText(/Code de vérification/), '123456789');
  return { user, form, dialog };
}

describe('My profile: e-mails', { timeout: 30_000 }, () => {
  it('refuses to delete the principal and the last address; marks another one, deleted only once saved', async () => {
    const saved = { ...profile, emails: [profile.emails[0]!] };
    const server = fakeServer({ ...profileRoutes(profile), 'PATCH /api/users/me': { body: saved } });
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);

    await user.click(within(form).getByRole('button', { name: "Supprimer l'adresse jeanne.martin@chu.test" }));
    expect((await screen.findByRole('alert')).textContent).toContain(profileMessages.principalEmail);
    expect(within(form).getByText('jeanne.martin@chu.test')).toBeTruthy();

    // Marked, not deleted: shown as such, nothing said to be deleted, and it can be kept.
    const other = 'j.martin+labo@cabinet.test';
    await user.click(within(form).getByRole('button', { name: `Supprimer l'adresse ${other}` }));
    const row = within(form).getByText(other).closest('li') as HTMLElement;
    expect(within(row).getByText(profileLabels.emailMarkedForDeletion)).toBeTruthy();
    expect(screen.queryByText(profileMessages.emailDeleted)).toBeNull();
    const keep = within(row).getByRole('button', { name: `Garder l'adresse ${other}` });
    expect(document.activeElement).toBe(keep);
    await user.click(keep);
    expect(within(row).queryByText(profileLabels.emailMarkedForDeletion)).toBeNull();
    await user.click(within(row).getByRole('button', { name: `Supprimer l'adresse ${other}` }));

    // With the other one marked, the principal is the last one kept.
    await user.click(within(form).getByRole('button', { name: "Supprimer l'adresse jeanne.martin@chu.test" }));
    expect(await screen.findByText(profileMessages.lastEmail)).toBeTruthy();
    expect(screen.queryByText(profileMessages.emailDeleted)).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/users/me')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({
      emails: [{ email: 'jeanne.martin@chu.test', isPrincipal: true, clientApps: [] }],
    });
    // Said once the server removed it.
    expect(await screen.findByText(profileMessages.emailDeleted)).toBeTruthy();
    expect(screen.queryByText(profileMessages.updated)).toBeNull();
  });

  it('keeps a marked address when the edit is cancelled, silently', async () => {
    const server = fakeServer(profileRoutes(profile));
    const { user } = renderRoute('/myProfile');
    const form = await startEditing(user);
    await user.click(within(form).getByRole('button', { name: "Supprimer l'adresse j.martin+labo@cabinet.test" }));
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('form')).toBeNull();
    expect(rowOf('Adresses email').textContent).toContain('j.martin+labo@cabinet.test');
    expect(screen.queryByText(profileMessages.emailDeleted)).toBeNull();
    expect(server.callsTo('PATCH /api/users/me')).toHaveLength(0);
    const again = await startEditing(user);
    expect(within(again).queryByText(profileLabels.emailMarkedForDeletion)).toBeNull();
  });

  it('adds an address validated by code, with its client apps, as the new principal', async () => {
    const server = fakeServer({
      ...signupRoutes,
      ...profileRoutes(profile),
      'PATCH /api/users/me': { body: profile },
    });
    const { user, form, dialog } = await validateNewAddress('claire@cabinet.test');
    expect(await screen.findByText('Email validé')).toBeTruthy();

    const apps = await within(dialog).findByRole('group', { name: 'Applications qui utilisent cette adresse' });
    expect(within(apps).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(apps).getByRole('checkbox', { name: 'Agenda des centres' })).toBeTruthy();
    // A link-only app never sees an address.
    expect(within(apps).queryByRole('checkbox', { name: 'Annuaire santé' })).toBeNull();
    await user.click(within(apps).getByRole('checkbox', { name: 'Application de démonstration' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Adresse principale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const added = within(form).getByText('claire@cabinet.test').closest('li') as HTMLElement;
    expect(within(added).getByRole('img', { name: 'adresse principale' })).toBeTruthy();
    expect(within(form).getAllByRole('img', { name: 'adresse principale' })).toHaveLength(1);

    await user.click(
      within(form).getByRole('button', { name: "Modifier les paramètres de l'adresse j.martin+labo@cabinet.test" }),
    );
    const settings = await screen.findByRole('dialog', { name: "Paramètres de l'adresse j.martin+labo@cabinet.test" });
    await user.click(within(settings).getByRole('checkbox', { name: 'Agenda des centres' }));
    await user.click(within(settings).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/users/me')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({
      emails: [
        { email: 'jeanne.martin@chu.test', isPrincipal: false, clientApps: [] },
        { email: 'j.martin+labo@cabinet.test', isPrincipal: false, clientApps: ['agenda'] },
        { email: 'claire@cabinet.test', isPrincipal: true, clientApps: ['demo-client'], emailValidationId: 'v-1' },
      ],
    });
  });

  it('saves a new principal address only once the password is confirmed when the sign-in is not recent', async () => {
    const gate = stepUpGate();
    const added = { emailId: 'e3', email: 'claire@cabinet.test', isPrincipal: true, clientApps: [] };
    const saved = {
      ...profile,
      emails: [added, ...profile.emails.map((email) => ({ ...email, isPrincipal: false }))],
    };
    const server = fakeServer({
      ...signupRoutes,
      ...profileRoutes(profile),
      ...gate.routes,
      'PATCH /api/users/me': gate.guarded({ body: saved }),
    });
    const { user, form, dialog } = await validateNewAddress('claire@cabinet.test');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Adresse principale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Not confirmed: still editing, the address still to save, and the screen says nothing changed.
    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    await cancelPasswordDialog(user);
    expect(screen.getByRole('form', { name: 'Modifier mon profil' })).toBe(form);
    expect(within(form).getByText('claire@cabinet.test')).toBeTruthy();
    expect(screen.queryByText(profileMessages.updated)).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Valider' }));
    await confirmAfterAWrongPassword(user);
    expect(await screen.findByText(profileMessages.updated)).toBeTruthy();
    const patches = server.callsTo('PATCH /api/users/me');
    expect(patches).toHaveLength(3);
    expect(patches[2]?.body).toEqual(patches[0]?.body);
    expect(rowOf(profileLabels.emails).textContent).toContain('claire@cabinet.test');
  });
});
