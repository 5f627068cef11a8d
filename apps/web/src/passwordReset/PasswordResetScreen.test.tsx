import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages, passwordPolicyMessage } from '@portal/shared';
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

  it('shows the server refusal of the hash query as an error notification', async () => {
    fakeServer(anonymous);
    renderRoute('/reinit-password/tok-1?err=Ce%20mot%20de%20passe%20a%20d%C3%A9j%C3%A0%20servi');
    expect(await screen.findByText('Ce mot de passe a déjà servi')).toBeTruthy();
  });
});
