import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REAUTHENTICATION_REQUIRED, httpMessages, labels, profileMessages, type UserProfile } from '@portal/shared';
import { fakeServer, type FakeAnswer, type RecordedCall } from '../../test/fakeServer.ts';
import { jeanneProfile } from '../../test/fixtures.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { renderSecurity } from './test/renderSecurity.tsx';

const leavePortal = vi.hoisted(() => vi.fn());
vi.mock('../../app/leavePortal.ts', () => ({ leavePortal }));

const admin: UserProfile = { ...jeanneProfile, hasAdminRights: true, isAdmin: true };

function renderSection(profile: UserProfile, deletion: FakeAnswer | ((call: RecordedCall) => FakeAnswer)) {
  const server = fakeServer({ 'GET /api/users/me': { body: profile }, 'DELETE /api/users/me': deletion });
  return { server, ...renderSecurity((shown) => <DeleteAccountSection profile={shown} />) };
}

describe('Account deletion', { timeout: 20_000 }, () => {
  it("records a non-admin's request after the confirmation", async () => {
    const { server, user } = renderSection(jeanneProfile, { body: { outcome: 'requested' } });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
    expect(within(dialog).getByText(/transmise à un administrateur/)).toBeTruthy();
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Demander la suppression' }));
    expect(await screen.findByText(profileMessages.deletionRequested)).toBeTruthy();
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('asks for the password again when the sign-in is not recent, then deletes (step-up)', async () => {
    let deletions = 0;
    const { server, user } = renderSection(admin, () =>
      ++deletions === 1
        ? { status: 403, body: { message: httpMessages.reauthenticationRequired, code: REAUTHENTICATION_REQUIRED } }
        : { body: { outcome: 'deleted' } },
    );
    server.answer('POST /api/users/me/reauthenticate', ({ body }) =>
      (body as { password: string }).password === 'Bon-Mot-2026!'
        ? { body: {} }
        : { status: 400, body: { message: 'Le mot de passe actuel est erroné', field: 'password' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    const confirm = await screen.findByRole('dialog', { name: labels.stepUp.title });
    await user.type(within(confirm).getByLabelText(/^Mot de passe/), 'Faux-Mot-2026!');
    await user.click(within(confirm).getByRole('button', { name: labels.stepUp.submit }));
    expect(await within(confirm).findByText('Le mot de passe actuel est erroné')).toBeTruthy();
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(1);

    await user.clear(within(confirm).getByLabelText(/^Mot de passe/));
    await user.type(within(confirm).getByLabelText(/^Mot de passe/), 'Bon-Mot-2026!');
    // Its redirect is awaited here: a real timer left running would fire in a later test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(confirm).getByRole('button', { name: labels.stepUp.submit }));
    expect(
      await screen.findByText('Compte supprimé. Vous allez être redirigé vers la page de connexion.'),
    ).toBeTruthy();
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(leavePortal).toHaveBeenCalledWith('/logoutPortal');
  });

  it('calls nothing when the confirmation is cancelled', async () => {
    const { server, user } = renderSection(jeanneProfile, { body: { outcome: 'requested' } });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(0);
  });

  it('deletes an admin at once, tells it, then leaves for /logoutPortal', async () => {
    const { server, user } = renderSection(admin, { body: { outcome: 'deleted' } });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
    expect(within(dialog).getByText(/supprimés immédiatement/)).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(
      await screen.findByText('Compte supprimé. Vous allez être redirigé vers la page de connexion.'),
    ).toBeTruthy();
    expect(server.callsTo('DELETE /api/users/me')).toHaveLength(1);
    expect(leavePortal).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(leavePortal).toHaveBeenCalledWith('/logoutPortal');
  });

  it('tells the last super administrator why the account stays, and stays signed in', async () => {
    const superAdmin: UserProfile = { ...admin, isAdmin: false, isSuperAdmin: true };
    const { user } = renderSection(superAdmin, {
      status: 409,
      body: { message: profileMessages.lastSuperAdminDeletion },
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      profileMessages.lastSuperAdminDeletion,
    );
    expect(screen.getAllByText(profileMessages.lastSuperAdminDeletion)).toHaveLength(2);
    expect(screen.queryByText(profileMessages.accountDeleted)).toBeNull();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('shows the server message when the deletion fails', async () => {
    const { user } = renderSection(jeanneProfile, { status: 500, body: { message: 'Une erreur est survenue.' } });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Demander la suppression' }));
    // The notification, and the same message inside the dialog, where assistive technologies read it.
    await waitFor(() => expect(screen.getAllByText('Une erreur est survenue.')).toHaveLength(2));
    expect(within(dialog).getByRole('alert').textContent).toBe('Une erreur est survenue.');
    expect(screen.getByRole('dialog', { name: 'Supprimer mon compte ?' })).toBeTruthy();
    expect(leavePortal).not.toHaveBeenCalled();
  });
});
