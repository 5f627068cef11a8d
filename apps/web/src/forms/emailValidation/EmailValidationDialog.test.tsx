import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TOO_MANY_REQUESTS, messages } from '@portal/shared';
import { anonymous, fakeServer } from '../../test/fakeServer.ts';
import { clientConfig } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { signupRoutes } from '../../test/signupServer.ts';

vi.mock('./CaptchaWidget.tsx', async () => ({
  CaptchaWidget: (await import('../../test/captchaMock.tsx')).FakeCaptchaWidget,
}));

async function openDialog(routes: Parameters<typeof fakeServer>[0] = {}, config = clientConfig) {
  const server = fakeServer({ ...anonymous, ...signupRoutes, ...routes });
  const view = renderRoute('/signUp/no-rpps', { config });
  await view.user.click(screen.getByRole('button', { name: 'Validez votre adresse email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Validation de votre adresse email' });
  return { ...view, server, dialog };
}

describe('E-mail validation dialog', { timeout: 20_000 }, () => {
  it('waits for a valid address and the captcha, sends them, then auto-submits the 9-character code', async () => {
    sessionStorage.clear();
    const { user, dialog, server } = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Recevoir le code' });
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'claire@');
    expect(within(dialog).getByText(messages.emailInvalid)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'cabinet.test');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
    await user.click(send);

    const [sent] = server.callsTo('POST /api/emails/send-otp');
    const id = sessionStorage.getItem('emailValidationId');
    expect(sent?.body).toEqual({
      email: 'claire@cabinet.test',
      emailValidationId: id,
      captchaPayload: 'captcha-payload',
    });
    expect(await within(dialog).findByText('AB3-')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Code de vérification/), '123456789');
    await waitFor(() => expect(server.callsTo('POST /api/emails/verify-otp')).toHaveLength(1));
    expect(server.callsTo('POST /api/emails/verify-otp')[0]?.body).toEqual({
      otp: '123456789',
      email: 'claire@cabinet.test',
      emailValidationId: 'v-1',
    });
    expect(await screen.findByText('Email validé')).toBeTruthy();
  });

  it.each(['k1,victime@exemple-victime.fr', 'k2<victime@exemple-victime.fr>', 'k3;victime@exemple-victime.fr'])(
    'sends no code to "%s": not one address (issue 33, point 2)',
    async (address) => {
      const { user, dialog, server } = await openDialog();
      await user.type(within(dialog).getByLabelText(/Adresse email/), address);
      await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
      expect(within(dialog).getByText(messages.emailInvalid)).toBeTruthy();
      const send = within(dialog).getByRole('button', { name: 'Recevoir le code' });
      expect(send.hasAttribute('disabled')).toBe(true);
      await user.keyboard('{Enter}');
      expect(server.callsTo('POST /api/emails/send-otp')).toHaveLength(0);
    },
  );

  it('at sign-up, then asks which client apps get the address, the principal one', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'claire@cabinet.test');
    await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
    await user.type(await within(dialog).findByLabelText(/Code de vérification/), '123456789');

    const apps = await within(dialog).findByRole('group', { name: 'Applications qui utilisent cette adresse' });
    // The apps that sign in, not the link-only directory.
    expect(within(apps).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(apps).getByRole('checkbox', { name: 'Application de démonstration' })).toBeTruthy();
    expect(within(apps).queryByRole('checkbox', { name: 'Annuaire santé' })).toBeNull();
    const principal = within(dialog).getByRole('checkbox', { name: 'Adresse principale' }) as HTMLInputElement;
    expect([principal.checked, principal.disabled]).toEqual([true, true]);
    expect(within(dialog).getByText("L'adresse de votre inscription est votre adresse principale.")).toBeTruthy();
    await user.click(within(apps).getByRole('checkbox', { name: 'Agenda des centres' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Applications : Agenda des centres')).toBeTruthy();
  });

  it('at sign-up without client apps to choose, validates the address with its code alone', async () => {
    const onlyLinks = { ...clientConfig, oidc_clients: clientConfig.oidc_clients.filter((app) => app.link_only) };
    const { user, dialog } = await openDialog({}, onlyLinks);
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'claire@cabinet.test');
    await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
    await user.type(await within(dialog).findByLabelText(/Code de vérification/), '123456789');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/Adresse email/) as HTMLInputElement).value).toBe('claire@cabinet.test');
  });

  it('shows the configured message of a blocked domain', async () => {
    const message = 'Les adresses jetables ne sont pas acceptées';
    const { dialog, user } = await openDialog(
      {},
      {
        ...clientConfig,
        blocked_email_domains: [{ domain: 'yopmail.com', message }],
      },
    );
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'claire@yopmail.com');
    await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Recevoir le code' }).hasAttribute('disabled')).toBe(true);
  });

  it('stays open after too many requests (the server answers a bare 400 `Too many requests`)', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/emails/send-otp': { status: 400, text: TOO_MANY_REQUESTS },
    });
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'claire@cabinet.test');
    await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
    expect(await screen.findByText(messages.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText(messages.genericError)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Validation de votre adresse email' })).toBeTruthy();
    expect(within(dialog).getByLabelText(/Adresse email/)).toBeTruthy();
  });

  it('closes on a wrong code', async () => {
    const { user, dialog } = await openDialog({ 'POST /api/emails/verify-otp': { body: { matched: false } } });
    await user.type(within(dialog).getByLabelText(/Adresse email/), 'claire@cabinet.test');
    await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
    await user.type(await within(dialog).findByLabelText(/Code de vérification/), '000000000');
    expect(await screen.findByText('Code OTP incorrect')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Validez votre adresse email' })).toBeTruthy();
  });
});
