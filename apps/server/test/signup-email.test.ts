import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import {
  SIGNUP_CODE_LENGTH,
  TOO_MANY_REQUESTS,
  isValidChallenge,
  messages,
  signupMessages,
  type SendOtpAnswer,
} from '@portal/shared';
import { CAPTCHA_PURPOSE, captchaHmacKey } from '../src/sign-up/captcha.ts';
import { demo, describePortal } from './support/harness.ts';
import { readCode, sendCode, signupTestConfig, solvedCaptcha, validateAddress, verifyCode } from './signup-support.ts';

const EMAIL = 'nouvelle.inscrite@exemple.fr';

describePortal(
  'sign-up e-mail validation',
  (portal) => {
    it('serves ALTCHA v1 challenges the widget accepts', async () => {
      const response = await portal.browser().get('/captcha/challenge', { accept: 'application/json' });
      const challenge = response.json();
      expect(isValidChallenge(challenge)).toBe(true);
      expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: portal.config.signup.captcha_max_number });
      expect(Object.fromEntries(new URLSearchParams(challenge.salt.split('?')[1]))).toEqual({
        expires: expect.stringMatching(/^\d+$/),
        for: 'sign-up address code',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('e-mails a 9-digit code with a prefix, never answers it, and checks it once', async () => {
      const browser = portal.browser();
      const emailValidationId = randomUUID();
      const sent = await sendCode(browser, ` ${EMAIL} `, emailValidationId);
      expect(sent.statusCode, sent.body).toBe(200);
      const answer = sent.json<SendOtpAnswer>();
      expect(answer).toEqual({ emailValidationId, email: EMAIL, messageId: expect.any(String), prefix: answer.prefix });
      expect(answer.prefix).toMatch(/^[A-Z]{3}-$/);
      const code = await readCode(portal.mail, EMAIL, answer.prefix);
      expect(code).toHaveLength(SIGNUP_CODE_LENGTH);
      expect(sent.body).not.toContain(code);

      const wrong = code === '000000000' ? '111111111' : '000000000';
      expect((await verifyCode(browser, EMAIL, emailValidationId, wrong)).json()).toEqual({ matched: false });
      expect((await verifyCode(browser, 'autre@exemple.fr', emailValidationId, code)).json()).toEqual({
        matched: false,
      });
      expect((await verifyCode(browser, EMAIL, randomUUID(), code)).json()).toEqual({ matched: false });
      expect((await verifyCode(browser, EMAIL, emailValidationId, code)).json()).toEqual({ matched: true });
      expect((await verifyCode(browser, EMAIL, emailValidationId, code)).json()).toEqual({ matched: false });
    });

    it('stops checking a code after a few wrong attempts', async () => {
      const browser = portal.browser();
      const emailValidationId = randomUUID();
      const { prefix } = (await sendCode(browser, EMAIL, emailValidationId)).json<SendOtpAnswer>();
      const code = await readCode(portal.mail, EMAIL, prefix);
      const wrong = code === '000000000' ? '111111111' : '000000000';
      for (let i = 0; i < portal.config.signup.max_code_attempts; i += 1) {
        await verifyCode(browser, EMAIL, emailValidationId, wrong);
      }
      expect((await verifyCode(browser, EMAIL, emailValidationId, code)).json()).toEqual({ matched: false });
    });

    it('refuses a missing, forged or replayed captcha in French', async () => {
      const browser = portal.browser();
      const captcha = await solvedCaptcha(browser);
      expect((await sendCode(browser, EMAIL, randomUUID(), captcha)).statusCode).toBe(200);
      const replay = await sendCode(browser, EMAIL, randomUUID(), captcha);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(signupMessages.captchaReplayed);

      const decoded = JSON.parse(Buffer.from(await solvedCaptcha(browser), 'base64').toString());
      const forged = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
      expect((await sendCode(browser, EMAIL, randomUUID(), forged)).json().message).toBe(signupMessages.captchaFailed);
      expect((await sendCode(browser, EMAIL, randomUUID(), 'pas du base64')).json().message).toBe(
        signupMessages.captchaFailed,
      );
      expect((await sendCode(browser, EMAIL, randomUUID(), '')).json().message).toBe(signupMessages.captchaMissing);
      expect(portal.mail.to(EMAIL)).toHaveLength(1);
    });

    it('refuses an expired challenge, one signed without expiry, and one signed for no or another purpose', async () => {
      const browser = portal.browser();
      await browser.get('/captcha/challenge');
      const hmacKey = captchaHmacKey(portal.config);
      const solved = async (expires?: Date, params: Record<string, string> = CAPTCHA_PURPOSE) => {
        const options = { hmacKey, maxnumber: 100, params, ...(expires ? { expires } : {}) };
        const challenge = await createChallenge(options);
        const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 100).promise;
        const { algorithm, salt, signature } = challenge;
        const payload = { algorithm, challenge: challenge.challenge, number: solution!.number, salt, signature };
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      };
      const expired = await sendCode(browser, EMAIL, randomUUID(), await solved(new Date(Date.now() - 1000)));
      expect(expired.json().message).toBe(signupMessages.captchaFailed);
      const endless = await sendCode(browser, EMAIL, randomUUID(), await solved());
      expect(endless.json().message).toBe(signupMessages.captchaFailed);
      const later = new Date(Date.now() + 60_000);
      for (const params of [{}, { for: 'password reset' }] as Record<string, string>[]) {
        const forOther = await sendCode(browser, EMAIL, randomUUID(), await solved(later, params));
        expect(forOther.json().message).toBe(signupMessages.captchaFailed);
      }
      const valid = await sendCode(browser, EMAIL, randomUUID(), await solved(later));
      expect(valid.statusCode).toBe(200);
    });

    it("refuses a solution above the server's own number, even under a challenge it signed", async () => {
      const browser = portal.browser();
      await browser.get('/captcha/challenge');
      const hmacKey = captchaHmacKey(portal.config);
      const max = portal.config.signup.captcha_max_number;
      const expires = new Date(Date.now() + 60_000);
      const payloadFor = async (number: number) => {
        const options = { hmacKey, number, expires, params: CAPTCHA_PURPOSE };
        const { algorithm, challenge, salt, signature } = await createChallenge(options);
        return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
      };
      const above = await sendCode(browser, EMAIL, randomUUID(), await payloadFor(max + 1));
      expect(above.statusCode).toBe(400);
      expect(above.json().message).toBe(signupMessages.captchaFailed);
      expect((await sendCode(browser, EMAIL, randomUUID(), await payloadFor(max))).statusCode).toBe(200);
    });

    it('refuses bad and blocked addresses in French, and answers a used one like a free one', async () => {
      const browser = portal.browser();
      const invalid = await sendCode(browser, 'jean@exemple');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(messages.emailInvalid);
      expect((await sendCode(browser, 'jean@yopmail.com')).json().message).toBe(
        'Les adresses jetables yopmail ne sont pas acceptées',
      );
      const taken = await sendCode(browser, demo('medecin').toUpperCase());
      expect(taken.statusCode).toBe(200);
      await portal.mail.waitFor(demo('medecin'), /déjà celle de votre compte/);
      portal.mail.clear();
      const badId = await browser.json('POST', '/api/emails/send-otp', {
        email: EMAIL,
        emailValidationId: 'pas-un-uuid',
        captchaPayload: await solvedCaptcha(browser),
      });
      expect(badId.statusCode).toBe(400);
      expect(portal.mail.messages).toHaveLength(0);
    });

    it('answers 400 `Too many requests` beyond the sends allowed for one address', async () => {
      const browser = portal.browser();
      const { max } = portal.config.signup.rate_limits.send_per_email;
      for (let i = 0; i < max; i += 1) expect((await sendCode(browser, EMAIL)).statusCode).toBe(200);
      const refused = await sendCode(browser, EMAIL.toUpperCase());
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toBe(TOO_MANY_REQUESTS);
      expect((await sendCode(browser, 'autre.adresse@exemple.fr')).statusCode).toBe(200);
    });

    it('refuses the CSRF-less call', async () => {
      const browser = portal.browser();
      const captchaPayload = await solvedCaptcha(browser);
      const body = { email: EMAIL, emailValidationId: randomUUID(), captchaPayload };
      expect((await browser.json('POST', '/api/emails/send-otp', body, { xsrf: false })).statusCode).toBe(403);
    });

    it('keeps a validation to one address: a later send for another address restarts it', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const other = 'autre.adresse@exemple.fr';
      const { prefix } = (await sendCode(browser, other, id)).json<SendOtpAnswer>();
      const code = await readCode(portal.mail, other, prefix);
      expect((await verifyCode(browser, EMAIL, id, code)).json()).toEqual({ matched: false });
      expect((await verifyCode(browser, other, id, code)).json()).toEqual({ matched: true });
    });
  },
  { configure: signupTestConfig },
);
