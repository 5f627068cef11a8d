/**
 * Issue 36, point 5, on the profile's password change: `PATCH /api/users/me/password` set
 * `Motdepasse2026!`, `Anapath2026!` or the account's own last name followed by a year.
 */
import { expect, it } from 'vitest';
import { passwordStrengthMessages } from '@portal/shared';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';
import { demo, describePortal } from '../support/harness.ts';
import { signIn } from '../support/flows.ts';
import { ISSUE_PASSWORDS, NUL, OVERLONG, expectFrenchRefusal } from './support.ts';

const change = (newPassword: string) => ({
  currentPassword: DEMO_PASSWORD,
  newPassword,
  confirmNewPassword: newPassword,
});

describePortal('password strength on the password change', (portal) => {
  it("refuses leaked passwords and the account's names with the French message, the old one kept", async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    portal.mail.clear();
    const refusals: [string, string][] = [
      ...ISSUE_PASSWORDS.map((password): [string, string] => [password, passwordStrengthMessages.leaked]),
      // Claire Dubois, of medecin@… and claire.dubois@….
      ['Dubois2026!!', passwordStrengthMessages.personal],
      ['DUBOIS-claire-1987', passwordStrengthMessages.personal],
      ['Qsdfghjk12!', passwordStrengthMessages.guessable],
    ];
    for (const [password, message] of refusals) {
      const response = await browser.json('PATCH', '/api/users/me/password', change(password));
      expect([response.statusCode, response.json()], password).toEqual([
        400,
        { message, field: 'newPassword', code: 'VALIDATION' },
      ]);
    }
    expect(portal.mail.messages).toHaveLength(0);
    await signIn(portal.browser(), portal.mail, demo('medecin'), DEMO_PASSWORD);
  });

  it('applies the configured minimum score, sent to the browser with the policy', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const config = (await browser.get('/api/config/', { accept: 'application/json' })).json();
    expect(config.password_security.min_score).toBe(3);
    // zxcvbn scores it 3: accepted at the default minimum, refused at 4.
    portal.config.password_security.min_score = 4;
    try {
      const refused = await browser.json('PATCH', '/api/users/me/password', change('Ancien!2023x'));
      expect(refused.json()).toMatchObject({ message: passwordStrengthMessages.guessable });
    } finally {
      portal.config.password_security.min_score = 3;
    }
    expect((await browser.json('PATCH', '/api/users/me/password', change('Ancien!2023x'))).statusCode).toBe(200);
  });

  it('answers a French 4xx to a NUL byte or an overlong password', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    for (const password of [`Girafe-Tambour${NUL}-42!`, OVERLONG]) {
      expectFrenchRefusal(await browser.json('PATCH', '/api/users/me/password', change(password)));
    }
    await signIn(portal.browser(), portal.mail, demo('medecin'), DEMO_PASSWORD);
  });
});
