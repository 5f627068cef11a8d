import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pscMessages, type PscUserInfo } from '@portal/shared';
import { pscLinks, pscUserInfos, users } from '../../src/db/schema.ts';
import { adminSiteIds } from '../../src/seed/index.ts';
import { spa } from '../support/flows.ts';
import type { Browser } from '../support/browser.ts';
import { doctorForm, signUp, signupTestConfig, validateAddress } from '../signup-support.ts';
import { atProvider, describePortalWithPsc, ProviderBrowser, pscJourney } from './support.ts';

describePortalWithPsc(
  'signing up pre-filled by Pro Santé Connect',
  (portal) => {
    /** SignupChoice's button, the provider, then the pre-filled form's data. */
    async function arrive(practitioner: string, browser = portal.browser(), provider = new ProviderBrowser()) {
      const { location } = await pscJourney(browser, '', provider, { practitioner });
      const reference = spa(location).query.get('pscUserInfo')!;
      const info = await browser.json('GET', `/psc/user-info?pscUserInfo=${reference}`);
      expect(info.statusCode, info.body).toBe(200);
      return { browser, provider, reference, info: info.json<PscUserInfo>() };
    }

    /** The form as SignupRpps sends it, from what the provider certified. */
    async function formFrom(browser: Browser, reference: string, info: PscUserInfo, email: string) {
      const emailValidationId = await validateAddress(browser, portal.mail, email);
      return doctorForm(email, emailValidationId, {
        civilTitle: info.civilTitle,
        firstName: info.firstName,
        lastName: info.lastName,
        rpps: info.rpps,
        jobPlaces: [{ jobPlaceId: info.jobPlaces[0]!.jobPlaceId!, adminSiteId: adminSiteIds.paris }],
        pscUserInfo: reference,
      });
    }

    it('creates the account linked to its identity, then signs it in by Pro Santé Connect', async () => {
      const { browser, provider, reference, info } = await arrive('elise-fontaine');
      const form = await formFrom(browser, reference, info, 'elise.fontaine@exemple.fr');
      const created = await signUp(browser, form);
      expect(created.statusCode, created.body).toBe(200);
      const { returnTo } = created.json<{ returnTo: string }>();
      expect(returnTo).toBe('/psc/authorize?purpose=signIn');

      const userId = await portal.userId('elise.fontaine@exemple.fr');
      const [account] = await portal.db.select().from(users).where(eq(users.id, userId));
      expect(account).toMatchObject({
        rpps: '10005678908',
        firstName: 'Élise',
        lastName: 'Fontaine',
        activated: false,
      });
      expect(await portal.db.select().from(pscLinks).where(eq(pscLinks.userId, userId))).toHaveLength(1);

      // returnTo: the provider's single sign-on answers at once; the account awaits validation.
      const toProvider = await browser.get(returnTo);
      const callback = await atProvider(String(toProvider.headers.location), provider, {
        practitioner: 'elise-fontaine',
      });
      const { location } = await browser.follow(await browser.get(callback));
      expect(location).toBe('/#/');
      expect((await browser.get('/me', { accept: 'application/json' })).json()).toMatchObject({
        userId,
        activated: false,
      });
    });

    it('suggests every workplace of the provider, ours first', async () => {
      const { info } = await arrive('julien-mercier');
      expect(info.jobPlaces.map((place) => [place.label, Boolean(place.jobPlaceId)])).toEqual([
        ['Clinique du Vieux-Port', true],
        ['Maison de santé des Chartrons', true],
      ]);
      const unknown = await arrive('nadia-benali');
      expect(unknown.info.rpps).toBe('10008901232');
      expect(unknown.info.jobPlaces).toEqual([
        { label: 'CABINET DE PATHOLOGIE BENALI', city: '', zipcode: '31000', finess: '' },
      ]);
    });

    it('refuses a changed RPPS or name, on the field, and keeps the data usable', async () => {
      const { browser, reference, info } = await arrive('elise-fontaine');
      const form = await formFrom(browser, reference, info, 'elise.f@exemple.fr');
      for (const [field, value] of [
        ['rpps', '10101010101'],
        ['lastName', 'Fontaine-Dupré'],
        ['firstName', 'Elise'],
      ] as const) {
        const refused = await signUp(browser, { ...form, [field]: value });
        expect(refused.statusCode, field).toBe(400);
        expect(refused.json(), field).toMatchObject({ message: pscMessages.fieldLocked, field });
      }
      expect((await signUp(browser, form)).statusCode).toBe(200);
    });

    it('refuses a replayed, expired, or another browser’s reference, in French', async () => {
      const { browser, reference, info } = await arrive('elise-fontaine');
      const expired = pscMessages.userInfoExpired;
      const stranger = await portal.browser().json('GET', `/psc/user-info?pscUserInfo=${reference}`);
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json()).toMatchObject({ message: expired });

      const form = await formFrom(browser, reference, info, 'elise.replay@exemple.fr');
      expect((await signUp(browser, form)).statusCode).toBe(200);
      const replayed = await browser.json('GET', `/psc/user-info?pscUserInfo=${reference}`);
      expect(replayed.statusCode).toBe(400);
      const again = await signUp(browser, {
        ...(await formFrom(browser, reference, info, 'elise.encore@exemple.fr')),
        rpps: '10005678908',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ message: expired, field: 'pscUserInfo' });

      const other = await arrive('julien-mercier');
      await portal.db.update(pscUserInfos).set({ expiresAt: sql`now() - interval '1 second'` });
      const late = await other.browser.json('GET', `/psc/user-info?pscUserInfo=${other.reference}`);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ message: expired });
    });
  },
  { configure: signupTestConfig },
);
