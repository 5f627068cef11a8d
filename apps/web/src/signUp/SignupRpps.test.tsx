import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { NOTIFICATION_FAILED, labels, type SignupPayload } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { validateEmail } from './test/validateEmail.ts';
import { directoryUrl, doctor } from './test/directory.ts';
import { signupRoutes } from '../test/signupServer.ts';

const leavePortal = vi.hoisted(() => vi.fn());
vi.mock('../app/leavePortal.ts', () => ({ leavePortal }));
vi.mock('../forms/emailValidation/CaptchaWidget.tsx', async () => ({
  CaptchaWidget: (await import('../test/captchaMock.tsx')).FakeCaptchaWidget,
}));

type User = ReturnType<typeof userEvent.setup>;

const routes = {
  ...anonymous,
  ...signupRoutes,
  [`GET ${directoryUrl('Martin')}`]: { body: { rows: [doctor], count: 1 } },
};

/** Chooses the doctor from the directory and fills in the rest of the form (the address for `apps`). */
async function fillIn(user: User, apps: string[] = []) {
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
  await user.click(await screen.findByRole('button', { name: 'Choisir Jeanne Martin' }, { timeout: 3000 }));
  await validateEmail(user, undefined, apps);
  await user.click(screen.getByRole('combobox', { name: /Profession/ }));
  await user.click(await screen.findByRole('option', { name: 'Médecin' }));
  await user.click(screen.getByRole('button', { name: 'Ajouter un établissement' }));
  const dialog = await screen.findByRole('dialog', { name: "Lieux d'exercice" });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Sélectionner Hôpital Nord' }));
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
  await user.click(within(dialog).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: 'Centre de pathologie de Lyon (Lyon)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Terminer' }));
  // The page is inert until the dialog has finished closing.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret!2024x');
  await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret!2024x');
  await user.click(screen.getByRole('checkbox', { name: /J'accepte les/ }));
}

describe('Doctor sign-up', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('posts the form without empty values, then goes to the portal', async () => {
    const server = fakeServer({ ...routes, 'POST /api/signup': { body: {} } });
    const { user, router } = renderRoute('/signUp/rpps', { userOptions: { delay: null } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(server.callsTo('POST /api/signup')).toHaveLength(1));
    expect(server.callsTo('POST /api/signup')[0]?.body).toEqual({
      civilTitle: 'MME',
      lastName: 'Martin',
      firstName: 'Jeanne',
      rpps: '10003456789',
      emails: [{ email: 'claire@cabinet.test', emailValidationId: 'v-1' }],
      password: 'Secret!2024x',
      confirmPassword: 'Secret!2024x',
      jobCode: '10',
      jobPlaces: [{ jobPlaceId: 'place-1', adminSiteId: 'site-1' }],
    });
    expect(await screen.findByText('Votre inscription a bien été prise en compte')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // A lasting notice, beyond the toast: the account awaits validation.
    expect(await screen.findByText(labels.signUp.awaitingValidation)).toBeTruthy();
  });

  it('sends the client apps chosen for the address in its dialog', async () => {
    const server = fakeServer({ ...routes, 'POST /api/signup': { body: {} } });
    const { user } = renderRoute('/signUp/rpps', { userOptions: { delay: null } });
    await fillIn(user, ['Agenda des centres']);
    expect(screen.getByText('Applications : Agenda des centres')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(server.callsTo('POST /api/signup')).toHaveLength(1));
    expect((server.callsTo('POST /api/signup')[0]?.body as SignupPayload).emails).toEqual([
      { email: 'claire@cabinet.test', emailValidationId: 'v-1', clientApps: ['agenda'] },
    ]);
  });

  it('tells when the administrators could not be told, then leaves for returnTo after 5 s', async () => {
    const message = "Les administrateurs n'ont pas pu être prévenus.";
    fakeServer({
      ...routes,
      'POST /api/signup': { body: { code: NOTIFICATION_FAILED, message, returnTo: 'https://reports.test/' } },
    });
    const { user } = renderRoute('/signUp/rpps', { userOptions: { delay: null } });
    await fillIn(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(`${message} Vous allez être redirigé dans un instant...`)).toBeTruthy();
    expect(leavePortal).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(leavePortal).toHaveBeenCalledWith('https://reports.test/');
  });

  it('shows the server message when the sign-up is refused', async () => {
    fakeServer({
      ...routes,
      'POST /api/signup': { status: 409, body: { message: 'Ce numéro RPPS est déjà utilisé' } },
    });
    const { user, router } = renderRoute('/signUp/rpps', { userOptions: { delay: null } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Ce numéro RPPS est déjà utilisé')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signUp/rpps');
  });
});
