import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { labels, messages, passwordPolicyMessage, profileMessages } from '@portal/shared';
import { fakeServer, type FakeAnswer, type RecordedCall } from '../../test/fakeServer.ts';
import { clientConfig, jeanneProfile } from '../../test/fixtures.ts';
import {
  RIGHT_PASSWORD,
  cancelPasswordDialog,
  confirmAfterAWrongPassword,
  stepUpGate,
  typePassword,
} from '../../test/stepUp.ts';
import { PasswordTab } from './PasswordTab.tsx';
import { renderSecurity } from './test/renderSecurity.tsx';

const OTP_URL =
  'otpauth://totp/Portail%20Anapath:jeanne.martin%40chu.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Portail%20Anapath';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

type Route = FakeAnswer | ((call: RecordedCall) => FakeAnswer);

/** `GET /api/users/me` answers the profile as the other calls left it (`totp.validated`). */
function profileServer(
  routes: (totp: { validated: boolean }) => Record<string, Route> = () => ({}),
  validated = false,
) {
  const totp = { validated };
  return fakeServer({
    'GET /api/users/me': () => ({ body: { ...jeanneProfile, otp: { validated: totp.validated } } }),
    ...routes(totp),
  });
}

const renderTab = () => renderSecurity((profile) => <PasswordTab profile={profile} />);

const current = () => screen.getByLabelText(/^Mot de passe actuel/);
const fresh = () => screen.getByLabelText(/^Nouveau mot de passe/);
const confirmation = () => screen.getByLabelText(/^Confirmation du nouveau mot de passe/);
const submit = () => screen.getByRole('button', { name: 'Je change mon mot de passe' });

