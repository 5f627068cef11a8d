import { expect, it } from 'vitest';
import { ACR_PHISHING_RESISTANT } from '@portal/shared';
import { demo, describePortal } from '../support/harness.ts';
import { expectSignedIn, signIn, startSignIn, submitCode, submitPassword, totpCode } from '../support/flows.ts';
import { ACR_PASSWORD, ACR_TWO_FACTORS, AGENDA, idTokenClaims } from './support.ts';

const now = () => Math.floor(Date.now() / 1000);

describePortal('how the user signed in, in every ID token (amr, acr, auth_time)', (portal) => {
  it('password and e-mail code: amr pwd and mail, the two-factor class, the time of the sign-in', async () => {
    const browser = portal.browser();
    const before = now();
    await signIn(browser, portal.mail, demo('medecin'));
    const claims = await idTokenClaims(portal, browser);
    expect(claims).toMatchObject({ amr: ['pwd', 'mail'], acr: ACR_TWO_FACTORS });
    expect(claims.auth_time).toBeGreaterThanOrEqual(before);
    expect(claims.auth_time).toBeLessThanOrEqual(now());
  });

  it('password and authenticator app: amr pwd and otp, the two-factor class, for a confidential app too', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('totp'));
    await expectSignedIn(browser, await submitCode(browser, interactionId, totpCode(), 'totp'));
    expect(await idTokenClaims(portal, browser, AGENDA)).toMatchObject({
      amr: ['pwd', 'otp'],
      acr: ACR_TWO_FACTORS,
      auth_time: expect.any(Number),
    });
  });

  it('advertises the classes it gives in discovery', async () => {
    const discovery = await portal.browser().get('/oidc/.well-known/openid-configuration');
    expect(discovery.json<{ acr_values_supported: string[] }>().acr_values_supported).toEqual([
      ACR_PASSWORD,
      ACR_TWO_FACTORS,
      'eidas1',
      ACR_PHISHING_RESISTANT,
    ]);
  });
});

describePortal(
  'the password-alone class, when the second factor is optional',
  (portal) => {
    it('password alone: amr pwd and the password class', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await expectSignedIn(browser, await submitPassword(browser, interactionId, demo('medecin')));
      expect(await idTokenClaims(portal, browser)).toMatchObject({
        amr: ['pwd'],
        acr: ACR_PASSWORD,
        auth_time: expect.any(Number),
      });
    });
  },
  {
    configure(config) {
      config.auth.otp_is_mandatory = false;
    },
  },
);
