/**
 * What was seen 5: a doctor's RPPS is public (the national directory), and the first to sign up
 * with it owned his Pro Santé Connect sign-in. A manual sign-up with Julien Mercier's RPPS and the
 * names "Paul Pirate" was accepted without a look at the directory; the real Julien Mercier, signing
 * in with Pro Santé Connect, then landed in that account, linked to his certified identity. Also the
 * last item of 6: a pending change's directory verdict was frozen when saved.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  loginErrors,
  type AdminAccountDetail,
  type AdminBoard,
  type PendingUpdateToReview,
  type RppsCheck,
} from '@portal/shared';
import { directoryPractitioners, pscLinks, users } from '../../src/db/schema.ts';
import { adminSiteIds, jobPlaceIds } from '../../src/seed/index.ts';
import { searchKey } from '../../src/directory/search-key.ts';
import { audit, read, signedIn } from '../admin/support.ts';
import { patched } from '../profile-support.ts';
import { describePortalWithPsc, ProviderBrowser, pscJourney } from '../psc/support.ts';
import { doctorForm, signUp, signupTestConfig, validateAddress } from '../signup-support.ts';
import { spa, startSignIn } from '../support/flows.ts';
import { demo, type Portal } from '../support/harness.ts';

/** In the directory and at the Pro Santé Connect stand-in (`julien-mercier`); no account. */
const JULIEN = { rpps: '10007890121', civilTitle: 'M', firstName: 'Julien', lastName: 'Mercier' } as const;
const ELISE = { rpps: '10005678908', civilTitle: 'MME', firstName: 'Élise', lastName: 'Fontaine' } as const;
const PIRATE = 'paul.pirate@exemple.fr';
const ALERT = /numéro RPPS/;

async function directoryHas(portal: Portal, doctor: typeof JULIEN | typeof ELISE) {
  await portal.db.insert(directoryPractitioners).values({
    rpps: doctor.rpps,
    nationalId: `8${doctor.rpps}`,
    civilTitle: doctor.civilTitle,
    firstName: doctor.firstName,
    // The directory writes last names in capitals: the comparison ignores case and accents.
    lastName: doctor.lastName.toUpperCase(),
    firstNameKey: searchKey(doctor.firstName),
    lastNameKey: searchKey(doctor.lastName),
  });
}