describe('Password change', { timeout: 20_000 }, () => {
  it('sends the three fields, tells the success and clears the form', async () => {
    const server = profileServer(() => ({ 'PATCH /api/users/me/password': { body: {} } }));
    const { user } = renderTab();
    expect(await screen.findByRole('heading', { name: 'Changer mon mot de passe' })).toBeTruthy();
    expect(screen.getByText(messages.passwordHint)).toBeTruthy();

    await user.type(current(), 'Ancien!2023x');
    await user.type(fresh(), 'Tres-Long!2024');
    await user.type(confirmation(), 'Tres-Long!2024');
    await user.click(submit());

    expect(await screen.findByText('Mot de passe modifié avec succès')).toBeTruthy();
    const [call] = server.callsTo('PATCH /api/users/me/password');
    expect(call?.body).toEqual({
      currentPassword: 'Ancien!2023x',
      newPassword: 'Tres-Long!2024',
      confirmNewPassword: 'Tres-Long!2024',
    });
    expect(call?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    await waitFor(() => expect((current() as HTMLInputElement).value).toBe(''));
    expect((fresh() as HTMLInputElement).value).toBe('');
    expect((confirmation() as HTMLInputElement).value).toBe('');
  });

  it('shows the required, policy and confirmation messages without a call', async () => {
    const server = profileServer();
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Je change mon mot de passe' }));
    expect(within(current().closest('.MuiFormControl-root') as HTMLElement).getByText(messages.required)).toBeTruthy();

    await user.type(current(), 'Ancien!2023x');
    await user.type(fresh(), 'court');
    expect(screen.getByText(passwordPolicyMessage(clientConfig.password_security))).toBeTruthy();

    await user.clear(fresh());
    await user.type(fresh(), 'Tres-Long!2024');
    await user.type(confirmation(), 'Autre-Chose!2024');
    await user.click(submit());
    expect(screen.getByText(messages.passwordsDiffer)).toBeTruthy();
    expect(screen.queryByText(passwordPolicyMessage(clientConfig.password_security))).toBeNull();
    expect(server.callsTo('PATCH /api/users/me/password')).toHaveLength(0);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    profileServer(() => ({
      'PATCH /api/users/me/password': {
        status: 400,
        body: { message: profileMessages.wrongCurrentPassword, field: 'currentPassword' },
      },
    }));
    const { user } = renderTab();
    await user.type(await screen.findByLabelText(/^Mot de passe actuel/), 'Mauvais!2023x');
    await user.type(fresh(), 'Tres-Long!2024');
    await user.type(confirmation(), 'Tres-Long!2024');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', profileMessages.wrongCurrentPassword);
    expect((fresh() as HTMLInputElement).value).toBe('Tres-Long!2024');
  });
});

const enableButton = () => screen.findByRole('button', { name: "Activer l'authentification TOTP" });
const dialogTitle = "Activation de l'authentification TOTP";

describe('TOTP', { timeout: 20_000 }, () => {
  it('shows the QR code and the secret, validates the typed code and reads the profile again', async () => {
    const drawn = vi.spyOn(QRCode, 'toString');
    const server = profileServer((totp) => ({
      'POST /api/users/otp/init': { body: { url: OTP_URL, secret: SECRET } },
      'POST /api/users/otp/validate': () => {
        totp.validated = true;
        return { body: {} };
      },
    }));
    const { user } = renderTab();
    expect(await screen.findByText('Non activée')).toBeTruthy();
    await user.click(await enableButton());

    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    const image = within(dialog).getByRole('img', {
      name: "QR code à scanner avec votre application d'authentification",
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('width="500"');
    expect(drawn).toHaveBeenCalledWith(OTP_URL, expect.objectContaining({ errorCorrectionLevel: 'Q', width: 500 }));
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copier la clé secrète' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByText('Clé secrète copiée')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Code à 6 chiffres/), '123 456');
    expect(await screen.findByText(profileMessages.totpEnabled)).toBeTruthy();
    expect(server.callsTo('POST /api/users/otp/validate').map((call) => call.body)).toEqual([{ token: '123456' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Activée')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Désactiver l'authentification TOTP" })).toBeTruthy();
    expect(server.callsTo('GET /api/users/me')).toHaveLength(2);
  });

  it('keeps the dialog open on a wrong code, with the server message', async () => {
    const server = profileServer(() => ({
      'POST /api/users/otp/init': { body: { url: OTP_URL, secret: SECRET } },
      'POST /api/users/otp/validate': { status: 400, body: { message: profileMessages.wrongTotpCode } },
    }));
    const { user } = renderTab();
    await user.click(await enableButton());
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    const code = within(dialog).getByLabelText(/^Code à 6 chiffres/);
    await user.type(code, '000000');

    // The notification, and the same message under the field, inside the dialog.
    await waitFor(() => expect(screen.getAllByText(profileMessages.wrongTotpCode)).toHaveLength(2));
    expect(within(dialog).getByText(profileMessages.wrongTotpCode)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: dialogTitle })).toBeTruthy();
    await waitFor(() => expect((code as HTMLInputElement).value).toBe(''));
    expect(server.callsTo('POST /api/users/otp/validate').map((call) => call.body)).toEqual([{ token: '000000' }]);
    expect(screen.queryByText(profileMessages.totpEnabled)).toBeNull();
    await user.type(code, '1');
    expect(within(dialog).queryByText(profileMessages.wrongTotpCode)).toBeNull();
  });

  it('asks for 6 digits before calling when the code is submitted incomplete', async () => {
    const server = profileServer(() => ({
      'POST /api/users/otp/init': { body: { url: OTP_URL, secret: SECRET } },
    }));
    const { user } = renderTab();
    await user.click(await enableButton());
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await user.type(within(dialog).getByLabelText(/^Code à 6 chiffres/), '12a3{Enter}');
    expect(within(dialog).getByText(profileMessages.totpCodeFormat)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Code à 6 chiffres/) as HTMLInputElement).value).toBe('123');
    expect(server.callsTo('POST /api/users/otp/validate')).toHaveLength(0);
  });

  it('deactivates after a confirmation and reads the profile again', async () => {
    const server = profileServer(
      (totp) => ({
        'POST /api/users/otp/deactivate': () => {
          totp.validated = false;
          return { body: {} };
        },
      }),
      true,
    );
    const { user } = renderTab();
    expect(await screen.findByText('Activée')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Désactiver l'authentification TOTP" }));
    const dialog = await screen.findByRole('dialog', { name: "Désactiver l'authentification TOTP ?" });
    expect(server.callsTo('POST /api/users/otp/deactivate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByText(profileMessages.totpDisabled)).toBeTruthy();
    expect(server.callsTo('POST /api/users/otp/deactivate')).toHaveLength(1);
    expect(await screen.findByText('Non activée')).toBeTruthy();
    expect(await enableButton()).toBeTruthy();
  });

  it('asks for the password when the sign-in is not recent, before the QR code and again before the code', async () => {
    const gate = stepUpGate();
    const server = profileServer((totp) => ({
      ...gate.routes,
      'POST /api/users/otp/init': gate.guarded({ body: { url: OTP_URL, secret: SECRET } }),
      'POST /api/users/otp/validate': gate.guarded(() => {
        totp.validated = true;
        return { body: {} };
      }),
    }));
    const { user } = renderTab();

    // Cancelled: no secret, no dialog, and the screen says nothing changed.
    await user.click(await enableButton());
    await cancelPasswordDialog(user);
    expect(screen.queryByRole('dialog', { name: dialogTitle })).toBeNull();
    expect(server.callsTo('POST /api/users/otp/init')).toHaveLength(1);

    // A wrong password, then the right one: the call goes again and the QR code shows.
    await user.click(await enableButton());
    await confirmAfterAWrongPassword(user);
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();
    expect(server.callsTo('POST /api/users/otp/init')).toHaveLength(3);

    // The window passed while the app was being set up: asked again, over the dialog, then validated.
    gate.expire();
    await user.type(within(dialog).getByLabelText(/^Code à 6 chiffres/), '123456');
    await typePassword(user, RIGHT_PASSWORD);
    expect(await screen.findByText(profileMessages.totpEnabled)).toBeTruthy();
    expect(server.callsTo('POST /api/users/otp/validate').map((call) => call.body)).toEqual([
      { token: '123456' },
      { token: '123456' },
    ]);
    expect(await screen.findByText('Activée')).toBeTruthy();
  });

  it('keeps the authenticator off when the password is not confirmed at the code, and says so', async () => {
    const gate = stepUpGate();
    const server = profileServer(() => ({
      ...gate.routes,
      'POST /api/users/otp/init': { body: { url: OTP_URL, secret: SECRET } },
      'POST /api/users/otp/validate': gate.guarded({ body: {} }),
    }));
    const { user } = renderTab();
    await user.click(await enableButton());
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    await user.type(within(dialog).getByLabelText(/^Code à 6 chiffres/), '123456');
    await cancelPasswordDialog(user);
    // Under the field too: the page behind the dialog is hidden from assistive technologies.
    expect(within(dialog).getByText(labels.stepUp.notConfirmed)).toBeTruthy();
    expect(server.callsTo('POST /api/users/otp/validate')).toHaveLength(1);
    expect(screen.queryByText(profileMessages.totpEnabled)).toBeNull();
  });
});
