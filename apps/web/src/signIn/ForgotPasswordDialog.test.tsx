import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@portal/shared';
import { anonymous, fakeServer, freshLoginInteraction } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

async function openForgotPassword(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({ ...anonymous, ...freshLoginInteraction, ...routes });
  const view = renderRoute('/login');
  await view.user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
  return { ...view, server, dialog };
}

describe('Forgot-password dialog', () => {
  it('requires the e-mail', async () => {
    const { user, dialog, server } = await openForgotPassword({});
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText(messages.emailMissing)).toBeTruthy();
    expect(server.callsTo('POST /api/password/send-newPassword')).toHaveLength(0);
  });

  it('sends nothing for what is not one address (issue 33, point 2)', async () => {
    const { user, dialog, server } = await openForgotPassword({});
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'k3;victime@exemple-victime.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText(messages.emailInvalid)).toBeTruthy();
    expect(server.callsTo('POST /api/password/send-newPassword')).toHaveLength(0);
  });

  it('sends the request and confirms it', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const { user, dialog, server } = await openForgotPassword({
      'POST /api/password/send-newPassword': { body: {} },
    });
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'jeanne.martin@chu.test');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText(messages.resetRequested)).toBeTruthy();
    const [call] = server.callsTo('POST /api/password/send-newPassword');
    expect(call?.body).toEqual({ email: 'jeanne.martin@chu.test' });
    expect(call?.headers['X-XSRF-TOKEN']).toBe('token-123');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the request failed', async () => {
    const { user, dialog } = await openForgotPassword({
      'POST /api/password/send-newPassword': { status: 500, body: { message: 'Panne' } },
    });
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'jeanne.martin@chu.test');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(messages.resetFailed)).toBeTruthy();
  });
});
