/**
 * What was seen 6, the e-mail validation: `verifyCode` checked `(id, email)` but `markValidated(id)`
 * updated by id alone, and `send-otp` moved the client-chosen `emailValidationId` to a new address:
 * a `verify-otp` racing a `send-otp` on the same id validated an address nobody proved. Now a
 * validation is bound to one address and one use: a send for another address resets it and puts
 * its codes out of use at once, and the mark holds only for the address the code was sent for.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { profileMessages, signupMessages, type SendOtpAnswer } from '@portal/shared';
import { describePortal } from '../support/harness.ts';
import { refused, signedIn } from '../profile-support.ts';
import { emailsAsSent } from '../credentials-and-abuse/support.ts';
import {
  doctorForm,
  readCode,
  sendCode,
  signUp,
  signupTestConfig,
  solvedCaptcha,
  validateAddress,
  verifyCode,
} from '../signup-support.ts';

const VICTIM = 'victime@exemple-victime.fr';
/** Rounds of races run side by side, each on a validation of its own. */
const ROUNDS = 5;
const SIDE_BY_SIDE = 8;

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describePortal(
  'What was seen 6: an address proved once, by its own code',
  (portal) => {
    it('a verify-otp racing a send-otp on the same id never validates the address the code was not sent to', async () => {
      const browser = portal.browser();
      /** The attacker's own address, proved up to its code: the id, the code, a captcha for the next send. */
      const prepared = (round: number, i: number) => async () => {
        const id = randomUUID();
        const own = `attaquant.${round}.${i}@exemple.fr`;
        const sent = await sendCode(browser, own, id);
        expect(sent.statusCode, sent.body).toBe(200);
        const code = await readCode(portal.mail, own, sent.json<SendOtpAnswer>().prefix);
        return { id, own, code, captcha: await solvedCaptcha(browser) };
      };
      const signUps: [number, string][] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const races = await Promise.all(Array.from({ length: SIDE_BY_SIDE }, (_, i) => prepared(round, i)()));
        // The send for the victim's address and the checks of the attacker's code, at every offset.
        await Promise.all(
          races.flatMap(({ id, own, code, captcha }, i) => [
            sendCode(browser, VICTIM, id, captcha),
            after((i * 3 + round) % 14).then(() => verifyCode(browser, own, id, code)),
            after((i * 5 + round) % 14).then(() => verifyCode(browser, VICTIM, id, code)),
          ]),
        );
        for (const { id } of races) {
          const answer = await signUp(browser, doctorForm(VICTIM, id));
          signUps.push([answer.statusCode, answer.json<{ message: string }>().message]);
        }
      }
      expect(signUps).toEqual(Array(ROUNDS * SIDE_BY_SIDE).fill([400, signupMessages.emailNotValidated]));
    }, 300_000);

    it('a code sent for one address does not validate another sent under the same id', async () => {
      const browser = portal.browser();
      const id = randomUUID();
      const own = 'attaquant@exemple.fr';
      const code = await readCode(portal.mail, own, (await sendCode(browser, own, id)).json<SendOtpAnswer>().prefix);
      expect((await sendCode(browser, VICTIM, id)).statusCode).toBe(200);
      expect((await verifyCode(browser, VICTIM, id, code)).json()).toEqual({ matched: false });
      expect((await verifyCode(browser, own, id, code)).json()).toEqual({ matched: false });
      const answer = await signUp(browser, doctorForm(VICTIM, id));
      expect([answer.statusCode, answer.json().message]).toEqual([400, signupMessages.emailNotValidated]);
    });

    it('a proved address serves once: used by a sign-up, it does not add itself to a profile', async () => {
      const address = 'une.seule.fois@exemple.fr';
      const visitor = portal.browser();
      const id = await validateAddress(visitor, portal.mail, address);
      expect((await signUp(visitor, doctorForm(address, id))).statusCode).toBe(200);
      const user = await signedIn(portal, 'secretariat');
      const before = await emailsAsSent(user);
      const again = await refused(user, {
        emails: [...before, { email: address, isPrincipal: false, clientApps: [], emailValidationId: id }],
      });
      expect(again.message).toBe(profileMessages.emailNotValidated);
    });
  },
  {
    configure(config) {
      signupTestConfig(config);
      config.signup.rate_limits.send_per_email = { max: 1000, window_seconds: 600 };
      config.signup.rate_limits.send_per_email_per_day = { max: 1000, window_seconds: 86400 };
    },
  },
);
