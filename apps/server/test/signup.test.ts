import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { banners, messages, profileMessages, signupMessages } from '@portal/shared';
import { emailClientApps, emails, phones, userJobPlaces, users } from '../src/db/schema.ts';
import { adminSiteIds, jobPlaceIds } from '../src/seed/index.ts';
import { demo, describePortal } from './support/harness.ts';
import { signIn } from './support/flows.ts';
import { SIGNUP_PASSWORD, doctorForm, sendCode, signUp, signupTestConfig, validateAddress } from './signup-support.ts';

const EMAIL = 'antoine.lefevre@exemple.fr';

describePortal(
  'sign-up',
  (portal) => {
    it('creates an unactivated account, tells the admins, then signs in once activated', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const response = await signUp(browser, doctorForm(EMAIL, id));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({});

      const userId = await portal.userId(EMAIL);
      const [user] = await portal.db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ activated: false, civilTitle: 'M', rpps: '10101010101', jobCode: '10' });
      const saved = await portal.db.select().from(phones).where(eq(phones.userId, userId));
      expect(saved.map((p) => [p.phone, p.isPrincipal]).sort()).toEqual([
        ['+33472000000', false],
        ['+33612345679', true],
      ]);
      const places = await portal.db.select().from(userJobPlaces).where(eq(userJobPlaces.userId, userId));
      expect(places).toEqual([{ userId, jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon }]);

      for (const admin of [demo('admin.lyon'), demo('superadmin')]) {
        const notice = await portal.mail.waitFor(admin, /Nouveau compte à valider/);
        expect(notice.text).toContain(`Antoine Lefèvre (${EMAIL})`);
      }
      // The new account is told, by mail, that it awaits their validation.
      const received = await portal.mail.waitFor(EMAIL, /en cours de validation/);
      expect(received.text).toContain(banners.accountUnactivated);

      // The Lyon centre's administrator validates it; the new doctor then signs in with rights.
      const admin = portal.browser();
      await signIn(admin, portal.mail, demo('admin.lyon'));
      expect((await admin.json('POST', `/api/admin/users/${userId}/activate`)).statusCode).toBe(200);
      const doctor = portal.browser();
      await signIn(doctor, portal.mail, EMAIL, SIGNUP_PASSWORD);
      expect((await doctor.get('/me', { accept: 'application/json' })).json()).toMatchObject({ hasUserRights: true });
    });

    it('creates a corporation account without civil title nor first name', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const form = doctorForm(EMAIL, id, {
        civilTitle: undefined,
        firstName: undefined,
        rpps: undefined,
        phones: undefined,
        lastName: 'SELARL des Tilleuls',
        isCorporation: true,
        jobCode: 'SEC',
      });
      expect((await signUp(browser, form)).statusCode).toBe(200);
      const [user] = await portal.db
        .select()
        .from(users)
        .where(eq(users.id, await portal.userId(EMAIL)));
      expect(user).toMatchObject({ isCorporation: true, lastName: 'SELARL des Tilleuls', firstName: '', rpps: null });
    });

    it('refuses each rule with its French message and field, writing nothing', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const refusals: [Parameters<typeof doctorForm>[2], number, string, string][] = [
        [{ civilTitle: undefined }, 400, messages.civilTitleRequired, 'civilTitle'],
        [{ lastName: ' ' }, 400, messages.lastNameRequired, 'lastName'],
        [{ rpps: '1234' }, 400, messages.rppsLength, 'rpps'],
        [{ phones: [{ phone: '12', isPrincipal: true }] }, 400, messages.phoneInvalid, 'phones'],
        [{ jobCode: '' }, 400, messages.jobRequired, 'jobCode'],
        [{ jobPlaces: [] }, 400, messages.jobPlacesRequired, 'jobPlaces'],
        [{ confirmPassword: 'Autre-Chose-2026!' }, 400, messages.passwordsDiffer, 'confirmPassword'],
        [{ rpps: '10003456786' }, 409, signupMessages.rppsAlreadyUsed, 'rpps'],
        [{ jobCode: 'XXX' }, 400, signupMessages.unknownJob, 'jobCode'],
        [{ jobCode: 'SEC' }, 400, signupMessages.rppsJobOnly, 'jobCode'],
        [
          { jobPlaces: [{ jobPlaceId: adminSiteIds.lyon, adminSiteId: adminSiteIds.lyon }] },
          400,
          signupMessages.unknownJobPlace,
          'jobPlaces',
        ],
        [
          { jobPlaces: [{ jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyonNord }] },
          400,
          signupMessages.unknownAdminSite,
          'jobPlaces',
        ],
        [
          { emails: [{ email: 'autre@exemple.fr', emailValidationId: id }] },
          400,
          signupMessages.emailNotValidated,
          'emails',
        ],
      ];
      for (const [changes, status, message, field] of refusals) {
        const response = await signUp(browser, doctorForm(EMAIL, id, changes));
        expect([response.statusCode, response.json()], JSON.stringify(changes)).toEqual([
          status,
          { message, field, code: 'VALIDATION' },
        ]);
      }
      const weak = await signUp(browser, doctorForm(EMAIL, id, { password: 'faible', confirmPassword: 'faible' }));
      expect(weak.json().message).toMatch(/au moins 10 caractères/);
      expect(await portal.accounts.findUserByEmail(EMAIL)).toBeNull();
      // The validation was not spent by the refusals.
      expect((await signUp(browser, doctorForm(EMAIL, id))).statusCode).toBe(200);
    });

    it('gives the address to the client apps chosen in its dialog, and refuses an app that cannot have it', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      for (const clientApps of [['inconnue'], ['annuaire-sante'], ['portal']]) {
        const response = await signUp(
          browser,
          doctorForm(EMAIL, id, { emails: [{ email: EMAIL, emailValidationId: id, clientApps }] }),
        );
        expect([response.statusCode, response.json()], clientApps[0]).toEqual([
          400,
          { message: profileMessages.unknownClientApp, field: 'emails', code: 'VALIDATION' },
        ]);
      }
      const clientApps = ['agenda', 'demo-client', 'agenda'];
      const response = await signUp(
        browser,
        doctorForm(EMAIL, id, { emails: [{ email: EMAIL, emailValidationId: id, clientApps }] }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const bound = await portal.db
        .select({ clientId: emailClientApps.clientId })
        .from(emailClientApps)
        .innerJoin(emails, eq(emails.id, emailClientApps.emailId))
        .where(eq(emails.email, EMAIL));
      expect(bound.map((row) => row.clientId).sort()).toEqual(['agenda', 'demo-client']);
    });

    it('refuses an address taken meanwhile, one not proved, and a form of the wrong shape', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      // Another browser proves the same address and signs up first.
      const first = await validateAddress(portal.browser(), portal.mail, EMAIL);
      await signUp(browser, doctorForm(EMAIL, first, { rpps: '10202020202' }));
      const taken = await signUp(browser, doctorForm(EMAIL, id));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(signupMessages.emailAlreadyUsed);
      // An address not proved by this validation: whether it has an account is not told.
      const notProved = await signUp(
        browser,
        doctorForm(EMAIL, id, { emails: [{ email: demo('medecin'), emailValidationId: id }] }),
      );
      expect([notProved.statusCode, notProved.json().message]).toEqual([400, signupMessages.emailNotValidated]);
      const shape = await signUp(browser, { ...doctorForm(EMAIL, id), civilTitle: 'Docteur' });
      expect(shape.statusCode).toBe(400);
      expect(shape.json().message).toMatch(/^Option invalide/);
    });

    it('creates one account only from a double submit of one validation', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      const form = doctorForm(EMAIL, id);
      const answers = await Promise.all([signUp(browser, form), signUp(browser, form)]);
      // One goes through; the other is refused whichever way the race went: its validation was
      // used meanwhile (400), or the account already exists when its address or, committed just
      // after that check, its RPPS number is checked (409).
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const refused = answers.find((a) => a.statusCode !== 200)!;
      expect([
        [400, signupMessages.emailNotValidated],
        [409, signupMessages.emailAlreadyUsed],
        [409, signupMessages.rppsAlreadyUsed],
      ]).toContainEqual([refused.statusCode, refused.json().message]);
      const rows = await portal.db.select().from(users).where(eq(users.firstName, 'Antoine'));
      expect(rows).toHaveLength(1);
      const again = await signUp(browser, form);
      expect([again.statusCode, again.json().message]).toEqual([400, signupMessages.emailNotValidated]);
      const reused = await sendCode(browser, 'autre.adresse@exemple.fr', id);
      expect([reused.statusCode, reused.json().message]).toEqual([400, signupMessages.emailValidationUsed]);
    });
  },
  { configure: signupTestConfig },
);
