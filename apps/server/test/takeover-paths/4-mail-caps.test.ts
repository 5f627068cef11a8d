/**
 * What was seen 4, for the mail caps: the per-address caps of forgot-password and of the sign-up
 * codes, used up by anyone, kept the owner from the link or the code. Now they slow the sender,
 * never the owner: a browser that signed in with the address, or with the account that owns it,
 * still gets its reset link (and no answer tells whether the address has an account); a signed-in
 * user (of an activated account) adding an address is counted per account, not per address.
 */
import { expect, it } from 'vitest';
import type { SendOtpAnswer } from '@portal/shared';
import type { Browser } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { demo, describePortal, type Portal } from '../support/harness.ts';
import { patched, signedIn } from '../profile-support.ts';
import { readCode, sendCode, signupTestConfig, verifyCode } from '../signup-support.ts';
import { emailsAsSent, visitor } from '../credentials-and-abuse/support.ts';

const RESET = /Réinitialisation/;
const CAP = 2;

/** `POST /api/password/send-newPassword` for `email` from `browser`. */
const askReset = (browser: Browser, email: string) => browser.json('POST', '/api/password/send-newPassword', { email });

/** An attacker uses up the address's caps from browsers of their own: the mails stop at the cap. */
async function exhaustResets(portal: Portal, email: string) {
  for (let i = 0; i < CAP + 3; i += 1) expect((await askReset(await visitor(portal), email)).statusCode).toBe(200);
  await expect.poll(() => portal.mail.to(email, RESET).length).toBe(CAP);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(portal.mail.to(email, RESET)).toHaveLength(CAP);
}

/** The owner's browser after a sign-in with `email`: only the cookies a browser keeps for days. */
async function ownerBrowser(portal: Portal, email: string): Promise<Browser> {
  const browser = portal.browser();
  await signIn(browser, portal.mail, email);
  return browser.keeping('portal_device', 'XSRF-TOKEN');
}

describePortal(
  'What was seen 4: the mail caps never keep the owner out',
  (portal) => {
    it('an attacker using up the reset caps of an address does not keep its owner’s trusted browser from the link', async () => {
      const owner = await ownerBrowser(portal, demo('secretariat'));
      await exhaustResets(portal, demo('secretariat'));

      const own = await askReset(owner, demo('secretariat'));
      const stranger = await askReset(await visitor(portal), demo('secretariat'));
      const unknown = await askReset(await visitor(portal), 'personne@exemple.fr');
      // The same answer for the owner, a stranger and an address without an account.
      for (const answer of [stranger, unknown])
        expect([answer.statusCode, answer.body]).toEqual([own.statusCode, own.body]);
      await expect.poll(() => portal.mail.to(demo('secretariat'), RESET).length).toBe(CAP + 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(portal.mail.to(demo('secretariat'), RESET)).toHaveLength(CAP + 1);
    });

    it('nor the browser that signed in with another address of the same account', async () => {
      const owner = await ownerBrowser(portal, demo('medecin'));
      await exhaustResets(portal, demo('claire.dubois'));
      expect((await askReset(owner, demo('claire.dubois'))).statusCode).toBe(200);
      await expect.poll(() => portal.mail.to(demo('claire.dubois'), RESET).length).toBe(CAP + 1);
      // A browser trusted by another account is a stranger to this one.
      const other = await ownerBrowser(portal, demo('secretariat'));
      expect((await askReset(other, demo('claire.dubois'))).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(portal.mail.to(demo('claire.dubois'), RESET)).toHaveLength(CAP + 1);
    });

    it('an attacker using up the code sends of an address does not keep a signed-in user from adding it', async () => {
      const address = 'sophie.nouvelle@exemple.fr';
      const attacker = portal.browser();
      const { max } = portal.config.signup.rate_limits.send_per_email;
      for (let i = 0; i < max; i += 1) expect((await sendCode(attacker, address)).statusCode).toBe(200);
      expect((await sendCode(attacker, address)).statusCode).toBe(400);

      const user = await signedIn(portal, 'secretariat');
      const sent = await sendCode(user, address);
      expect(sent.statusCode, sent.body).toBe(200);
      const { emailValidationId, prefix } = sent.json<SendOtpAnswer>();
      const code = await readCode(portal.mail, address, prefix);
      expect((await verifyCode(user, address, emailValidationId, code)).json()).toEqual({ matched: true });
      const before = await emailsAsSent(user);
      const after = await patched(user, {
        emails: [...before, { email: address, isPrincipal: false, clientApps: [], emailValidationId }],
      });
      expect(after.emails.map(({ email }) => email)).toContain(address);
    });

    it('counts a signed-in user’s code sends per account: the sender is slowed, whatever addresses they type', async () => {
      const user = await signedIn(portal, 'secretariat');
      const { max } = portal.config.signup.rate_limits.send_per_account;
      for (let i = 0; i < max; i += 1) {
        expect((await sendCode(user, `adresse.${i}@exemple.fr`)).statusCode).toBe(200);
      }
      expect((await sendCode(user, 'encore.une@exemple.fr')).statusCode).toBe(400);
      // A visitor typing that address is counted on it, as before.
      expect((await sendCode(portal.browser(), 'encore.une@exemple.fr')).statusCode).toBe(200);
    });

    it('counts an account awaiting its validation per address, as a visitor: it proves no one', async () => {
      const address = 'pas.encore@exemple.fr';
      const { max } = portal.config.signup.rate_limits.send_per_email;
      for (let i = 0; i < max; i += 1) expect((await sendCode(portal.browser(), address)).statusCode).toBe(200);
      const awaiting = await signedIn(portal, 'nouveau');
      expect((await sendCode(awaiting, address)).statusCode).toBe(400);
    });
  },
  {
    configure(config) {
      signupTestConfig(config);
      Object.assign(config.security.rate_limits, {
        code_send_per_ip: { max: 1000, window_seconds: 60 },
        code_send_per_account: { max: CAP, window_seconds: 60 },
        reset_per_address_per_day: { max: CAP, window_seconds: 86400 },
      });
      config.signup.rate_limits.send_per_email = { max: CAP, window_seconds: 600 };
      config.signup.rate_limits.send_per_account = { max: CAP, window_seconds: 600 };
    },
  },
);
