import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { pscLabels, pscMessages, signupMessages, type PscUserInfo } from '@portal/shared';
import { anonymous, fakeServer, type RecordedCall } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { jobPlacesUrl, signupRoutes } from '../../test/signupServer.ts';
import { chooseEmailApps } from '../test/validateEmail.ts';

const leavePortal = vi.hoisted(() => vi.fn());
vi.mock('../../app/leavePortal.ts', () => ({ leavePortal }));
vi.mock('../../forms/emailValidation/CaptchaWidget.tsx', async () => ({
  CaptchaWidget: (await import('../../test/captchaMock.tsx')).FakeCaptchaWidget,
}));

type User = ReturnType<typeof userEvent.setup>;

const certified: PscUserInfo = {
  civilTitle: 'MME',
  firstName: 'Jeanne',
  lastName: 'Martin',
  rpps: '10003456789',
  email: 'jeanne.martin@chu.test',
  jobCode: '10',
  jobPlaces: [
    { label: 'Hôpital Nord', city: 'Lyon', zipcode: '69004', finess: '690000001', jobPlaceId: 'place-1' },
    { label: 'Cabinet du Parc', city: 'Lyon', zipcode: '69006', finess: '' },
  ],
};

const USER_INFO = 'GET /psc/user-info?pscUserInfo=ref-1';
const SUGGESTED_PLACES = `GET ${jobPlacesUrl(0, 10, 'place-1')}`;

function routes(userInfo: PscUserInfo = certified) {
  return {
    ...anonymous,
    ...signupRoutes,
    [USER_INFO]: { body: userInfo },
    [SUGGESTED_PLACES]: signupRoutes[`GET ${jobPlacesUrl()}`],
    // The code is sent to the address typed in (or kept) in the dialog.
    'POST /api/emails/send-otp': (call: RecordedCall) => ({
      body: {
        emailValidationId: 'v-1',
        email: (call.body as { email: string }).email,
        messageId: 'm-1',
        prefix: 'AB3',
      },
    }),
  };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const descriptionOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** The e-mail validation dialog starts from the suggested address; it still needs its code. */
async function validateSuggestedEmail(user: User) {
  await user.click(screen.getByRole('button', { name: 'Validez votre adresse email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Validation de votre adresse email' });
  expect((within(dialog).getByLabelText(/Adresse email/) as HTMLInputElement).value).toBe('jeanne.martin@chu.test');
  await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
  await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
  await user.type(await within(dialog).findByLabelText(/Code de vérification/), '123456789');
  await screen.findByText('Email validé');
  await chooseEmailApps(user);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function chooseSuggestedJobPlace(user: User) {
  await user.click(screen.getByRole('button', { name: 'Ajouter un établissement' }));
  const dialog = await screen.findByRole('dialog', { name: "Lieux d'exercice" });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Sélectionner Hôpital Nord' }));
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
  await user.click(within(dialog).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: 'Centre de pathologie de Lyon (Lyon)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Terminer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('Doctor sign-up after Pro Santé Connect', { timeout: 60_000 }, () => {
  it('pre-fills the form, keeps the certified identity read only, and sends the reference', async () => {
    const server = fakeServer({ ...routes(), 'POST /api/signup': { body: { returnTo: 'https://reports.test/' } } });
    const { user } = renderRoute('/signUp/rpps?pscUserInfo=ref-1', { userOptions: { delay: null } });

    expect((await screen.findByRole('status')).textContent).toBe(pscLabels.prefilled);
    // No directory search.
    expect(screen.queryByRole('checkbox', { name: signupMessages.manualSignup })).toBeNull();
    expect(screen.queryByRole('heading', { name: "Recherche dans l'annuaire" })).toBeNull();

    expect((screen.getByRole('radio', { name: 'MME' }) as HTMLInputElement).checked).toBe(true);
    for (const [name, value] of [
      [/^Nom/, 'Martin'],
      [/^Prénom/, 'Jeanne'],
      [/^n° RPPS/, '10003456789'],
    ] as const) {
      const input = field(name);
      expect(input.value).toBe(value);
      expect(input.readOnly).toBe(true);
      expect(descriptionOf(input)).toBe(pscLabels.certified);
      await user.type(input, '0');
      expect(input.value).toBe(value);
    }
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Profession/ }).textContent).toContain('Médecin'));

    await validateSuggestedEmail(user);
    expect(server.callsTo('POST /api/emails/send-otp')[0]?.body).toMatchObject({ email: 'jeanne.martin@chu.test' });
    await chooseSuggestedJobPlace(user);
    // The certified workplaces known to the portal are asked for first.
    expect(server.callsTo(SUGGESTED_PLACES).length).toBeGreaterThan(0);
    expect(server.callsTo(`GET ${jobPlacesUrl()}`)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret!2024x');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret!2024x');
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les/ }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(server.callsTo('POST /api/signup')).toHaveLength(1));
    expect(server.callsTo('POST /api/signup')[0]?.body).toEqual({
      civilTitle: 'MME',
      lastName: 'Martin',
      firstName: 'Jeanne',
      rpps: '10003456789',
      emails: [{ email: 'jeanne.martin@chu.test', emailValidationId: 'v-1' }],
      password: 'Secret!2024x',
      confirmPassword: 'Secret!2024x',
      jobCode: '10',
      jobPlaces: [{ jobPlaceId: 'place-1', adminSiteId: 'site-1' }],
      pscUserInfo: 'ref-1',
    });
    expect(await screen.findByText('Votre inscription a bien été prise en compte')).toBeTruthy();
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://reports.test/'));
    expect(server.callsTo(USER_INFO)).toHaveLength(1);
  });

  it('lets an identity without RPPS type one, the names staying certified', async () => {
    fakeServer(routes({ ...certified, rpps: '', jobCode: undefined, email: undefined, jobPlaces: [] }));
    const { user } = renderRoute('/signUp/rpps?pscUserInfo=ref-1', { userOptions: { delay: null } });
    await screen.findByRole('status');
    const rpps = field(/^n° RPPS/);
    expect(rpps.value).toBe('');
    expect(rpps.readOnly).toBe(false);
    await user.type(rpps, '10003456789');
    expect(rpps.value).toBe('10003456789');
    expect(field(/^Nom/).readOnly).toBe(true);
    expect(field(/^Prénom/).readOnly).toBe(true);
  });

  it('says when the information has expired, with a way back to the choice', async () => {
    const server = fakeServer({
      ...anonymous,
      [USER_INFO]: { status: 400, body: { message: pscMessages.userInfoExpired } },
    });
    const { user, router } = renderRoute('/signUp/rpps?pscUserInfo=ref-1');
    expect((await screen.findByRole('alert')).textContent).toBe(pscMessages.userInfoExpired);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(server.calls.filter((call) => call.url.startsWith('/api/signup/'))).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: pscLabels.backToChoice }));
    expect(router.state.location.pathname).toBe('/signUp/choice');
  });
});
