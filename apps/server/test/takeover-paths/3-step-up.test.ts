/**
 * What was seen 3: a session left open took the account. With a sign-in older than the
 * re-authentication window, `POST /api/users/otp/init` answered 200 and `/validate` turned an
 * attacker's authenticator on; adding an address, making one principal, changing the address an
 * app receives and linking or unlinking Pro Santé Connect needed no step-up either. Now each
 * answers 403 `REAUTHENTICATION_REQUIRED` and changes nothing until the password is confirmed;
 * then it goes through, and every address of the account, the former principal included, is told.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { httpMessages, type ProfileEmail, type TotpInitAnswer, type UserProfile } from '@portal/shared';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import type { Browser } from '../support/browser.ts';
import { demo, describePortal, type Portal } from '../support/harness.ts';
import { patchProfile, readProfile, signedIn } from '../profile-support.ts';
import { signupTestConfig, validateAddress } from '../signup-support.ts';
import { reauthenticate, signInLongAgo, stepUpAsked } from '../credentials-and-abuse/support.ts';
import { answerProblem } from '../fuzz/french-answer.ts';
import { describePortalWithPsc, ProviderBrowser, pscJourney } from '../psc/support.ts';

const OWNER = demo('medecin');
const SECOND = demo('claire.dubois');
const ATTACKER = 'pirate@exemple-attaquant.fr';

const TOTP_ON = /Authentification par application activée/;
const ADDRESSES_CHANGED = /adresses email de votre compte ont été modifiées/;
const PSC_LINKED = /Pro Santé Connect a été lié à votre compte/;
const PSC_UNLINKED = /Pro Santé Connect a été délié de votre compte/;

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** The profile's addresses as a change set sends them back. */
const asSent = (profile: UserProfile): ProfileEmail[] =>
  profile.emails.map(({ email, isPrincipal, clientApps }) => ({ email, isPrincipal, clientApps }));

