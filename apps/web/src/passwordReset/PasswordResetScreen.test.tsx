import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { labels, messages, passwordPolicyMessage } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { clientConfig } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';

const submitButton = () => screen.getByRole('button', { name: 'Je change mon mot de passe' });

describe('Password reset screen', () => {
  it('checks the new password against the configured policy and its confirmation', async () => {
    fakeServer(anonymous);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/reinit-password/tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Réinitialisation du mot de passe' })).toBeTruthy();
    expect(screen.getByText(messages.passwordHint)).toBeTruthy();

    await user.click(submitButton());
    expect(screen.getByText(messages.required)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'court');
    expect(screen.getByText(passwordPolicyMessage(clientConfig.password_security))).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Nouveau mot de passe/));
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Tres-Long!2024');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Autre-Chose!2024');
    await user.click(submitButton());
    expect(screen.getByText(messages.passwordsDiffer)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('posts the real form with the token of the link', async () => {
    fakeServer(anonymous);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/reinit-password/tok-1');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Tres-Long!2024');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Tres-Long!2024');
    await user.click(submitButton());

    expect(submit).toHaveBeenCalledTimes(1);
    const form = submitButton().closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/password/reinit');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      token: 'tok-1',
      password: 'Tres-Long!2024',
      confirmPassword: 'Tres-Long!2024',
    });
  });

  it("shows the server's refusal code of the hash query as its French message", async () => {
    fakeServer(anonymous);
    renderRoute('/reinit-password/tok-1?err=passwordsDiffer');
    expect(await screen.findByText(messages.passwordsDiffer)).toBeTruthy();
  });

  it("never shows a text put in the address as the portal's (What was seen 8)", async () => {
    fakeServer(anonymous);
    renderRoute('/reinit-password/tok-1?err=Appelez%20le%2001%2023%2045%2067%2089');
    await screen.findByRole('heading', { name: labels.passwordReset.title });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/Appelez le/)).toBeNull();
  });
});
