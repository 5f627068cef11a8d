/**
 * What was seen 5: support requests without limit (with a free-text `messageId` pasted into the
 * mail), forgot-password mails without end, `send-otp` answering 409 `EMAIL_USED`, the profile's
 * address check saying "déjà utilisée". Now: caps per address, account and day; a `messageId` in its
 * own format only; the same answer for a used and a free address.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { messages, signupMessages } from '@portal/shared';
import { emailCode, startSignIn, submitPassword } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { readProfile, refused, signedIn } from '../profile-support.ts';
import { doctorForm, sendCode, signupTestConfig } from '../signup-support.ts';
import { visitor } from './support.ts';

const medecin = demo('medecin');

describePortal(
  'What was seen 5: mail and enumeration limits',
  (portal) => {
    it('caps support requests per account and day, and takes a message id only in its own format', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await submitPassword(browser, interactionId, medecin);
      const { messageId } = (await browser.json('POST', '/otp/sendByEmail')).json<{ messageId: string }>();

      const freeText = await browser.json('POST', '/otp/ask-for-support', {
        phoneNumber: '0612345678',
        messageId: 'Appelez plutôt le 01 23 45 67 89',
      });
      expect(freeText.statusCode).toBe(400);
      expect(freeText.json()).toMatchObject({ message: messages.supportMessageIdInvalid });

      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const asked = await browser.json('POST', '/otp/ask-for-support', { phoneNumber: '0612345678', messageId });
        statuses.push(asked.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(portal.mail.to(demo('admin.lyon'), /Demande d'assistance/)).toHaveLength(2);
    });

    it('caps sign-in codes per account and day', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await submitPassword(browser, interactionId, medecin);
      await emailCode(browser, portal.mail, medecin);
      await emailCode(browser, portal.mail, medecin);
      const third = await browser.json('POST', '/otp/sendByEmail');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: messages.tooManyRequests });
    });

    it('answers forgot-password alike for any address, and mails an address only so often a day', async () => {
      const ask = async (email: string) =>
        (await visitor(portal)).json('POST', '/api/password/send-newPassword', { email });
      const known = await ask(medecin);
      const unknown = await ask('personne@exemple.fr');
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      await portal.mail.waitFor(medecin, /Réinitialisation/);
      await ask(medecin);
      await ask(medecin);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(portal.mail.to(medecin, /Réinitialisation/)).toHaveLength(2);
    });

    it('answers send-otp alike for a used address, whose owner is told instead of getting a code', async () => {
      const browser = portal.browser();
      const used = await sendCode(browser, medecin);
      const free = await sendCode(browser, 'libre@exemple.fr');
      expect(used.statusCode, used.body).toBe(200);
      expect(free.statusCode).toBe(200);
      expect(Object.keys(used.json()).sort()).toEqual(Object.keys(free.json()).sort());
      const notice = await portal.mail.waitFor(medecin, /déjà celle de votre compte/);
      expect(notice.text).not.toMatch(/\d{9}/);
      expect(portal.mail.to(medecin, /Validez votre adresse/)).toHaveLength(0);
    });

    it('never says an address is used before it was proved, neither in the profile nor at sign-up', async () => {
      const browser = await signedIn(portal, 'secretariat');
      const before = (await readProfile(browser)).emails.map(({ email, isPrincipal, clientApps }) => ({
        email,
        isPrincipal,
        clientApps,
      }));
      const taken = await refused(browser, {
        emails: [...before, { email: medecin, isPrincipal: false, clientApps: [], emailValidationId: randomUUID() }],
      });
      expect(taken.message).not.toBe(signupMessages.emailAlreadyUsed);

      const signup = await (await visitor(portal)).json('POST', '/api/signup', doctorForm(medecin, randomUUID()));
      expect(signup.statusCode).toBe(400);
      expect(signup.json()).toMatchObject({ message: signupMessages.emailNotValidated });
    });
  },
  {
    configure(config) {
      signupTestConfig(config);
      config.security.rate_limits.support_per_account_per_day = { max: 2, window_seconds: 86400 };
      config.security.rate_limits.code_send_per_account_per_day = { max: 2, window_seconds: 86400 };
      config.security.rate_limits.reset_per_address_per_day = { max: 2, window_seconds: 86400 };
    },
  },
);
