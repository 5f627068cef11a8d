/**
 * Addresses that are not one address (issue 33, point 2): separators, quotes, the syntax of
 * nodemailer's address parser, whitespace and control characters, look-alikes, over-long parts,
 * sent to every call that takes an address. Each answers a French 4xx, never a 5xx, and no mail
 * leaves for any of them.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Browser, Response } from '../support/browser.ts';
import { startSignIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { signedIn } from '../profile-support.ts';
import { doctorForm, signupTestConfig, solvedCaptcha } from '../signup-support.ts';
import { answerProblem } from './french-answer.ts';
import { HOSTILE_ADDRESSES } from './values.ts';

/** A call that takes an address, sent with `address` in its place. */
type AddressCall = (address: string) => Promise<Response>;

describePortal(
  'fuzz: addresses that are not one address, in every call that takes one',
  (portal) => {
    async function visitor(): Promise<Browser> {
      const browser = portal.browser();
      await browser.get('/api/config/');
      return browser;
    }

    /** Every answer not a French 4xx, as `call address → status body`. */
    async function problems(calls: Record<string, AddressCall>): Promise<string[]> {
      const found: string[] = [];
      for (const [name, call] of Object.entries(calls)) {
        for (const address of HOSTILE_ADDRESSES) {
          const response = await call(address);
          const problem =
            response.statusCode < 400 || response.statusCode >= 500
              ? `status ${response.statusCode}`
              : answerProblem(response);
          if (problem)
            found.push(`${name} ${JSON.stringify(address).slice(0, 80)} → ${problem}: ${response.body.slice(0, 120)}`);
        }
      }
      return found;
    }

    it('the public calls and the sign-in form', async () => {
      const browser = await visitor();
      const signingIn = portal.browser();
      const { interactionId } = await startSignIn(signingIn);
      const found = await problems({
        'send-otp': async (email) =>
          browser.json('POST', '/api/emails/send-otp', {
            email,
            emailValidationId: randomUUID(),
            captchaPayload: await solvedCaptcha(browser),
          }),
        'verify-otp': (email) =>
          browser.json('POST', '/api/emails/verify-otp', { otp: '123456789', email, emailValidationId: randomUUID() }),
        signup: (email) => browser.json('POST', '/api/signup', doctorForm(email, randomUUID())),
        'send-newPassword': (email) => browser.json('POST', '/api/password/send-newPassword', { email }),
        login: (login) =>
          signingIn.postForm(`/oidc/interaction/${interactionId}/login`, {
            prompt: 'login',
            login,
            password: 'Mauvais-Mot-1!',
          }),
      });
      expect(found).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(portal.mail.messages).toEqual([]);
    }, 300_000);

    it('the signed-in user’s calls: the profile’s addresses, an address bound to an app', async () => {
      const browser = await signedIn(portal, 'medecin');
      portal.mail.clear();
      const principal = { email: demo('medecin'), isPrincipal: true, clientApps: [] };
      const found = await problems({
        profile: (email) =>
          browser.json('PATCH', '/api/users/me', {
            emails: [principal, { email, isPrincipal: false, clientApps: [], emailValidationId: randomUUID() }],
          }),
        'profile, as the principal': (email) =>
          browser.json('PATCH', '/api/users/me', { emails: [{ email, isPrincipal: true, clientApps: [] }] }),
        'bind-client-app': (email) =>
          browser.json('PATCH', `/api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`, {
            appClientId: 'agenda',
          }),
      });
      expect(found).toEqual([]);
      expect(portal.mail.messages).toEqual([]);
    }, 300_000);
  },
  { configure: signupTestConfig },
);