/** Asked for the password: 403 with the code the browser answers, and a French message. */
function expectStepUpAsked(response: { statusCode: number; json: () => unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject(stepUpAsked);
}

async function storedTotp(portal: Portal) {
  const user = await portal.accounts.findUserById(await portal.userId(OWNER));
  const box = createSecretBox(portal.config.security.encryption_key);
  return { secret: user!.totpSecret && box.decrypt(user!.totpSecret), validated: user!.totpValidated };
}

const confirmPassword = async (browser: Browser) =>
  expect((await reauthenticate(browser, DEMO_PASSWORD)).statusCode).toBe(200);

describePortal(
  'What was seen 3: a session left open takes the account (authenticator app, addresses, apps)',
  (portal) => {
    it('turns an authenticator app on only after the password is confirmed (otp/init and otp/validate)', async () => {
      const owner = await signedIn(portal, 'medecin');
      const started = await owner.json('POST', '/api/users/otp/init');
      expect(started.statusCode, started.body).toBe(200);
      const { secret } = started.json<TotpInitAnswer>();
      await signInLongAgo(portal);
      portal.mail.clear();

      // The session left open: neither a new secret nor its validation.
      expectStepUpAsked(await owner.json('POST', '/api/users/otp/init'));
      expectStepUpAsked(await owner.json('POST', '/api/users/otp/validate', { token: codeOf(secret) }));
      expect(await storedTotp(portal)).toEqual({ secret, validated: false });
      expect((await readProfile(owner)).otp.validated).toBe(false);
      expect(portal.mail.to(OWNER, TOTP_ON)).toEqual([]);

      await confirmPassword(owner);
      const validated = await owner.json('POST', '/api/users/otp/validate', { token: codeOf(secret) });
      expect(validated.statusCode, validated.body).toBe(200);
      expect(await storedTotp(portal)).toEqual({ secret, validated: true });
      for (const address of [OWNER, SECOND]) await portal.mail.waitFor(address, TOTP_ON);
    });

    it('adds an address only after the password is confirmed; the old addresses and the new one are told', async () => {
      const owner = await signedIn(portal, 'medecin');
      const before = asSent(await readProfile(owner));
      const emailValidationId = await validateAddress(owner, portal.mail, ATTACKER);
      await signInLongAgo(portal);
      portal.mail.clear();
      const withAttacker = [...before, { email: ATTACKER, isPrincipal: false, clientApps: [], emailValidationId }];

      expectStepUpAsked(await patchProfile(owner, { emails: withAttacker }));
      expect(asSent(await readProfile(owner))).toEqual(before);
      expect(await portal.accounts.findUserByEmail(ATTACKER)).toBeNull();
      expect(portal.mail.to(OWNER, ADDRESSES_CHANGED)).toEqual([]);

      await confirmPassword(owner);
      const added = await patchProfile(owner, { emails: withAttacker });
      expect(added.statusCode, added.body).toBe(200);
      expect(asSent(added.json<UserProfile>()).map((email) => email.email)).toContain(ATTACKER);
      for (const address of [OWNER, SECOND, ATTACKER]) {
        expect((await portal.mail.waitFor(address, ADDRESSES_CHANGED)).text).toContain(
          `Adresse(s) ajoutée(s) : ${ATTACKER}.`,
        );
      }
    });

    it('moves the principal address only after the password is confirmed; the former principal is told', async () => {
      const owner = await signedIn(portal, 'medecin');
      await signInLongAgo(portal);
      portal.mail.clear();
      const moved = [
        { email: OWNER, isPrincipal: false, clientApps: [] },
        { email: SECOND, isPrincipal: true, clientApps: [] },
      ];

      expectStepUpAsked(await patchProfile(owner, { emails: moved }));
      const unchanged = await readProfile(owner);
      expect(unchanged.emails.find((email) => email.isPrincipal)?.email).toBe(OWNER);
      expect(portal.mail.to(OWNER, ADDRESSES_CHANGED)).toEqual([]);

      await confirmPassword(owner);
      const answer = await patchProfile(owner, { emails: moved });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<UserProfile>().emails.find((email) => email.isPrincipal)?.email).toBe(SECOND);
      for (const address of [OWNER, SECOND]) {
        const notice = await portal.mail.waitFor(address, ADDRESSES_CHANGED);
        expect(notice.text).toContain(`Adresse principale : désormais ${SECOND} (auparavant ${OWNER})`);
      }
    });

    it('changes the address an app receives only after the password is confirmed, by either call; the owner is told', async () => {
      const owner = await signedIn(portal, 'medecin');
      await signInLongAgo(portal);
      portal.mail.clear();
      const bind = (email: string) =>
        owner.json('PATCH', `/api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`, {
          appClientId: 'demo-client',
        });

      expectStepUpAsked(await bind(SECOND));
      expectStepUpAsked(
        await patchProfile(owner, {
          emails: [
            { email: OWNER, isPrincipal: true, clientApps: [] },
            { email: SECOND, isPrincipal: false, clientApps: ['demo-client'] },
          ],
        }),
      );
      expect((await readProfile(owner)).emails.flatMap((email) => email.clientApps)).toEqual([]);
      expect(portal.mail.to(OWNER, ADDRESSES_CHANGED)).toEqual([]);

      await confirmPassword(owner);
      expect((await bind(SECOND)).statusCode).toBe(200);
      const bound = (await readProfile(owner)).emails.find((email) => email.clientApps.includes('demo-client'));
      expect(bound?.email).toBe(SECOND);
      for (const address of [OWNER, SECOND]) {
        const notice = await portal.mail.waitFor(address, ADDRESSES_CHANGED);
        expect(notice.text).toContain(`Application « Compte-rendus » : elle recevra désormais l'adresse ${SECOND}.`);
      }

      // Choosing again the address the app already receives changes nothing: nothing asked, no one told.
      await signInLongAgo(portal);
      portal.mail.clear();
      expect((await bind(SECOND)).statusCode).toBe(200);
      expect(portal.mail.to(OWNER, ADDRESSES_CHANGED)).toEqual([]);
    });

    it('answers bad input to the guarded calls with a French 4xx, and changes nothing', async () => {
      const owner = await signedIn(portal, 'medecin');
      const before = asSent(await readProfile(owner));
      await signInLongAgo(portal);
      portal.mail.clear();
      const bind = (email: string, body: unknown, options?: { xsrf: boolean }) =>
        owner.json('PATCH', `/api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`, body, options);
      const answers = {
        // Someone else's address, an unknown app: refused for what they are, before any password.
        othersAddress: await bind(demo('secretariat'), { appClientId: 'demo-client' }),
        unknownApp: await bind(SECOND, { appClientId: 'inconnue' }),
        wrongType: await bind(SECOND, { appClientId: 42 }),
        withoutXsrf: await bind(SECOND, { appClientId: 'demo-client' }, { xsrf: false }),
        initWithoutXsrf: await owner.json('POST', '/api/users/otp/init', undefined, { xsrf: false }),
        unlinkWithoutXsrf: await owner.json('DELETE', '/api/users/me/psc', undefined, { xsrf: false }),
        nulCode: await owner.json('POST', '/api/users/otp/validate', { token: '12\u000034' }),
        nulPassword: await reauthenticate(owner, 'Demo\u0000'),
        longPassword: await reauthenticate(owner, 'x'.repeat(20_000)),
        passwordNotText: await owner.json('POST', '/api/users/me/reauthenticate', { password: ['a'] }),
        patchNotAList: await patchProfile(owner, { emails: 'pirate@exemple-attaquant.fr' }),
      };
      for (const [name, response] of Object.entries(answers)) {
        expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
        expect(answerProblem(response), name).toBeUndefined();
      }
      expect(answers.othersAddress.json()).toMatchObject({ message: httpMessages.emailNotOwned });
      expect(answers.unknownApp.json()).toMatchObject({ message: httpMessages.unknownClientApp });
      expect(answers.withoutXsrf.json()).toMatchObject({ message: httpMessages.xsrfRefused });
      expect(answers.nulPassword.json()).toMatchObject({ message: httpMessages.nulCharacter });
      expect(answers.longPassword.json()).toMatchObject({ message: httpMessages.valueTooLong });

      expect(asSent(await readProfile(owner))).toEqual(before);
      expect(await storedTotp(portal)).toEqual({ secret: null, validated: false });
      expect(portal.mail.to(OWNER)).toEqual([]);
      // None of it confirmed the password: the next change still asks.
      expectStepUpAsked(await bind(SECOND, { appClientId: 'demo-client' }));
    });

    it('asks nothing and tells no one when a change set leaves the addresses as they are', async () => {
      const owner = await signedIn(portal, 'medecin');
      await signInLongAgo(portal);
      portal.mail.clear();
      const same = asSent(await readProfile(owner));
      const answer = await patchProfile(owner, { emails: same, phones: [] });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(portal.mail.to(OWNER)).toEqual([]);
      expect(portal.mail.to(SECOND)).toEqual([]);
    });
  },
  { configure: signupTestConfig },
);

