import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

async function openSupport(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    ...anonymous,
    'POST /otp/sendByEmail': { body: { messageId: 'msg-7', prefix: 'ZX' } },
    ...routes,
  });
  const view = renderRoute('/otp?interactionId=int-1');
  await view.user.click(screen.getByRole('button', { name: 'Recevoir le code par email' }));
  for (let sends = 1; sends < 3; sends += 1) {
    await view.user.click(await screen.findByRole('button', { name: 'Renvoyer le code' }));
  }
  await view.user.click(await screen.findByRole('button', { name: 'Je ne reçois pas mon code' }));
  const dialog = await screen.findByRole('dialog', { name: "Demande d'assistance" });
  return { ...view, server, dialog };
}

describe('Support request dialog', () => {
  it('warns about the administrator and the spam folder, and checks the phone number', async () => {
    const { user, dialog, server } = await openSupport({});
    expect(within(dialog).getByText(/administrateur/)).toBeTruthy();
    expect(within(dialog).getByText(/courriers indésirables/)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/Numéro de téléphone/), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText(messages.phoneInvalid)).toBeTruthy();
    expect(server.callsTo('POST /otp/ask-for-support')).toHaveLength(0);
  });

  it('sends the phone number with the id of the last e-mail', async () => {
    const { user, dialog, server } = await openSupport({ 'POST /otp/ask-for-support': { body: {} } });
    await user.type(within(dialog).getByLabelText(/Numéro de téléphone/), '0612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText(messages.supportSent)).toBeTruthy();
    const [call] = server.callsTo('POST /otp/ask-for-support');
    expect(call?.body).toEqual({ phoneNumber: '0612345678', messageId: 'msg-7' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the request failed', async () => {
    const { user, dialog } = await openSupport({
      'POST /otp/ask-for-support': { status: 500, body: { message: 'Panne' } },
    });
    await user.type(within(dialog).getByLabelText(/Numéro de téléphone/), '612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText(messages.supportFailed)).toBeTruthy();
  });
});
