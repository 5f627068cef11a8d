import { expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '../src/seed/index.ts';
import { demo, describePortal } from './support/harness.ts';
import { errOf, expectSignedIn, startSignIn, submitCode, submitPassword, totpCode } from './support/flows.ts';

/** A six-digit code that no time step around now accepts. */
function wrongTotpCode(): string {
  const totp = new TOTP({ secret: DEMO_TOTP_SECRET, digits: 6, period: 30 });
  const valid = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!;
}

describePortal('sign-in with an authenticator app (TOTP)', (portal) => {
  it('asks for the authenticator code, refuses a wrong one, accepts the current one', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);

    const afterPassword = await submitPassword(browser, interactionId, demo('totp'));
    expect(afterPassword.statusCode).toBe(303);
    expect(afterPassword.headers.location).toBe(`/#/totp?interactionId=${interactionId}`);
    const reloaded = await browser.get(`/oidc/interaction/${interactionId}`, { accept: 'application/json' });
    expect(reloaded.json()).toEqual({ interactionId, interactionType: 'totp' });

    const refused = await submitCode(browser, interactionId, wrongTotpCode(), 'totp');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`/#/totp?interactionId=${interactionId}&err=otpTokenMismatch`);
    expect(errOf(refused)).toBe('otpTokenMismatch');

    await expectSignedIn(browser, await submitCode(browser, interactionId, totpCode(), 'totp'));
    const me = await browser.get('/me', { accept: 'application/json' });
    expect(me.json()).toMatchObject({ firstName: 'Hugo', lastName: 'Girard' });
    // No code by e-mail for an authenticator account.
    expect(portal.mail.messages).toHaveLength(0);
  });
});

describePortal('an authenticator code is single-use', (portal) => {
  it('refuses the code that already signed in, in a second sign-in', async () => {
    const code = totpCode();
    const first = portal.browser();
    const firstSignIn = await startSignIn(first);
    await submitPassword(first, firstSignIn.interactionId, demo('totp'));
    await expectSignedIn(first, await submitCode(first, firstSignIn.interactionId, code, 'totp'));

    const second = portal.browser();
    const secondSignIn = await startSignIn(second);
    await submitPassword(second, secondSignIn.interactionId, demo('totp'));
    const replayed = await submitCode(second, secondSignIn.interactionId, code, 'totp');
    expect(errOf(replayed)).toBe('otpTokenMismatch');
  });
});