describePortalWithPsc('What was seen 3: a session left open links or unlinks Pro Santé Connect', (portal) => {
  const linkState = async (browser: Browser) => (await browser.json('GET', '/api/users/me/psc')).json();

  it('links and unlinks only after the password is confirmed; the owner is told each time, and only then', async () => {
    const owner = await signedIn(portal, 'medecin');
    await signInLongAgo(portal);
    portal.mail.clear();

    expectStepUpAsked(await owner.json('GET', '/psc/init?purpose=link'));
    expectStepUpAsked(await owner.get('/psc/authorize?purpose=link', { accept: 'application/json' }));
    expect(owner.cookie('psc_login')).toBeUndefined();
    expect(await linkState(owner)).toEqual({ available: true, linked: false });

    await confirmPassword(owner);
    const provider = new ProviderBrowser();
    const linked = await pscJourney(owner, '?purpose=link', provider, { practitioner: 'claire-dubois' });
    expect(linked.location).toBe('/#/myProfile?psc=linked');
    for (const address of [OWNER, SECOND]) await portal.mail.waitFor(address, PSC_LINKED);

    await signInLongAgo(portal);
    expectStepUpAsked(await owner.json('DELETE', '/api/users/me/psc'));
    expect(await linkState(owner)).toMatchObject({ linked: true });
    expect(portal.mail.to(OWNER, PSC_UNLINKED)).toEqual([]);

    await confirmPassword(owner);
    expect((await owner.json('DELETE', '/api/users/me/psc')).statusCode).toBe(204);
    expect(await linkState(owner)).toEqual({ available: true, linked: false });
    for (const address of [OWNER, SECOND]) await portal.mail.waitFor(address, PSC_UNLINKED);

    // Unlinking what is no longer linked changes nothing: no second notice.
    expect((await owner.json('DELETE', '/api/users/me/psc')).statusCode).toBe(204);
    expect(portal.mail.to(OWNER, PSC_UNLINKED)).toHaveLength(1);
  });
});
