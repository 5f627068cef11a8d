import { expect, it } from 'vitest';
import { messages, profileMessages, validatePasswordChange } from '@portal/shared';
import { DEMO_PASSWORD } from '../src/seed/index.ts';
import { demo, describePortal } from './support/harness.ts';
import { DEMO_CLIENT, errOf, openClientApp, signIn, spa, startSignIn, submitPassword } from './support/flows.ts';

const NEW_PASSWORD = 'Nouveau-Secret-2026!';
const change = (currentPassword: string, newPassword = NEW_PASSWORD, confirmNewPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmNewPassword,
});

describePortal('changing the password', (portal) => {
  it('signs in with the new password only, ends the other sessions and mails every address', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const elsewhere = portal.browser();
    await signIn(elsewhere, portal.mail, demo('medecin'));
    portal.mail.clear();

    const changed = await browser.json('PATCH', '/api/users/me/password', change(DEMO_PASSWORD));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({});

    // This browser stays signed in, to the portal and to the client apps; the other one is out.
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(200);
    expect((await openClientApp(browser)).location.startsWith(`${DEMO_CLIENT.redirectUri}?code=`)).toBe(true);
    expect((await elsewhere.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect(spa((await openClientApp(elsewhere)).location).route).toBe('login');

    // Every address of the account, each in a message of its own.
    for (const address of [demo('medecin'), demo('claire.dubois')]) {
      const notice = await portal.mail.waitFor(address, /mot de passe a été modifié/);
      expect(notice.to).toEqual([address]);
      expect(notice.text).toMatch(/pas à l'origine/);
    }

    const stranger = portal.browser();
    const { interactionId } = await startSignIn(stranger);
    expect(errOf(await submitPassword(stranger, interactionId, demo('medecin'), DEMO_PASSWORD))).toBe('loginMismatch');
    await signIn(portal.browser(), portal.mail, demo('medecin'), NEW_PASSWORD);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    portal.mail.clear();

    const refused = await browser.json('PATCH', '/api/users/me/password', change('Pas-le-bon-1!'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: profileMessages.wrongCurrentPassword, field: 'currentPassword' });

    expect(portal.mail.messages).toHaveLength(0);
    await signIn(portal.browser(), portal.mail, demo('medecin'), DEMO_PASSWORD);
  });

  it('refuses a new password the policy rejects, or a confirmation that differs, with the shared messages', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));

    const weak = change(DEMO_PASSWORD, 'court');
    const [policyFailure] = validatePasswordChange(weak, portal.config.password_security);
    const tooWeak = await browser.json('PATCH', '/api/users/me/password', weak);
    expect(tooWeak.statusCode).toBe(400);
    expect(tooWeak.json()).toMatchObject({ message: policyFailure!.message, field: 'newPassword' });
    expect(policyFailure!.message).toMatch(/10/);

    const mismatch = await browser.json(
      'PATCH',
      '/api/users/me/password',
      change(DEMO_PASSWORD, NEW_PASSWORD, 'Autre-Secret-2026!'),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: messages.passwordsDiffer, field: 'confirmNewPassword' });

    await signIn(portal.browser(), portal.mail, demo('medecin'), DEMO_PASSWORD);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = portal.browser();
    await visitor.get('/me');
    const response = await visitor.json('PATCH', '/api/users/me/password', change(DEMO_PASSWORD));
    expect(response.statusCode).toBe(401);
  });
});

const LIMIT = 3;

describePortal(
  'the password change is rate-limited per account',
  (portal) => {
    it('refuses further attempts after the limit, even with the right password', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      for (let i = 0; i < LIMIT; i += 1) {
        const wrong = await browser.json('PATCH', '/api/users/me/password', change('Pas-le-bon-1!'));
        expect(wrong.statusCode).toBe(400);
      }
      const blocked = await browser.json('PATCH', '/api/users/me/password', change(DEMO_PASSWORD));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: messages.tooManyRequests });
    });
  },
  {
    configure(config) {
      config.security.rate_limits.login_per_account = { max: LIMIT, window_seconds: 600 };
    },
  },
);
