import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { banners, labels, messages } from '@portal/shared';
import { anonymous, fakeServer, freshLoginInteraction } from '../test/fakeServer.ts';
import { jeanne, jeanneProfile } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { signupRoutes } from '../test/signupServer.ts';
import { cancelPasswordDialog, confirmAfterAWrongPassword, stepUpGate } from '../test/stepUp.ts';

vi.mock('../forms/emailValidation/CaptchaWidget.tsx', async () => ({
  CaptchaWidget: (await import('../test/captchaMock.tsx')).FakeCaptchaWidget,
}));

/** A stand-in for the tab `window.open` returns. */
function fakeWindowOpen() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    location: { href: '' },
    close: vi.fn(() => {
      tab.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { open, tab };
}

const signedIn = { 'GET /me': { body: jeanne }, 'GET /api/users/me': { body: jeanneProfile } };

async function tile(name: string) {
  return screen.findByRole('button', { name });
}

/** Signed in, from the Compte-rendus tile: `Oui`, then `email` picked among the account's addresses. */
async function pickAddressFromTile(email: string) {
  const view = renderRoute('/');
  await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
  await view.user.click(await tile('Compte-rendus'));
  await view.user.click(await screen.findByRole('button', { name: 'Oui' }));
  await view.user.click(await screen.findByRole('radio', { name: email }));
  return view;
}

/** Signed in, from the Compte-rendus tile: `Oui`, then an address added and validated by its code. */
async function addAddressFromTile(email: string) {
  const view = renderRoute('/');
  const { user } = view;
  await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
  await user.click(await tile('Compte-rendus'));
  await user.click(await screen.findByRole('button', { name: 'Oui' }));
  await user.click(await screen.findByRole('button', { name: 'Ajouter une adresse email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Validation de votre adresse email' });
  await user.type(within(dialog).getByLabelText(/Adresse email/), email);
  await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
  await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
  await user.type(await within(dialog).findByLabelText(/Code de vérification/), '123456789');
  return view;
}

/** A visitor clicks a tile, then signs in from its dialog; the login form leaves the page. */
async function signInFromTile(name: string) {
  fakeServer({ ...anonymous, ...freshLoginInteraction });
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  const visitor = renderRoute('/');
  await visitor.user.click(await tile(name));
  const dialog = await screen.findByRole('dialog', { name: 'Veuillez vous connecter' });
  const email = within(dialog).getByLabelText(/Adresse email/);
  expect(document.activeElement).toBe(email);
  await visitor.user.type(email, 'jeanne.martin@chu.test');
  await visitor.user.type(within(dialog).getByLabelText(/^Mot de passe/), 'Secret!2024x');
  const submit = within(dialog).getByRole('button', { name: 'Connexion' });
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  await visitor.user.click(submit);
  visitor.unmount();
}

describe('Sign-in from a tile', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers that app once signed in, its button focused, and opens it from there', async () => {
    await signInFromTile('Agenda');
    // Back on the portal after the forms' redirects, signed in.
    fakeServer(signedIn);
    const { open } = fakeWindowOpen();
    const { user } = renderRoute('/');
    const offer = await screen.findByRole('button', { name: 'Ouvrir Agenda' });
    expect(document.activeElement).toBe(offer);
    expect(screen.getByText('Vous êtes connecté : vous pouvez ouvrir Agenda.')).toBeTruthy();
    await user.click(offer);
    expect(open).toHaveBeenCalledWith('https://agenda.test/login', '_blank', 'noopener');
  });

  it('offers it once only', async () => {
    await signInFromTile('Agenda');
    fakeServer(signedIn);
    const first = renderRoute('/');
    await screen.findByRole('button', { name: 'Ouvrir Agenda' });
    first.unmount();
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
    expect(screen.queryByRole('button', { name: 'Ouvrir Agenda' })).toBeNull();
  });

  it('offers nothing to an account that may not open apps: its state says why', async () => {
    await signInFromTile('Agenda');
    fakeServer({ 'GET /me': { body: { ...jeanne, activated: false, hasUserRights: false } } });
    renderRoute('/');
    expect(await screen.findByText(banners.accountUnactivated)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ouvrir Agenda' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bienvenue Jeanne Martin' })),
    );
  });
});

