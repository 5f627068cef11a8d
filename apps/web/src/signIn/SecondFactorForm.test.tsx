import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_SESSION_OVER, RATE_LIMITED, loginErrors, messages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

const sentAnswer = { messageId: 'msg-1', prefix: 'AB12', sentTo: 'j•••••@chu.test' };
const codeSent = { 'POST /otp/sendByEmail': { body: sentAnswer } };
const rateLimited = { status: 429, body: { message: messages.tooManyRequests, code: RATE_LIMITED } };

function codeForm(): HTMLFormElement {
  return screen.getByRole('button', { name: 'Valider' }).closest('form') as HTMLFormElement;
}

describe('Second factor', () => {
  it('posts the code by itself as soon as it has 6 characters', async () => {
    fakeServer({ ...anonymous, ...codeSent });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/otp?interactionId=int-1');
    expect(screen.getByRole('heading', { name: 'Double authentification' })).toBeTruthy();

    const code = screen.getByLabelText(/Code de vérification/);
    await user.type(code, '12345');
    expect(submit).not.toHaveBeenCalled();
    await user.type(code, '6');

    expect(submit).toHaveBeenCalledTimes(1);
    const form = codeForm();
    expect(form.getAttribute('action')).toBe('/oidc/interaction/int-1/otp');
    expect(Object.fromEntries(new FormData(form))).toEqual({ prompt: 'otp', otpToken: '123456' });
  });

  it('puts the focus on its title on arrival (the send button comes next), or on the code field for an authenticator', async () => {
    fakeServer(anonymous);
    const otp = renderRoute('/otp?interactionId=int-1');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Double authentification' }));
    otp.unmount();
    renderRoute('/totp?interactionId=int-2');
    expect(document.activeElement).toBe(screen.getByLabelText(/Code de vérification/));
  });

  it('posts prompt=totp for an authenticator code, without e-mail sending', async () => {
    fakeServer(anonymous);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/totp?interactionId=int-2');
    expect(screen.queryByRole('button', { name: 'Recevoir le code par email' })).toBeNull();
    await user.type(screen.getByLabelText(/Code de vérification/), '654321');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(new FormData(codeForm()).get('prompt')).toBe('totp');
  });

  it('asks for the code when Valider is pressed on an empty field', async () => {
    fakeServer(anonymous);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/totp?interactionId=int-2');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByText(messages.required)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the prefix before the code once sent, then offers to resend', async () => {
    fakeServer({ ...anonymous, ...codeSent });
    const { user } = renderRoute('/otp?interactionId=int-1');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par email' }));
    expect(await screen.findByText('AB12-')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeTruthy();
  });

  it('says to which address, masked, the code went, and moves the focus to the code field', async () => {
    fakeServer({ ...anonymous, ...codeSent });
    const { user } = renderRoute('/otp?interactionId=int-1');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par email' }));
    expect((await screen.findByRole('status')).textContent).toBe('Le code a été envoyé à j•••••@chu.test.');
    expect(document.activeElement).toBe(screen.getByLabelText(/Code de vérification/));
  });

  it('says the rate limit when a resend is refused, and no longer claims a code was sent', async () => {
    let sends = 0;
    fakeServer({ ...anonymous, 'POST /otp/sendByEmail': () => (++sends === 1 ? { body: sentAnswer } : rateLimited) });
    const { user } = renderRoute('/otp?interactionId=int-1');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par email' }));
    await screen.findByText('Le code a été envoyé à j•••••@chu.test.');

    const resend = screen.getByRole('button', { name: 'Renvoyer le code' });
    await user.click(resend);
    expect(await screen.findByText(messages.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText(messages.sendCodeFailed)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    // The first code is still the one to type: its prefix stays, and the focus is back on the button.
    expect(screen.getByText('AB12-')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(resend));
  });

  it('offers the support request only after more than 2 sends', async () => {
    const server = fakeServer({ ...anonymous, ...codeSent, 'POST /otp/ask-for-support': { body: {} } });
    const { user } = renderRoute('/otp?interactionId=int-1');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par email' }));
    const resend = await screen.findByRole('button', { name: 'Renvoyer le code' });
    await user.click(resend);
    await waitFor(() => expect(server.callsTo('POST /otp/sendByEmail')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Je ne reçois pas mon code' })).toBeNull();

    await user.click(resend);
    const support = await screen.findByRole('button', { name: 'Je ne reçois pas mon code' });
    await user.click(support);
    expect(await screen.findByRole('dialog', { name: "Demande d'assistance" })).toBeTruthy();
  });

  it('goes back home when the sign-in session is over', async () => {
    fakeServer({ ...anonymous, 'POST /otp/sendByEmail': { status: 400, body: { message: AUTH_SESSION_OVER } } });
    const { user, router } = renderRoute('/otp?interactionId=int-1');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says when the e-mail could not be sent', async () => {
    fakeServer({ ...anonymous, 'POST /otp/sendByEmail': { status: 500, body: { message: 'Panne' } } });
    const { user } = renderRoute('/otp?interactionId=int-1');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par email' }));
    expect(await screen.findByText(messages.sendCodeFailed)).toBeTruthy();
  });

  it('shows a wrong-code error from the hash query', () => {
    fakeServer(anonymous);
    renderRoute('/otp?interactionId=int-1&err=otpTokenMismatch');
    expect(screen.getByText(loginErrors.otpTokenMismatch)).toBeTruthy();
  });

  it('goes home when no interaction is named', async () => {
    fakeServer(anonymous);
    const { router } = renderRoute('/otp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