describePortalWithPsc(
  'What was seen 5: a public RPPS number proves nothing, and Pro Santé Connect links only a validated account whose names match',
  (portal) => {
    /** A manual sign-up (at the Lyon centre unless told) with Julien Mercier's RPPS and these names. */
    async function manualSignUp(
      email: string,
      names: { civilTitle: 'M' | 'MME'; firstName: string; lastName: string },
      jobPlaces = doctorForm(email, '').jobPlaces,
    ) {
      const visitor = portal.browser();
      const emailValidationId = await validateAddress(visitor, portal.mail, email);
      const form = doctorForm(email, emailValidationId, { rpps: JULIEN.rpps, ...names, jobPlaces });
      const created = await signUp(visitor, form);
      expect(created.statusCode, created.body).toBe(200);
      portal.mail.clear();
      return portal.userId(email);
    }

    /** Julien Mercier's sign-in by Pro Santé Connect from the login screen, as its button does. */
    async function julienSignsIn() {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      const { location } = await pscJourney(browser, `?interactionId=${interactionId}`, new ProviderBrowser(), {
        practitioner: 'julien-mercier',
      });
      const me = await browser.get('/me', { accept: 'application/json' });
      return { location, interactionId, me };
    }

    const linkOf = async (userId: string) =>
      (await portal.db.select().from(pscLinks).where(eq(pscLinks.userId, userId)))[0];

    const alerts = (name: string) => portal.mail.to(demo(name), ALERT);

    it('refuses the certified sign-in into a squatted account, in French, and alerts its centre once a day', async () => {
      await directoryHas(portal, JULIEN);
      const squatter = await manualSignUp(PIRATE, { civilTitle: 'M', firstName: 'Paul', lastName: 'Pirate' });

      const first = await julienSignsIn();
      expect(spa(first.location).route).toBe('login');
      expect(spa(first.location).query.get('interactionId')).toBe(first.interactionId);
      const err = spa(first.location).query.get('err')!;
      expect(err).toBe('rppsClaimed');
      expect(loginErrors).toHaveProperty(err);
      expect(loginErrors[err as keyof typeof loginErrors]).toMatch(/RPPS/);
      expect(first.me.statusCode).toBe(401);
      expect(await linkOf(squatter)).toBeUndefined();

      // The Lyon centre's administrator is told, with the account's page; the super administrator
      // (the centre has an administrator) and the squatter are not.
      const alert = await portal.mail.waitFor(demo('admin.lyon'), ALERT);
      expect(alert.text).toContain('Paul Pirate');
      expect(alert.text).toContain(JULIEN.rpps);
      expect(alert.text).toContain(`/#/admin/users/${squatter}`);
      expect(alerts('superadmin')).toHaveLength(0);
      expect(portal.mail.to(PIRATE)).toHaveLength(0);

      // Again the same day: refused again, no second mail.
      const second = await julienSignsIn();
      expect(spa(second.location).query.get('err')).toBe('rppsClaimed');
      expect(second.me.statusCode).toBe(401);
      expect(alerts('admin.lyon')).toHaveLength(1);

      const lyon = await signedIn(portal, 'admin.lyon');
      const events = await audit(lyon, { userId: squatter, action: 'signInFailed' });
      expect(events.map((event) => event.details)).toEqual([
        { method: 'psc', failure: 'rppsClaimed' },
        { method: 'psc', failure: 'rppsClaimed' },
      ]);
    });

    it('alerts the super administrators when no administrator looks after the account’s centre', async () => {
      // Marseille's centre has no administrator in the demo data.
      const marseille = [{ jobPlaceId: jobPlaceIds.cliniqueVieuxPort, adminSiteId: adminSiteIds.marseille }];
      await manualSignUp(PIRATE, { civilTitle: 'M', firstName: 'Paul', lastName: 'Pirate' }, marseille);
      expect(spa((await julienSignsIn()).location).query.get('err')).toBe('rppsClaimed');
      await portal.mail.waitFor(demo('superadmin'), ALERT);
      for (const admin of ['admin.lyon', 'admin.paris', 'admin.bordeaux']) expect(alerts(admin)).toHaveLength(0);
    });

    it("shows the board the directory's record beside the squatter's names, the mismatch, and a declared RPPS", async () => {
      await directoryHas(portal, JULIEN);
      const squatter = await manualSignUp(PIRATE, { civilTitle: 'M', firstName: 'Paul', lastName: 'Pirate' });
      const record = { rpps: JULIEN.rpps, civilTitle: 'M', firstName: 'Julien', lastName: 'MERCIER' };
      const expected: RppsCheck = {
        rpps: JULIEN.rpps,
        directoryRecord: expect.objectContaining(record),
        directoryCheck: 'mismatch',
        source: 'declared',
      };

      const lyon = await signedIn(portal, 'admin.lyon');
      const board = await read<AdminBoard>(lyon, '/api/admin/board');
      const listed = board.awaitingValidation.items.find((account) => account.userId === squatter);
      expect(listed?.rppsCheck).toEqual(expected);
      const page = await read<AdminAccountDetail>(lyon, `/api/admin/users/${squatter}`);
      expect(page.rppsCheck).toEqual(expected);

      // An RPPS the directory does not know is flagged too; an account without RPPS has nothing to check.
      await portal.db.update(users).set({ rpps: '10099999994' }).where(eq(users.id, squatter));
      const unknown = await read<AdminAccountDetail>(lyon, `/api/admin/users/${squatter}`);
      expect(unknown.rppsCheck).toEqual({
        rpps: '10099999994',
        directoryRecord: null,
        directoryCheck: 'unknown',
        source: 'declared',
      });
      const secretary = await read<AdminAccountDetail>(
        lyon,
        `/api/admin/users/${await portal.userId(demo('secretariat'))}`,
      );
      expect(secretary.rppsCheck).toBeNull();
    });

    it('links the certified sign-in once an administrator validated an account whose names match, never before', async () => {
      await directoryHas(portal, JULIEN);
      // Julien Mercier signed up by hand himself (accents and case aside, his names).
      const own = await manualSignUp('julien.mercier@exemple.fr', {
        civilTitle: 'M',
        firstName: 'julien',
        lastName: 'MERCIER',
      });

      const before = await julienSignsIn();
      expect(spa(before.location).query.get('err')).toBe('rppsClaimed');
      expect(before.me.statusCode).toBe(401);
      expect(await linkOf(own)).toBeUndefined();

      const lyon = await signedIn(portal, 'admin.lyon');
      const declared = await read<AdminAccountDetail>(lyon, `/api/admin/users/${own}`);
      expect(declared.rppsCheck).toMatchObject({ directoryCheck: 'match', source: 'declared' });
      expect((await lyon.json('POST', `/api/admin/users/${own}/activate`, {})).statusCode).toBe(200);

      const after = await julienSignsIn();
      expect(after.location).toBe('/#/');
      expect(after.me.statusCode).toBe(200);
      expect(after.me.json()).toMatchObject({ userId: own });
      expect(await linkOf(own)).toMatchObject({ rpps: JULIEN.rpps, unlinkedAt: null });
      const certified = await read<AdminAccountDetail>(lyon, `/api/admin/users/${own}`);
      expect(certified.rppsCheck).toMatchObject({ directoryCheck: 'match', source: 'certified' });
      // The owner hears that the account now signs in by Pro Santé Connect, as after the profile's link.
      await portal.mail.waitFor('julien.mercier@exemple.fr', /Pro Santé Connect a été lié à votre compte/);

      // Linked now: it signs in as before, whatever its names become.
      await portal.db.update(users).set({ firstName: 'Jules' }).where(eq(users.id, own));
      expect((await julienSignsIn()).location).toBe('/#/');
    });

    it('keeps refusing a validated account whose names are not those Pro Santé Connect certifies', async () => {
      await directoryHas(portal, JULIEN);
      const squatter = await manualSignUp(PIRATE, { civilTitle: 'M', firstName: 'Paul', lastName: 'Pirate' });
      const lyon = await signedIn(portal, 'admin.lyon');
      expect((await lyon.json('POST', `/api/admin/users/${squatter}/activate`, {})).statusCode).toBe(200);

      const attempt = await julienSignsIn();
      expect(spa(attempt.location).query.get('err')).toBe('rppsClaimed');
      expect(attempt.me.statusCode).toBe(401);
      expect(await linkOf(squatter)).toBeUndefined();

      // Locked, it is still not his account: he is not told "your account is locked".
      await portal.db.update(users).set({ locked: true }).where(eq(users.id, squatter));
      expect(spa((await julienSignsIn()).location).query.get('err')).toBe('rppsClaimed');
    });

    it("computes a pending change's verdict when the administrator looks: names set back are a mismatch", async () => {
      await directoryHas(portal, ELISE);
      const secretary = await signedIn(portal, 'secretariat');
      await patched(secretary, { ...ELISE, jobCode: '10' });
      const superadmin = await signedIn(portal, 'superadmin');
      const rppsChange = async () =>
        (await read<PendingUpdateToReview[]>(superadmin, '/api/admin/pending-updates')).find(
          (update) => update.field === 'rpps' && update.value === ELISE.rpps,
        );
      expect((await rppsChange())?.rppsCheck).toMatchObject({
        rpps: ELISE.rpps,
        directoryRecord: { firstName: 'Élise', lastName: 'FONTAINE' },
        directoryCheck: 'match',
        source: 'declared',
      });

      // Her own names again: the RPPS change still waits, and no longer matches the directory.
      const back = await patched(secretary, { firstName: 'Sophie', lastName: 'Bernard' });
      expect(back.pendingUpdates.map((update) => update.field).sort()).toEqual(['jobCode', 'rpps']);
      expect((await rppsChange())?.rppsCheck).toMatchObject({ directoryCheck: 'mismatch' });

      // The names of one asking for an RPPS wait for the administrator too, and the verdict follows them.
      const again = await patched(secretary, { firstName: ELISE.firstName, lastName: ELISE.lastName });
      expect(again).toMatchObject({ firstName: 'Sophie', lastName: 'Bernard' });
      expect(again.pendingUpdates.map((update) => update.field).sort()).toEqual([
        'firstName',
        'jobCode',
        'lastName',
        'rpps',
      ]);
      expect((await rppsChange())?.rppsCheck).toMatchObject({ directoryCheck: 'match' });

      // And the directory's own changes count when the administrator looks, not when the change was asked.
      await portal.db
        .update(directoryPractitioners)
        .set({ lastName: 'FONTAINE-ROY' })
        .where(eq(directoryPractitioners.rpps, ELISE.rpps));
      expect((await rppsChange())?.rppsCheck).toMatchObject({ directoryCheck: 'mismatch' });
    });
  },
  { configure: signupTestConfig },
);
