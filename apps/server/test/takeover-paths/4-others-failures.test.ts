/**
 * What was seen 4: eleven wrong passwords typed for `secretariat@demo…` from other browsers, then
 * the owner typed the right one in the browser she always signs in from: `err=tooManyRequests`.
 * `login_per_account` was counted before the trusted-device exemption, so ten requests a minute kept
 * any account out for good; the same held for the code's own limits once someone had the password.
 * Now the limits counted per account or per address slow the others, never the owner's trusted
 * browser (the throttle's growing delay is what slows guessing).
 */
import { expect, it } from 'vitest';
import type { Browser } from '../support/browser.ts';
import {
  emailCode,
  errOf,
  expectSignedIn,
  signIn,
  spa,
  startSignIn,
  submitCode,
  submitPassword,
} from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';

const secretariat = demo('secretariat');

/** A password attempt in a fresh interaction: the route it leads to and its `err`. */
async function attempt(browser: Browser, password?: string) {
  const { interactionId } = await startSignIn(browser);
  const answer = await submitPassword(browser, interactionId, secretariat, password);
  return { interactionId, ...spa(answer.headers.location as string) };
}

describePortal(
  'What was seen 4: others’ failures keep the owner out',
  (portal) => {
    it('eleven wrong passwords from elsewhere do not refuse the owner’s trusted browser, and still slow a stranger', async () => {
      const owner = portal.browser();
      await signIn(owner, portal.mail, secretariat);
      const ownerBrowser = owner.keeping('portal_device', 'XSRF-TOKEN');

      for (let i = 0; i < 11; i += 1) await attempt(portal.browser(), `Mauvais-${i}-Mot!`);

      const own = await attempt(ownerBrowser);
      expect(own.query.get('err')).toBeNull();
      expect(own.route).toBe('otp');
      // A browser the account never signed in from: slowed, whatever the password.
      const stranger = await attempt(portal.browser());
      expect(stranger.query.get('err')).toBe('tooManyRequests');
    });

    it('someone holding the password cannot use up the codes the owner’s trusted browser asks for', async () => {
      const owner = portal.browser();
      await signIn(owner, portal.mail, secretariat);
      const ownerBrowser = owner.keeping('portal_device', 'XSRF-TOKEN');

      const attacker = portal.browser();
      await attempt(attacker);
      const sends = [];
      for (let i = 0; i < 6; i += 1) sends.push((await attacker.json('POST', '/otp/sendByEmail')).statusCode);
      expect(sends.at(-1)).toBe(429);

      const { interactionId, route } = await attempt(ownerBrowser);
      expect(route).toBe('otp');
      const { code } = await emailCode(ownerBrowser, portal.mail, secretariat);
      await expectSignedIn(ownerBrowser, await submitCode(ownerBrowser, interactionId, code));
    });

    it('wrong codes from the one holding the password do not refuse the owner’s right code', async () => {
      const owner = portal.browser();
      await signIn(owner, portal.mail, secretariat);
      const ownerBrowser = owner.keeping('portal_device', 'XSRF-TOKEN');

      const attacker = portal.browser();
      const { interactionId: theirs } = await attempt(attacker);
      const errs = [];
      for (let i = 0; i < 11; i += 1) errs.push(errOf(await submitCode(attacker, theirs, String(100000 + i))));
      expect(errs.at(-1)).toBe('tooManyRequests');

      const { interactionId } = await attempt(ownerBrowser);
      const { code } = await emailCode(ownerBrowser, portal.mail, secretariat);
      await expectSignedIn(ownerBrowser, await submitCode(ownerBrowser, interactionId, code));
    });
  },
  {
    // The default configuration's limits (the test overlay's are generous).
    configure(config) {
      Object.assign(config.security.rate_limits, {
        login_per_account: { max: 10, window_seconds: 60 },
        code_send_per_account: { max: 5, window_seconds: 60 },
        code_send_per_account_per_day: { max: 20, window_seconds: 86400 },
        code_check_per_account: { max: 10, window_seconds: 60 },
      });
    },
  },
);
