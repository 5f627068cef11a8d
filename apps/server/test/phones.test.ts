/** One French number however it is written (issue 12): the sign-up and the profile store it as +33 and 9 digits. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { phones } from '../src/db/schema.ts';
import { describePortal } from './support/harness.ts';
import { patched, refused, signedIn } from './profile-support.ts';
import { doctorForm, signUp, signupTestConfig, validateAddress } from './signup-support.ts';

const EMAIL = 'numeros.ecrits@exemple.fr';

describePortal(
  'phone numbers as people write them',
  (portal) => {
    it('signs up with +33 and 0033 numbers, stored as +33 and 9 digits', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const form = doctorForm(EMAIL, id, {
        phones: [
          { phone: '+33 6 12 34 56 78', isPrincipal: true },
          { phone: '0033472000000', isPrincipal: false },
        ],
      });
      const response = await signUp(browser, form);
      expect(response.statusCode, response.body).toBe(200);
      const saved = await portal.db
        .select()
        .from(phones)
        .where(eq(phones.userId, await portal.userId(EMAIL)));
      expect(saved.map((p) => [p.phone, p.isPrincipal]).sort()).toEqual([
        ['+33472000000', false],
        ['+33612345678', true],
      ]);
    });

    it('refuses a foreign number at sign-up, with the French message', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const form = doctorForm(EMAIL, id, { phones: [{ phone: '+44 20 7946 0958', isPrincipal: true }] });
      const response = await signUp(browser, form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.phoneInvalid, field: 'phones' });
    });

    it('takes each spelling of one number in the profile as that one number', async () => {
      const browser = await signedIn(portal, 'secretariat');
      const answer = await patched(browser, {
        phones: [
          { phone: '+33 6 12 34 56 78', isPrincipal: true },
          { phone: '0033612345678', isPrincipal: false },
          { phone: '06.12.34.56.78', isPrincipal: false },
        ],
      });
      expect(answer.phones.map(({ phone, isPrincipal }) => ({ phone, isPrincipal }))).toEqual([
        { phone: '+33612345678', isPrincipal: true },
      ]);
      expect((await refused(browser, { phones: [{ phone: '+44 20 7946 0958' }] })).message).toBe(messages.phoneInvalid);
    });
  },
  { configure: signupTestConfig },
);
