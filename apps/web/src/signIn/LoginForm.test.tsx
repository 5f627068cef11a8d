import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LOGIN_REFRESH_MS, loginErrors, messages, pscMessages } from '@portal/shared';
import { anonymous, fakeServer, freshLoginInteraction } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

const leavePortal = vi.hoisted(() => vi.fn());
vi.mock('../app/leavePortal.ts', () => ({ leavePortal }));

function loginForm(): HTMLFormElement {
  const button = screen.getByRole('button', { name: 'Connexion' });
  return button.closest('form') as HTMLFormElement;
}

describe('Login form', () => {
  it('asks for the e-mail and the password before posting anything', async () => {
    fakeServer({ ...anonymous, ...freshLoginInteraction });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/login');

    const button = screen.getByRole('button', { name: 'Connexion' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);

    expect(await screen.findByText(messages.emailMissing)).toBeTruthy();
    expect(screen.getByText(messages.loginPasswordRequired)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('posts nothing for what is not one address (issue 33, point 2): the rule the server applies too', async () => {
    fakeServer({ ...anonymous, ...freshLoginInteraction });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/login');

    const button = screen.getByRole('button', { name: 'Connexion' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.type(screen.getByLabelText(/Adresse email/), 'k1,victime@exemple-victime.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret!2024x');
    await user.click(button);

    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('posts the real form to the interaction obtained from /portalLogin', async () => {
    const server = fakeServer({ ...anonymous, ...freshLoginInteraction });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/login');

    await user.type(screen.getByLabelText(/Adresse email/), 'jeanne.martin@chu.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret!2024x');
    await waitFor(() => expect(loginForm().getAttribute('action')).toBe('/oidc/interaction/int-1/login'));
    await user.click(screen.getByRole('button', { name: 'Connexion' }));

    expect(submit).toHaveBeenCalledTimes(1);
    const form = loginForm();
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      prompt: 'login',
      login: 'jeanne.martin@chu.test',
      password: 'Secret!2024x',
    });
    const [authCall] = server.callsTo('GET /oidc/auth?client_id=portal');
    expect(authCall?.headers.Accept).toBe('application/json');
  });

  it('posts a form sent before its interaction was there as soon as it is (a fast typist, a slow network)', async () => {
    let answerAuth: (answer: { body: unknown }) => void = () => {};
    fakeServer({
      ...anonymous,
      ...freshLoginInteraction,
      'GET /oidc/auth?client_id=portal': () => new Promise((resolve) => (answerAuth = resolve)),
    });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/login');

    await user.type(screen.getByLabelText(/Adresse email/), 'jeanne.martin@chu.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret!2024x{Enter}');
    expect(submit).not.toHaveBeenCalled();

    answerAuth({ body: { interactionId: 'int-late', interactionType: 'login' } });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(loginForm().getAttribute('action')).toBe('/oidc/interaction/int-late/login');
  });

  it('starts a new interaction every 5 minutes while the form is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let started = 0;
    const server = fakeServer({
      ...anonymous,
      ...freshLoginInteraction,
      'GET /oidc/auth?client_id=portal': () => {
        started += 1;
        return { body: { interactionId: `int-${started}`, interactionType: 'login' } };
      },
    });
    renderRoute('/login');
    await waitFor(() => expect(loginForm().getAttribute('action')).toBe('/oidc/interaction/int-1/login'));

    await vi.advanceTimersByTimeAsync(LOGIN_REFRESH_MS);
    await waitFor(() => expect(loginForm().getAttribute('action')).toBe('/oidc/interaction/int-2/login'));
    expect(server.callsTo('GET /portalLogin')).toHaveLength(2);
  });

  it('goes to the second factor when the interaction asks for it', async () => {
    fakeServer({
      ...anonymous,
      ...freshLoginInteraction,
      'GET /oidc/auth?client_id=portal': { body: { interactionId: 'int-9', interactionType: 'otp' } },
    });
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(router.state.location.search).toBe('?interactionId=int-9');
  });

  it('uses the interaction of the hash query without starting a new one', async () => {
    const server = fakeServer(anonymous);
    renderRoute('/login?interactionId=from-app');
    expect(loginForm().getAttribute('action')).toBe('/oidc/interaction/from-app/login');
    expect(server.callsTo('GET /portalLogin')).toHaveLength(0);
  });

  it('shows or hides the password', async () => {
    fakeServer({ ...anonymous, ...freshLoginInteraction });
    const { user } = renderRoute('/login');
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Afficher : Mot de passe' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Masquer : Mot de passe' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    ['loginMismatch', loginErrors.loginMismatch],
    ['lockedAccount', loginErrors.lockedAccount],
    ['PSCConnectionFailed', loginErrors.PSCConnectionFailed],
    ['pscSignInDisabled', pscMessages.signInDisabled],
    ['rppsClaimed', pscMessages.rppsClaimed],
    ['somethingElse', messages.genericError],
  ])('shows the message of err=%s', async (err, message) => {
    fakeServer(anonymous);
    renderRoute(`/login?interactionId=i1&err=${err}`);
    const panel = screen.getByRole('region', { name: 'Connexion' });
    expect(within(panel).getByText(message)).toBeTruthy();
  });

  it('sends an expired sign-in back to the address kept in the origin cookie', async () => {
    fakeServer(anonymous);
    document.cookie = `origin=${encodeURIComponent('https://reports.test/start')}; path=/`;
    renderRoute('/login?err=sessionNotFound');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://reports.test/start'));
  });

  it('sends an expired sign-in home when no origin is kept', async () => {
    fakeServer({ ...anonymous });
    const { router } = renderRoute('/login?err=sessionNotFound');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('has a link to create an account', async () => {
    fakeServer({ ...anonymous, ...freshLoginInteraction });
    renderRoute('/login');
    const link = screen.getAllByRole('link', { name: 'Créer un compte' })[0];
    expect(link?.getAttribute('href')).toBe('/signUp/choice');
  });

  describe('a refused password', () => {
    beforeEach(() => sessionStorage.clear());

    it('keeps the address typed and puts the focus on the password', async () => {
      fakeServer({ ...anonymous, ...freshLoginInteraction });
      vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
      const first = renderRoute('/login');
      const email = screen.getByLabelText(/Adresse email/);
      expect(document.activeElement).toBe(email);
      await first.user.type(email, 'jeanne.martin@chu.test');
      await first.user.type(screen.getByLabelText(/^Mot de passe/), 'Mauvais!2024x');
      await waitFor(() => expect(loginForm().getAttribute('action')).toBe('/oidc/interaction/int-1/login'));
      await first.user.click(screen.getByRole('button', { name: 'Connexion' }));
      first.unmount();

      // The server answers the form with a redirect: the page loads again, on the error.
      renderRoute('/login?interactionId=int-1&err=loginMismatch');
      expect(screen.getByText(loginErrors.loginMismatch)).toBeTruthy();
      expect((screen.getByLabelText(/Adresse email/) as HTMLInputElement).value).toBe('jeanne.martin@chu.test');
      const password = screen.getByLabelText(/^Mot de passe/) as HTMLInputElement;
      expect(password.value).toBe('');
      expect(document.activeElement).toBe(password);
    });

    it('does not fill the address of an earlier sign-in into a fresh form', async () => {
      fakeServer({ ...anonymous, ...freshLoginInteraction });
      vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
      const first = renderRoute('/login');
      await first.user.type(screen.getByLabelText(/Adresse email/), 'jeanne.martin@chu.test');
      await first.user.type(screen.getByLabelText(/^Mot de passe/), 'Secret!2024x');
      await waitFor(() => expect(loginForm().getAttribute('action')).toBe('/oidc/interaction/int-1/login'));
      await first.user.click(screen.getByRole('button', { name: 'Connexion' }));
      first.unmount();

      renderRoute('/login');
      expect((screen.getByLabelText(/Adresse email/) as HTMLInputElement).value).toBe('');
    });
  });

  describe('Pro Santé Connect', () => {
    const pscLink = () => screen.queryByRole('link', { name: 'Se connecter avec Pro Santé Connect' });

    it('offers it under the form, into the interaction of the hash query, when /psc/init gives an address', async () => {
      const server = fakeServer({
        ...anonymous,
        'GET /psc/init?interactionId=from-app': { body: { oidcAuthUrl: '/psc/start?flow=f-1' } },
      });
      const { user } = renderRoute('/login?interactionId=from-app');
      const panel = screen.getByRole('region', { name: 'Connexion' });
      const link = await within(panel).findByRole('link', { name: 'Se connecter avec Pro Santé Connect' });
      expect(link.getAttribute('href')).toBe('/psc/start?flow=f-1');
      expect(within(panel).getByText('ou')).toBeTruthy();
      // Under the form, not inside it.
      expect(loginForm().contains(link)).toBe(false);
      expect(loginForm().compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Reached with the keyboard after the form's own controls.
      link.blur();
      screen.getByRole('link', { name: 'Créer un compte' }).focus();
      await user.tab();
      expect(document.activeElement).toBe(link);
      expect(server.callsTo('GET /psc/init?interactionId=from-app')).toHaveLength(1);
    });

    it('asks with the interaction from /portalLogin, and again with each renewed one', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let started = 0;
      fakeServer({
        ...anonymous,
        ...freshLoginInteraction,
        'GET /oidc/auth?client_id=portal': () => {
          started += 1;
          return { body: { interactionId: `int-${started}`, interactionType: 'login' } };
        },
        'GET /psc/init?interactionId=int-1': { body: { oidcAuthUrl: '/psc/start?flow=for-int-1' } },
        'GET /psc/init?interactionId=int-2': { body: { oidcAuthUrl: '/psc/start?flow=for-int-2' } },
      });
      renderRoute('/login');
      const link = await screen.findByRole('link', { name: 'Se connecter avec Pro Santé Connect' });
      expect(link.getAttribute('href')).toBe('/psc/start?flow=for-int-1');

      await vi.advanceTimersByTimeAsync(LOGIN_REFRESH_MS);
      await waitFor(() => expect(pscLink()?.getAttribute('href')).toBe('/psc/start?flow=for-int-2'));
    });

    it.each([
      ['no provider is configured (404)', { status: 404, body: { message: 'Introuvable' } }],
      ['the call fails', { status: 500, body: { message: 'Panne' } }],
    ])('shows nothing, silently, when %s', async (_, answer) => {
      const server = fakeServer({ ...anonymous, 'GET /psc/init?interactionId=from-app': answer });
      renderRoute('/login?interactionId=from-app');
      await waitFor(() => expect(server.callsTo('GET /psc/init?interactionId=from-app')).toHaveLength(1));
      // Let the answer arrive: still nothing.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pscLink()).toBeNull();
      expect(screen.queryByText('ou')).toBeNull();
      expect(screen.queryByText('La connexion via Pro Santé Connect est actuellement indisponible.')).toBeNull();
    });
  });
});
