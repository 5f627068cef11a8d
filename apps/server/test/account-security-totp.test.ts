import { expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { profileMessages, type TotpInitAnswer } from '@portal/shared';
import { createSecretBox } from '../src/security/secret-box.ts';
import type { Browser } from './support/browser.ts';
import { demo, describePortal, type Portal } from './support/harness.ts';
import { expectSignedIn, signIn, spa, startSignIn, submitCode, submitPassword } from './support/flows.ts';

const authenticator = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** The code the authenticator shows `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  authenticator(secret).generate({ timestamp: Date.now() + steps * 30_000 });

/** A six-digit code that no time step around now accepts. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!;
}

async function storedTotp(portal: Portal, email: string) {
  const user = await portal.accounts.findUserById(await portal.userId(email));
  return { secret: user!.totpSecret, validated: user!.totpValidated };
}

/** Which second factor the sign-in asks for after the password. */
async function secondFactorAsked(browser: Browser, email: string) {
  const { interactionId } = await startSignIn(browser);
  const afterPassword = await submitPassword(browser, interactionId, email);
  return { interactionId, factor: spa(afterPassword.headers.location as string).route };
}

async function init(browser: Browser): Promise<TotpInitAnswer> {
  const response = await browser.json('POST', '/api/users/otp/init');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TotpInitAnswer>();
}

describePortal('turning the authenticator app (TOTP) on and off', (portal) => {
  it('asks for the authenticator code once validated, and for the e-mail code again once deactivated', async () => {
    const email = demo('medecin');
    const browser = portal.browser();
    await signIn(browser, portal.mail, email);
    portal.mail.clear();

    const { url, secret } = await init(browser);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const otpauth = new URL(url);
    expect(otpauth.protocol).toBe('otpauth:');
    expect(decodeURIComponent(otpauth.pathname)).toBe(`/Portail Anapath:${email}`);
    expect(otpauth.searchParams.get('issuer')).toBe('Portail Anapath');
    expect(otpauth.searchParams.get('secret')).toBe(secret);

    // Kept encrypted; not yet asked at sign-in.
    const pending = await storedTotp(portal, email);
    expect(pending.validated).toBe(false);
    expect(pending.secret).not.toContain(secret);
    expect(createSecretBox(portal.config.security.encryption_key).decrypt(pending.secret!)).toBe(secret);
    expect((await secondFactorAsked(portal.browser(), email)).factor).toBe('otp');

    const wrong = await browser.json('POST', '/api/users/otp/validate', { token: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: profileMessages.wrongTotpCode });

    const firstCode = codeOf(secret);
    const validated = await browser.json('POST', '/api/users/otp/validate', { token: firstCode });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toEqual({});
    expect((await storedTotp(portal, email)).validated).toBe(true);
    expect((await portal.mail.waitFor(email, /activée/)).text).toMatch(/pas à l'origine/);

    // The next sign-in asks for the authenticator code; the one used to validate cannot serve again.
    const next = portal.browser();
    const { interactionId, factor } = await secondFactorAsked(next, email);
    expect(factor).toBe('totp');
    const replayed = await submitCode(next, interactionId, firstCode, 'totp');
    expect(spa(replayed.headers.location as string).query.get('err')).toBe('otpTokenMismatch');
    await expectSignedIn(next, await submitCode(next, interactionId, codeOf(secret, 1), 'totp'));

    const deactivated = await next.json('POST', '/api/users/otp/deactivate');
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toEqual({});
    expect(await storedTotp(portal, email)).toEqual({ secret: null, validated: false });
    // Every address of the account, each in a message of its own.
    for (const address of [email, demo('claire.dubois')]) {
      expect((await portal.mail.waitFor(address, /désactivée/)).to).toEqual([address]);
    }

    // Back to the code by e-mail.
    expect((await secondFactorAsked(portal.browser(), email)).factor).toBe('otp');
    await signIn(portal.browser(), portal.mail, email);
  });

  it('replaces a secret not validated yet, and refuses a new one once validated', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('secretariat'));
    const first = await init(browser);
    const second = await init(browser);
    expect(second.secret).not.toBe(first.secret);

    const stale = await browser.json('POST', '/api/users/otp/validate', {
      token: wrongCodeFor(first.secret, second.secret),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ message: profileMessages.wrongTotpCode });
    expect((await browser.json('POST', '/api/users/otp/validate', { token: codeOf(second.secret) })).statusCode).toBe(
      200,
    );

    const again = await browser.json('POST', '/api/users/otp/init');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: profileMessages.totpAlreadyEnabled });
    expect((await storedTotp(portal, demo('secretariat'))).validated).toBe(true);
  });

  it('refuses a code before any init, and a code that is not six digits', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('secretariat'));
    const early = await browser.json('POST', '/api/users/otp/validate', { token: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: profileMessages.totpNotStarted });
    const malformed = await browser.json('POST', '/api/users/otp/validate', { token: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: profileMessages.totpCodeFormat });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = portal.browser();
    await visitor.get('/me');
    for (const path of ['/api/users/otp/init', '/api/users/otp/deactivate']) {
      expect((await visitor.json('POST', path)).statusCode).toBe(401);
    }
    expect((await visitor.json('POST', '/api/users/otp/validate', { token: '123456' })).statusCode).toBe(401);
  });
});

/** The current code of the replaced secret, unless the new secret happens to accept it too. */
function wrongCodeFor(replaced: string, current: string): string {
  const code = codeOf(replaced);
  return [-1, 0, 1].some((steps) => codeOf(current, steps) === code) ? wrongCode(current) : code;
}
