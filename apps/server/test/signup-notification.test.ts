import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { doctorForm, signUp, signupTestConfig, validateAddress } from './signup-support.ts';

const EMAIL = 'sans.notification@exemple.fr';

describePortal(
  'sign-up when the administrators cannot be told at once',
  (portal) => {
    it('keeps the account, answers a success, and tells the administrators once the SMTP server accepts', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      portal.mail.refuse();
      try {
        const response = await signUp(browser, doctorForm(EMAIL, id));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({});
      } finally {
        portal.mail.accept();
      }
      const user = await portal.accounts.findUserByEmail(EMAIL);
      expect(user).toMatchObject({ activated: false });
      // The notice was recorded with the account: retried, it arrives.
      const notice = await portal.mail.waitFor(demo('admin.lyon'), /Nouveau compte à valider/, 15_000);
      expect(notice.text).toContain(EMAIL);
    });
  },
  { configure: signupTestConfig },
);
