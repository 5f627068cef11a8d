/** The calls of the sign-up screens, as the browser makes them: captcha, address code, sign-up. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallenge, SendOtpAnswer, SignupPayload } from '@portal/shared';
import type { Config } from '../src/config/schema.ts';
import { adminSiteIds, jobPlaceIds } from '../src/seed/index.ts';
import type { Browser } from './support/browser.ts';
import type { SmtpCatcher } from './support/smtp-catcher.ts';

export const SIGNUP_PASSWORD = 'Inscription-2026!';

/** Small proofs of work, so the suites solve real challenges quickly; generous limits but the ones tested. */
export function signupTestConfig(config: Config): void {
  config.signup.captcha_max_number = 2_000;
  config.signup.rate_limits.send_per_ip = { max: 1000, window_seconds: 600 };
  config.signup.rate_limits.check_per_ip = { max: 1000, window_seconds: 600 };
  config.signup.rate_limits.signup_per_ip = { max: 1000, window_seconds: 600 };
}

/** The widget's work: fetch a challenge, solve it, answer the base64 JSON payload. */
export async function solvedCaptcha(browser: Browser): Promise<string> {
  const response = await browser.get('/captcha/challenge', { accept: 'application/json' });
  expect(response.statusCode).toBe(200);
  const challenge = response.json<CaptchaChallenge>();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  expect(solution).not.toBeNull();
  const { algorithm, challenge: hash, salt, signature } = challenge;
  const payload = { algorithm, challenge: hash, number: solution!.number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function sendCode(
  browser: Browser,
  email: string,
  emailValidationId: string = randomUUID(),
  captcha?: string,
) {
  const captchaPayload = captcha ?? (await solvedCaptcha(browser));
  return browser.json('POST', '/api/emails/send-otp', { email, emailValidationId, captchaPayload });
}

/** The 9-digit code of the mail sent with `prefix`. */
export async function readCode(mail: SmtpCatcher, email: string, prefix: string): Promise<string> {
  const message = await mail.waitFor(email, new RegExp(`^${prefix} `));
  const match = new RegExp(`${prefix}(\\d{9})`).exec(message.text);
  expect(match, `code in: ${message.text}`).not.toBeNull();
  return match![1]!;
}

export function verifyCode(browser: Browser, email: string, emailValidationId: string, otp: string) {
  return browser.json('POST', '/api/emails/verify-otp', { otp, email, emailValidationId });
}

/** The whole e-mail validation dialog: captcha, code sent, code read in the mail and checked. */
export async function validateAddress(browser: Browser, mail: SmtpCatcher, email: string): Promise<string> {
  const emailValidationId = randomUUID();
  const sent = await sendCode(browser, email, emailValidationId);
  expect(sent.statusCode, sent.body).toBe(200);
  const { prefix } = sent.json<SendOtpAnswer>();
  const code = await readCode(mail, email, prefix);
  const verified = await verifyCode(browser, email, emailValidationId, code);
  expect(verified.json()).toEqual({ matched: true });
  return emailValidationId;
}

/** A doctor's sign-up form, linked to the Lyon centre. */
export function doctorForm(email: string, emailValidationId: string, changes: Partial<SignupPayload> = {}) {
  return {
    civilTitle: 'M',
    lastName: 'Lefèvre',
    firstName: 'Antoine',
    rpps: '10101010101',
    phones: [
      { phone: '04 72 00 00 00', isPrincipal: false },
      { phone: '0612345679', isPrincipal: true },
    ],
    emails: [{ email, emailValidationId }],
    password: SIGNUP_PASSWORD,
    confirmPassword: SIGNUP_PASSWORD,
    jobCode: '10',
    jobPlaces: [{ jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon }],
    ...changes,
  } satisfies SignupPayload;
}

export const signUp = (browser: Browser, form: unknown) => browser.json('POST', '/api/signup', form);
