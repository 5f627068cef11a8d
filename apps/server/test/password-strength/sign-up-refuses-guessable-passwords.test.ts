/**
 * Issue 36, point 5, on sign-up: `Motdepasse2026!`, `Anapath2026!` and the user's own last name
 * followed by a year met the length and the four kinds, and created the account.
 */
import { expect, it } from 'vitest';
import { passwordStrengthMessages } from '@portal/shared';
import { describePortal } from '../support/harness.ts';
import { doctorForm, signUp, signupTestConfig, validateAddress } from '../signup-support.ts';
import { ISSUE_PASSWORDS, NUL, OVERLONG, STRONG_PASSWORD, expectFrenchRefusal } from './support.ts';

const EMAIL = 'antoine.lefevre@chu-rouen.fr';
const withPassword = (password: string) => ({ password, confirmPassword: password });

describePortal(
  'password strength on sign-up',
  (portal) => {
    it('refuses common, leaked and personal passwords with the French message, writing nothing', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const refusals: [string, string][] = [
        ...ISSUE_PASSWORDS.map((password): [string, string] => [password, passwordStrengthMessages.leaked]),
        // The form's last name (Lefèvre), first name, address's local part and domain.
        ['Lefevre2026!', passwordStrengthMessages.personal],
        ['Ant0ine-Lef3vre!', passwordStrengthMessages.personal],
        ['Rouen!2026Chu', passwordStrengthMessages.personal],
        ['Qsdfghjk12!', passwordStrengthMessages.guessable],
      ];
      for (const [password, message] of refusals) {
        const response = await signUp(browser, doctorForm(EMAIL, id, withPassword(password)));
        expect([response.statusCode, response.json()], password).toEqual([
          400,
          { message, field: 'password', code: 'VALIDATION' },
        ]);
      }
      expect(await portal.accounts.findUserByEmail(EMAIL)).toBeNull();
      // A corporation's name, sent as its last name, followed by a year.
      const corporation = doctorForm(EMAIL, id, {
        ...withPassword('Tilleuls2026!'),
        civilTitle: undefined,
        firstName: undefined,
        rpps: undefined,
        lastName: 'SELARL des Tilleuls',
        isCorporation: true,
        jobCode: 'SEC',
      });
      expect((await signUp(browser, corporation)).json()).toMatchObject({ message: passwordStrengthMessages.personal });
      // The validation was not spent: a password that resists guessing goes through.
      expect((await signUp(browser, doctorForm(EMAIL, id, withPassword(STRONG_PASSWORD)))).statusCode).toBe(200);
    });

    it('answers a French 4xx to a NUL byte or an overlong password', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      for (const password of [`Girafe-Tambour${NUL}-42!`, OVERLONG]) {
        expectFrenchRefusal(await signUp(browser, doctorForm(EMAIL, id, withPassword(password))));
      }
      expect(await portal.accounts.findUserByEmail(EMAIL)).toBeNull();
    });
  },
  { configure: signupTestConfig },
);
