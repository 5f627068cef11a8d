/**
 * The to-do board, the account search and an account's page, as an administrator of one centre
 * sees them: only their centres' accounts, oldest first, and a French refusal for any bad input.
 */
import { expect, it } from 'vitest';
import {
  ADMIN_COUNT_LIMIT,
  adminMessages,
  BOARD_LIST_SIZE,
  httpMessages,
  type AdminAccountDetail,
  type AdminAccountSummary,
  type AdminBoard,
  type AdminWaiting,
  type Page,
} from '@portal/shared';
import { adminSiteIds } from '../../src/seed/index.ts';
import type { Browser } from '../support/browser.ts';
import { DEMO_CLIENT } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { patchProfile } from '../profile-support.ts';
import { doctorForm, signUp, signupTestConfig, validateAddress } from '../signup-support.ts';
import { act, audit, expectRefusal, FRENCH, LYON, lyonAccount, lyonJobPlace, read, signedIn } from './support.ts';
import { sql } from 'drizzle-orm';

const DOCTOR = 'antoine.lefevre@exemple.fr';

describePortal(
  'administration: board, account search and account page',
  (portal) => {
    const search = async (browser: Browser, query: Record<string, string>) =>
      read<Page<AdminAccountSummary>>(browser, `/api/admin/users?${new URLSearchParams(query)}`);
    const emailsOf = (page: Page<AdminAccountSummary>) => page.items.map((account) => account.email);

    it('sends /admin to the SPA’s administration screen', async () => {
      const response = await portal.browser().get('/admin');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/#/admin');
    });

    it('shows admin.lyon a board of Lyon’s accounts only, oldest first, its totals the menu’s count', async () => {
      const visitor = portal.browser();
      const id = await validateAddress(visitor, portal.mail, DOCTOR);
      expect((await signUp(visitor, doctorForm(DOCTOR, id))).statusCode).toBe(200);
      const doctorId = await portal.userId(DOCTOR);
      const parisId = await portal.userId(demo('nouveau'));

      const lyon = await signedIn(portal, 'admin.lyon');
      const board = await read<AdminBoard>(lyon, '/api/admin/board');
      const awaiting = board.awaitingValidation.items.map((account) => account.userId);
      expect(awaiting).toContain(doctorId);
      expect(awaiting).not.toContain(parisId);
      expect(board.locked.items.map((account) => account.email)).toContain(demo('bloque'));
      for (const list of [board.awaitingValidation, board.locked, board.deletionRequests]) {
        for (const account of list.items) expect(account.adminSites).toContain(LYON);
      }
      for (const list of Object.values(board)) {
        expect(list.total).toBeGreaterThanOrEqual(list.items.length);
        expect(list.items.length).toBeLessThanOrEqual(BOARD_LIST_SIZE);
      }
      const created = board.awaitingValidation.items.map((account) => account.createdAt);
      expect(created).toEqual([...created].sort());
      const [signUpEvent] = await audit(lyon, { userId: doctorId, action: 'signUp' });
      expect(signUpEvent).toMatchObject({ actor: null, details: { email: DOCTOR } });
      const sum = Object.values(board).reduce((total, list) => total + list.total, 0);
      expect(await read<AdminWaiting>(lyon, '/api/admin/waiting')).toEqual({ total: sum });

      // The super administrator sees both; Paris's administrator only its own.
      const all = await read<AdminBoard>(await signedIn(portal, 'superadmin'), '/api/admin/board');
      expect(all.awaitingValidation.items.map((account) => account.userId)).toEqual(
        expect.arrayContaining([doctorId, parisId]),
      );
      const paris = await read<AdminBoard>(await signedIn(portal, 'admin.paris'), '/api/admin/board');
      expect(paris.awaitingValidation.items.map((account) => account.userId)).not.toContain(doctorId);
    });

    it('finds accounts by part of a name (accents and case ignored), an address, an RPPS, a state, a centre', async () => {
      await lyonAccount(portal, { firstName: 'Hélène', lastName: 'Lefèvre-Hébert', emails: ['h.lh@exemple.fr'] });
      const lyon = await signedIn(portal, 'admin.lyon');
      expect(emailsOf(await search(lyon, { q: 'dubo' }))).toContain(demo('medecin'));
      expect(emailsOf(await search(lyon, { q: 'DUBÔIS' }))).toContain(demo('medecin'));
      expect(emailsOf(await search(lyon, { q: 'lefevre hebert' }))).toEqual(['h.lh@exemple.fr']);
      expect(emailsOf(await search(lyon, { q: 'claire.dubois@' }))).toEqual([demo('medecin')]);
      expect(emailsOf(await search(lyon, { q: '1000345' }))).toEqual([demo('medecin')]);
      // Lucas Petit works in Paris: not found from Lyon.
      expect((await search(lyon, { q: 'petit' })).items.map((account) => account.lastName)).not.toContain('Petit');

      const locked = await search(lyon, { state: 'locked' });
      expect(emailsOf(locked)).toContain(demo('bloque'));
      expect(locked.items.every((account) => ['locked', 'throttled'].includes(account.state))).toBe(true);
      const active = await search(lyon, { state: 'active', adminSiteId: adminSiteIds.lyon });
      expect(emailsOf(active)).toContain(demo('medecin'));
      expect(emailsOf(active)).not.toContain(demo('bloque'));
      expect(active.items.every((account) => account.state === 'active')).toBe(true);

      const foreign = await lyon.get(`/api/admin/users?adminSiteId=${adminSiteIds.paris}`, {
        accept: 'application/json',
      });
      expectRefusal(foreign, 400, adminMessages.invalidFilter);
      const superAdmin = await signedIn(portal, 'superadmin');
      const paris = await search(superAdmin, { adminSiteId: adminSiteIds.paris, state: 'awaitingValidation' });
      expect(emailsOf(paris)).toContain(demo('nouveau'));
    });

    it('pages the search: page, pageSize and total, sorted by last name', async () => {
      for (let i = 0; i < 23; i += 1) {
        await lyonAccount(portal, { lastName: `Pagination ${String(i).padStart(2, '0')}`, firstName: 'Zoé' });
      }
      const lyon = await signedIn(portal, 'admin.lyon');
      const first = await search(lyon, { q: 'paginat', pageSize: '20' });
      const second = await search(lyon, { q: 'paginat', pageSize: '20', page: '2' });
      expect({ ...first, items: first.items.length }).toEqual({ items: 20, total: 23, page: 1, pageSize: 20 });
      expect({ ...second, items: second.items.length }).toEqual({ items: 3, total: 23, page: 2, pageSize: 20 });
      const names = [...first.items, ...second.items].map((account) => account.lastName);
      expect(names).toEqual(Array.from({ length: 23 }, (_, i) => `Pagination ${String(i).padStart(2, '0')}`));
      expect((await search(lyon, { q: 'paginat', page: '3' })).items).toEqual([]);
    });

    it('shows an account’s page: addresses with their apps, workplaces with their centre, events, actions', async () => {
      const doctor = await signedIn(portal, 'medecin');
      const bound = await doctor.json(
        'PATCH',
        `/api/users/me/emails/${encodeURIComponent(demo('medecin'))}/bind-client-app`,
        { appClientId: DEMO_CLIENT.id },
      );
      expect(bound.statusCode, bound.body).toBe(200);
      expect((await patchProfile(doctor, { lastName: 'Martin' })).statusCode).toBe(200);
      const userId = await portal.userId(demo('medecin'));
      const lyon = await signedIn(portal, 'admin.lyon');
      const detail = await read<AdminAccountDetail>(lyon, `/api/admin/users/${userId}`);
      expect(detail).toMatchObject({ userId, lastName: 'Dubois', rpps: '10003456786', state: 'active', totp: false });
      expect(detail.emails).toContainEqual({
        email: demo('medecin'),
        isPrincipal: true,
        clientApps: [{ clientId: DEMO_CLIENT.id, label: 'Application de démonstration' }],
      });
      expect(detail.emails.some((email) => email.email === 'claire.dubois@demo.portail-anapath.fr')).toBe(true);
      expect(detail.jobPlaces.map((place) => place.adminSite)).toContainEqual({
        adminSiteId: adminSiteIds.lyon,
        label: LYON,
      });
      expect(detail.pendingUpdates).toMatchObject([{ field: 'lastName', currentValue: 'Dubois', value: 'Martin' }]);
      expect(detail.lastSignInAt).not.toBeNull();
      expect(detail.events.some((event) => event.action === 'signIn' && event.subject?.userId === userId)).toBe(true);
      expect(detail.actions).toMatchObject({ validate: false, lock: true, unlock: false, endSessions: true });

      for (const unknown of [await portal.userId(demo('nouveau')), 'pas-un-identifiant', crypto.randomUUID()]) {
        const response = await lyon.get(`/api/admin/users/${unknown}`, { accept: 'application/json' });
        expectRefusal(response, 404, adminMessages.accountUnknown);
      }
    });

    it('refuses bad input with a French 400, never a 500', async () => {
      const lyon = await signedIn(portal, 'admin.lyon');
      const refusals: [string, string][] = [
        ['pageSize=7', adminMessages.invalidPage],
        ['page=0', adminMessages.invalidPage],
        ['page=abc', adminMessages.invalidPage],
        ['page=1.5', adminMessages.invalidPage],
        ['state=foo', adminMessages.invalidFilter],
        ['adminSiteId=lyon', adminMessages.invalidFilter],
        [`q=${'a'.repeat(101)}`, adminMessages.searchTooLong],
        ['q=%00', httpMessages.nulCharacter],
        ['q=a&q=b', adminMessages.invalidFilter],
      ];
      for (const [query, message] of refusals) {
        const response = await lyon.get(`/api/admin/users?${query}`, { accept: 'application/json' });
        expectRefusal(response, 400, message);
      }
      // A hundred characters are a search, spaces around them are ignored.
      expect((await search(lyon, { q: ` ${'a'.repeat(100)} ` })).total).toBe(0);
    });

    it('refuses users without admin rights (403) and visitors (401), in French', async () => {
      const medecin = await portal.userId(demo('medecin'));
      const secretariat = await signedIn(portal, 'secretariat');
      const visitor = portal.browser();
      await visitor.get('/api/config/');
      for (const url of ['/api/admin/board', '/api/admin/waiting', '/api/admin/users', `/api/admin/users/${medecin}`]) {
        expectRefusal(await secretariat.get(url, { accept: 'application/json' }), 403, httpMessages.forbidden);
        expectRefusal(await visitor.get(url, { accept: 'application/json' }), 401, httpMessages.signInRequired);
      }
      expectRefusal(await act(secretariat, medecin, 'lock', { reason: 'Essai' }), 403, httpMessages.forbidden);
      expectRefusal(await act(visitor, medecin, 'lock', { reason: 'Essai' }), 401, httpMessages.signInRequired);
    });

    it('refuses a change without the XSRF header, and changes nothing', async () => {
      const lyon = await signedIn(portal, 'admin.lyon');
      const medecin = await portal.userId(demo('medecin'));
      const forged = await lyon.json('POST', `/api/admin/users/${medecin}/lock`, { reason: 'Forgé' }, { xsrf: false });
      expectRefusal(forged, 403, httpMessages.xsrfRefused);
      const detail = await read<AdminAccountDetail>(lyon, `/api/admin/users/${medecin}`);
      expect(detail.state).toBe('active');
      expect(portal.mail.to(demo('medecin'), /verrouillé/)).toHaveLength(0);
      expect(FRENCH.test(httpMessages.xsrfRefused)).toBe(true);
    });

    it('counts a broad search up to the limit and says there are more; a centre filter follows job places', async () => {
      // Accounts added in bulk, as an import would: their centre comes from their job place (trigger).
      await portal.db.execute(sql`
        with created as (
          insert into users (last_name, first_name, password_hash, activated)
          select 'Vastenom', 'Compte ' || n, 'x', true from generate_series(1, ${ADMIN_COUNT_LIMIT + 1}) n
          returning id)
        insert into user_job_places (user_id, job_place_id, admin_site_id)
        select id, ${lyonJobPlace.jobPlaceId}::uuid, ${lyonJobPlace.adminSiteId}::uuid from created`);
      const lyon = await signedIn(portal, 'admin.lyon');
      const broad = await search(lyon, { q: 'vastenom' });
      expect(broad).toMatchObject({ total: ADMIN_COUNT_LIMIT, capped: true, page: 1 });
      expect(broad.items).toHaveLength(20);
      const narrow = await search(lyon, { q: 'compte 1000 vastenom' });
      expect(narrow.total).toBe(1);
      expect(narrow.capped).toBeUndefined();
      expect((await search(lyon, { q: 'compte 1000 vastenom', adminSiteId: adminSiteIds.lyon })).total).toBe(1);
      const paris = await signedIn(portal, 'admin.paris');
      expect((await search(paris, { q: 'vastenom' })).total).toBe(0);
    });
  },
  { configure: signupTestConfig },
);
