import { expect, it } from 'vitest';
import { RATE_LIMITED, messages } from '@portal/shared';
import { demo, describePortal } from './support/harness.ts';
import { emailCode, errOf, startSignIn, submitCode, submitPassword } from './support/flows.ts';

const LIMIT = 3;

describePortal(
  'rate limits of the sign-in',
  (portal) => {
    it('refuses further password attempts on an address, known or not, after the limit', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      for (const address of [demo('medecin'), demo('inconnu')]) {
        const errors: (string | null)[] = [];
        for (let i = 0; i < LIMIT; i += 1)
          errors.push(errOf(await submitPassword(browser, interactionId, address, 'Mauvais-Mot-1!')));
        expect(errors).toEqual(Array(LIMIT).fill('loginMismatch'));
        const blocked = await submitPassword(browser, interactionId, address);
        expect(blocked.headers.location).toBe(`/#/login?interactionId=${interactionId}&err=tooManyRequests`);
      }
      // Another account is not held up by them.
      expect((await submitPassword(browser, interactionId, demo('secretariat'))).headers.location).toBe(
        `/#/otp?interactionId=${interactionId}`,
      );
    });

    it('refuses to send more codes than the limit with a 429 and a French message', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await submitPassword(browser, interactionId, demo('medecin'));
      await emailCode(browser, portal.mail, demo('medecin'));
      await emailCode(browser, portal.mail, demo('medecin'));
      const refused = await browser.json('POST', '/otp/sendByEmail');
      expect(refused.statusCode).toBe(429);
      // A code the browser tells apart from a failed send, and the spec's French message.
      expect(refused.json()).toEqual({ message: messages.tooManyRequests, code: RATE_LIMITED });
      expect(portal.mail.to(demo('medecin'))).toHaveLength(2);
    });

    it('refuses code checks beyond the limit, even the right code', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await submitPassword(browser, interactionId, demo('medecin'));
      const { code } = await emailCode(browser, portal.mail, demo('medecin'));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < LIMIT; i += 1)
        expect(errOf(await submitCode(browser, interactionId, wrong))).toBe('otpTokenMismatch');
      const blocked = await submitCode(browser, interactionId, code);
      expect(blocked.headers.location).toBe(`/#/otp?interactionId=${interactionId}&err=tooManyRequests`);
      expect(browser.cookie('portal_session')).toBeUndefined();
    });
  },
  {
    configure(config) {
      config.security.max_failed_logins = 100;
      const limits = config.security.rate_limits;
      limits.login_per_account = { max: LIMIT, window_seconds: 600 };
      limits.code_send_per_account = { max: 2, window_seconds: 600 };
      limits.code_check_per_account = { max: LIMIT, window_seconds: 600 };
    },
  },
);
