/**
 * Issue 36, point 5, on the reset screen: `POST /api/password/reinit` set `Motdepasse2026!`,
 * `Anapath2026!` or the account's own last name followed by a year.
 */
import { expect, it } from 'vitest';
import { STRENGTH_REFUSAL_MESSAGES, resetRefusalMessage } from '@portal/shared';
import { demo, describePortal } from '../support/harness.ts';
import { signIn, spa } from '../support/flows.ts';
import type { Browser } from '../support/browser.ts';
import { ISSUE_PASSWORDS, NUL, OVERLONG, STRONG_PASSWORD, expectFrenchRefusal } from './support.ts';

const reinit = (browser: Browser, token: string, password: string) =>
  browser.postForm('/api/password/reinit', { token, password, confirmPassword: password });

describePortal('password strength on the reset screen', (portal) => {
  async function resetLink(browser: Browser): Promise<string> {
    await browser.get('/api/config/');
    await browser.json('POST', '/api/password/send-newPassword', { email: demo('medecin') });
    const mail = await portal.mail.waitFor(demo('medecin'), /Réinitialisation/);
    return /\/#\/reinit-password\/([\w-]+)/.exec(mail.text)![1]!;
  }

  it("refuses leaked passwords and the account's names with a code the screen says in French, the link kept", async () => {
    const browser = portal.browser();
    const token = await resetLink(browser);
    // The demo doctor is Claire Dubois, of medecin@… (its local part) and claire.dubois@….
    const refusals: [string, string][] = [
      ...ISSUE_PASSWORDS.map((password): [string, string] => [password, 'leakedPassword']),
      ['Dubois2026!!', 'personalPassword'],
      ['Rouge-Medecin-Vert7!', 'personalPassword'],
      ['Claire.Dubois-77', 'personalPassword'],
      ['Qsdfghjk12!', 'guessablePassword'],
    ];
    for (const [password, code] of refusals) {
      const response = await reinit(browser, token, password);
      expect(response.statusCode, password).toBe(303);
      const { route, query } = spa(response.headers.location as string);
      expect([route, query.get('err')], password).toEqual([`reinit-password/${token}`, code]);
    }
    expect(resetRefusalMessage('personalPassword', portal.config.password_security)).toBe(
      STRENGTH_REFUSAL_MESSAGES.personalPassword,
    );

    expect((await reinit(browser, token, STRONG_PASSWORD)).headers.location).toBe('/#/?passwordReset=ok');
    await signIn(portal.browser(), portal.mail, demo('medecin'), STRONG_PASSWORD);
  });

  it('answers a French 4xx to a NUL byte or an overlong password, the link kept', async () => {
    const browser = portal.browser();
    const token = await resetLink(browser);
    for (const password of [`Girafe-Tambour${NUL}-42!`, OVERLONG]) {
      expectFrenchRefusal(await reinit(browser, token, password));
    }
    expect((await reinit(browser, token, STRONG_PASSWORD)).headers.location).toBe('/#/?passwordReset=ok');
  });
});