describe('Tile click', () => {
  it('opens a link-only app in a new tab, even for a visitor', async () => {
    fakeServer(anonymous);
    const { open } = fakeWindowOpen();
    const { user } = renderRoute('/');
    await user.click(await tile('Annuaire santé'));
    expect(open).toHaveBeenCalledWith('https://annuaire.sante.fr/', '_blank', 'noopener');
  });

  it('asks a visitor to sign in, in a dialog holding the login form', async () => {
    fakeServer({ ...anonymous, ...freshLoginInteraction });
    const { open } = fakeWindowOpen();
    const { user } = renderRoute('/');
    await user.click(await tile('Agenda'));
    const dialog = await screen.findByRole('dialog', { name: 'Veuillez vous connecter' });
    expect(within(dialog).getByLabelText(/Adresse email/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Connexion' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['awaits validation', { activated: false }, banners.accountUnactivated],
    ['is locked', { locked: true }, banners.accountLocked],
    ['has an anomaly', {}, banners.accountAnomaly],
  ])('tells a signed-in user whose account %s why the app cannot open, with no login form', async (_, state, text) => {
    const server = fakeServer({
      ...freshLoginInteraction,
      'GET /me': { body: { ...jeanne, ...state, hasUserRights: false } },
    });
    const { open } = fakeWindowOpen();
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
    await user.click(await tile('Agenda'));

    const dialog = await screen.findByRole('dialog', { name: "Impossible d'ouvrir Agenda" });
    expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Adresse email/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Connexion' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Veuillez vous connecter' })).toBeNull();
    expect(server.callsTo('GET /portalLogin')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: "J'ai compris" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('opens an app directly for a user with rights', async () => {
    fakeServer(signedIn);
    const { open } = fakeWindowOpen();
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
    await user.click(await tile('Agenda'));
    expect(open).toHaveBeenCalledWith('https://agenda.test/login', '_blank', 'noopener');
  });

  it.each(['Non', 'Je ne sais pas'])('opens the app directly when the user answers "%s"', async (answer) => {
    const server = fakeServer(signedIn);
    const { open } = fakeWindowOpen();
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
    await user.click(await tile('Compte-rendus'));
    const dialog = await screen.findByRole('dialog', { name: 'Ouvrir Compte-rendus' });
    await user.click(within(dialog).getByRole('button', { name: answer }));
    expect(open).toHaveBeenCalledWith('https://reports.test/login', '_blank', 'noopener');
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('binds the chosen e-mail to the app, then sends the tab opened on click to the app', async () => {
    const email = 'j.martin+labo@cabinet.test';
    const server = fakeServer({
      ...signedIn,
      [`PATCH /api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`]: { body: {} },
    });
    const { open, tab } = fakeWindowOpen();
    const { user } = await pickAddressFromTile(email);
    await user.click(screen.getByRole('button', { name: "Ouvrir l'application" }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe('https://reports.test/login'));
    const [bind] = server.calls.filter((call) => call.method === 'PATCH');
    expect(bind?.url).toBe('/api/users/me/emails/j.martin%2Blabo%40cabinet.test/bind-client-app');
    expect(bind?.body).toEqual({ appClientId: 'demo-client' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the app directly when the user does not know which address to use', async () => {
    const server = fakeServer(signedIn);
    const { open } = fakeWindowOpen();
    const { user } = await pickAddressFromTile(messages.unknownEmailChoice);
    await user.click(screen.getByRole('button', { name: "Ouvrir l'application" }));
    expect(open).toHaveBeenCalledWith('https://reports.test/login', '_blank', 'noopener');
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('says when the address could not be bound, and closes the waiting tab', async () => {
    fakeServer({
      ...signedIn,
      'PATCH /api/users/me/emails/jeanne.martin%40chu.test/bind-client-app': {
        status: 400,
        body: { message: 'Refusé' },
      },
    });
    const { tab } = fakeWindowOpen();
    const { user } = await pickAddressFromTile('jeanne.martin@chu.test');
    await user.click(screen.getByRole('button', { name: "Ouvrir l'application" }));

    expect(await screen.findByText(messages.bindFailed('Compte-rendus'))).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('adds an address validated by code, bound to the app, then opens the app with it', async () => {
    const added = { emailId: 'e3', email: 'claire@cabinet.test', isPrincipal: false, clientApps: ['demo-client'] };
    const server = fakeServer({
      ...signedIn,
      ...signupRoutes,
      'PATCH /api/users/me': { body: { ...jeanneProfile, emails: [...jeanneProfile.emails, added] } },
      'PATCH /api/users/me/emails/claire%40cabinet.test/bind-client-app': { body: {} },
    });
    const { tab } = fakeWindowOpen();
    const { user } = await addAddressFromTile('claire@cabinet.test');

    // The new address joins the account, the app moving to it, and is the one picked.
    expect(await screen.findByRole('radio', { name: 'claire@cabinet.test', checked: true })).toBeTruthy();
    const [patch] = server.callsTo('PATCH /api/users/me');
    expect(patch?.body).toEqual({
      emails: [
        { email: 'jeanne.martin@chu.test', isPrincipal: true, clientApps: [] },
        { email: 'j.martin+labo@cabinet.test', isPrincipal: false, clientApps: [] },
        { email: 'claire@cabinet.test', isPrincipal: false, clientApps: ['demo-client'], emailValidationId: 'v-1' },
      ],
    });
    await user.click(screen.getByRole('button', { name: "Ouvrir l'application" }));
    await waitFor(() => expect(tab.location.href).toBe('https://reports.test/login'));
  });

  it('asks for the password before giving the app another address; the waiting tab goes, the app opens once bound', async () => {
    const email = 'j.martin+labo@cabinet.test';
    const gate = stepUpGate();
    const bindCall = `PATCH /api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`;
    const server = fakeServer({ ...signedIn, ...gate.routes, [bindCall]: gate.guarded({ body: {} }) });
    const { open, tab } = fakeWindowOpen();
    const { user } = await pickAddressFromTile(email);

    // Not confirmed: nothing bound, no app opened, and the screen says so.
    await user.click(screen.getByRole('button', { name: "Ouvrir l'application" }));
    await cancelPasswordDialog(user, messages.bindFailed('Compte-rendus'));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');

    tab.close.mockClear();
    tab.closed = false;
    open.mockClear();
    await user.click(screen.getByRole('button', { name: "Ouvrir l'application" }));
    await confirmAfterAWrongPassword(user);
    expect(tab.close).toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://reports.test/login', '_blank', 'noopener'));
    expect(server.callsTo(bindCall)).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds an address for the app only once the password is confirmed when the sign-in is not recent', async () => {
    const added = { emailId: 'e3', email: 'claire@cabinet.test', isPrincipal: false, clientApps: ['demo-client'] };
    const gate = stepUpGate();
    const server = fakeServer({
      ...signedIn,
      ...signupRoutes,
      ...gate.routes,
      'PATCH /api/users/me': gate.guarded({ body: { ...jeanneProfile, emails: [...jeanneProfile.emails, added] } }),
    });
    const { user } = await addAddressFromTile('claire@cabinet.test');

    await confirmAfterAWrongPassword(user);
    expect(await screen.findByRole('radio', { name: 'claire@cabinet.test', checked: true })).toBeTruthy();
    expect(server.callsTo('PATCH /api/users/me')).toHaveLength(2);
    expect(screen.queryByText(labels.stepUp.notConfirmed)).toBeNull();
  });
});
