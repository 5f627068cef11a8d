import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { profileMessages, type ProfileEmail, type UserProfile } from '@portal/shared';
import { demo, describePortal } from './support/harness.ts';
import { patched, readProfile, refused, signedIn } from './profile-support.ts';
import { signupTestConfig, validateAddress } from './signup-support.ts';

const NEW_ADDRESS = 'claire.nouvelle@exemple.fr';
const SECURITY_NOTICE = /adresses email de votre compte ont été modifiées/;

/** The profile's e-mails as a change set sends them back. */
const asSent = (profile: UserProfile): ProfileEmail[] =>
  profile.emails.map(({ email, isPrincipal, clientApps }) => ({ email, isPrincipal, clientApps }));

describePortal(
  'profile e-mail addresses (PATCH /api/users/me)',
  (portal) => {
    it('adds an address validated by code, with its apps, and tells the old and new addresses', async () => {
      const browser = await signedIn(portal, 'medecin');
      const before = asSent(await readProfile(browser));
      expect(before.map((email) => email.email)).toEqual([demo('medecin'), demo('claire.dubois')]);
      const emailValidationId = await validateAddress(browser, portal.mail, NEW_ADDRESS);

      const answer = await patched(browser, {
        emails: [...before, { email: NEW_ADDRESS, isPrincipal: false, clientApps: ['agenda'], emailValidationId }],
      });
      expect(asSent(answer)).toEqual([...before, { email: NEW_ADDRESS, isPrincipal: false, clientApps: ['agenda'] }]);
      expect(answer.pendingUpdates).toEqual([]);
      for (const address of [demo('medecin'), demo('claire.dubois'), NEW_ADDRESS]) {
        const notice = await portal.mail.waitFor(address, SECURITY_NOTICE);
        expect(notice.text).toContain(`Adresse(s) ajoutée(s) : ${NEW_ADDRESS}`);
        expect(notice.text).toContain("Si vous n'en êtes pas à l'origine");
      }

      // The validation served once: the address removed, it cannot come back with it.
      await patched(browser, { emails: before });
      expect(
        (
          await refused(browser, {
            emails: [...before, { email: NEW_ADDRESS, isPrincipal: false, clientApps: [], emailValidationId }],
          })
        ).message,
      ).toBe(profileMessages.emailNotValidated);
    });

    it('moves the principal, removes an address with its apps, and tells the removed address too', async () => {
      const browser = await signedIn(portal, 'medecin');
      await patched(browser, {
        emails: [
          { email: demo('medecin'), isPrincipal: true, clientApps: [] },
          { email: demo('claire.dubois'), isPrincipal: false, clientApps: ['demo-client'] },
        ],
      });
      const moved = await patched(browser, {
        emails: [
          { email: demo('medecin'), isPrincipal: false, clientApps: ['agenda'] },
          { email: demo('claire.dubois'), isPrincipal: true, clientApps: ['demo-client'] },
        ],
      });
      expect(asSent(moved)).toEqual([
        { email: demo('claire.dubois'), isPrincipal: true, clientApps: ['demo-client'] },
        { email: demo('medecin'), isPrincipal: false, clientApps: ['agenda'] },
      ]);
      // Where codes and reset links go moved: both addresses are told, the former principal too.
      for (const address of [demo('medecin'), demo('claire.dubois')]) {
        expect((await portal.mail.waitFor(address, SECURITY_NOTICE)).text).toContain(
          `Adresse principale : désormais ${demo('claire.dubois')} (auparavant ${demo('medecin')})`,
        );
      }
      portal.mail.clear();

      const removed = await patched(browser, {
        emails: [{ email: demo('claire.dubois'), isPrincipal: true, clientApps: [] }],
      });
      expect(asSent(removed)).toEqual([{ email: demo('claire.dubois'), isPrincipal: true, clientApps: [] }]);
      const notice = await portal.mail.waitFor(demo('medecin'), SECURITY_NOTICE);
      expect(notice.text).toContain(`Adresse(s) retirée(s) : ${demo('medecin')}`);
      await portal.mail.waitFor(demo('claire.dubois'), SECURITY_NOTICE);
      // The removed address no longer signs in.
      expect(await portal.accounts.findUserByEmail(demo('medecin'))).toBeNull();
    });

    it('keeps the change when the security notice cannot be sent yet, and sends it once the SMTP server accepts', async () => {
      const browser = await signedIn(portal, 'medecin');
      portal.mail.refuse();
      try {
        const answer = await patched(browser, {
          emails: [{ email: demo('medecin'), isPrincipal: true, clientApps: [] }],
        });
        expect(answer.emails.map((email) => email.email)).toEqual([demo('medecin')]);
        expect(portal.mail.to(demo('medecin'), SECURITY_NOTICE)).toEqual([]);
      } finally {
        portal.mail.accept();
      }
      await portal.mail.waitFor(demo('medecin'), SECURITY_NOTICE, 15_000);
    });

    it('refuses an unproven, taken or invalid address, no address, two principals, and unknown apps', async () => {
      const browser = await signedIn(portal, 'medecin');
      const kept = asSent(await readProfile(browser));
      const adding = (email: Partial<ProfileEmail>) => ({
        emails: [...kept, { email: NEW_ADDRESS, isPrincipal: false, clientApps: [], ...email }],
      });
      expect(await refused(browser, adding({}))).toEqual({
        message: profileMessages.emailNotValidated,
        code: 'VALIDATION',
        field: 'emails',
      });
      const otherAddress = await validateAddress(browser, portal.mail, 'autre.adresse@exemple.fr');
      expect((await refused(browser, adding({ emailValidationId: otherAddress }))).message).toBe(
        profileMessages.emailNotValidated,
      );
      // Another account's address, not proved: the answer does not tell it has an account.
      expect(
        (await refused(browser, adding({ email: demo('secretariat'), emailValidationId: randomUUID() }))).message,
      ).toBe(profileMessages.emailNotValidated);
      expect((await refused(browser, { emails: [] })).message).toBe('Au moins une adresse email est obligatoire');
      expect((await refused(browser, { emails: kept.map((email) => ({ ...email, isPrincipal: true })) })).message).toBe(
        profileMessages.onePrincipalEmail,
      );
      expect(
        (await refused(browser, { emails: kept.map((email) => ({ ...email, isPrincipal: false })) })).message,
      ).toBe(profileMessages.onePrincipalEmail);
      expect((await refused(browser, adding({ email: 'pas-une-adresse' }))).message).toBe(
        "L'adresse e-mail n'est pas valide",
      );
      expect((await refused(browser, adding({ email: 'quelquun@mailinator.com' }))).message).toBe(
        'Les adresses jetables mailinator ne sont pas acceptées',
      );
      const withApps = (first: string[], second: string[]) => ({
        emails: [
          { ...kept[0]!, clientApps: first },
          { ...kept[1]!, clientApps: second },
        ],
      });
      expect((await refused(browser, withApps(['annuaire-sante'], []))).message).toBe(profileMessages.unknownClientApp);
      expect((await refused(browser, withApps(['inconnue'], []))).message).toBe(profileMessages.unknownClientApp);
      expect((await refused(browser, withApps(['agenda'], ['agenda']))).message).toBe(
        profileMessages.clientAppOnOneEmail,
      );

      expect(asSent(await readProfile(browser))).toEqual(kept);
      expect(portal.mail.to(demo('medecin'), SECURITY_NOTICE)).toEqual([]);
    });
  },
  { configure: signupTestConfig },
);
