/**
 * Issue 36, point 4: the profile lists the browsers where the account is signed in (named in French
 * from the user agent, first and last seen, the address partly masked, this one marked), and ends
 * one of them (its portal and single-sign-on sessions, its apps' tokens) or all the others.
 */
import { expect, it } from 'vitest';
import { accountSessionsMessages } from '@portal/shared';
import { appTokens, refreshStatus } from '../credentials-and-abuse/support.ts';
import { openClientApp, signIn, spa } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import {
  EDGE_ON_MAC,
  FIREFOX_ON_WINDOWS,
  SAFARI_ON_IPHONE,
  behindOneProxy,
  browserOf,
  meStatus,
  signedInBrowsers,
} from './support.ts';

const medecin = demo('medecin');

describePortal(
  'Account sessions: the browsers where the account is signed in',
  (portal) => {
    const laptopAndPhone = async () => {
      const laptop = browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45');
      await signIn(laptop, portal.mail, medecin);
      const phone = browserOf(portal, SAFARI_ON_IPHONE, '2001:db8:85a3::8a2e:370:7334');
      await signIn(phone, portal.mail, medecin);
      return { laptop, phone };
    };

    it('lists each browser named in French, its address masked, first and last seen, this one marked', async () => {
      const before = Date.now();
      const { laptop, phone } = await laptopAndPhone();

      const seenFromLaptop = await signedInBrowsers(laptop);
      expect(seenFromLaptop.map(({ browser, address, current }) => ({ browser, address, current }))).toEqual(
        expect.arrayContaining([
          { browser: 'Firefox sur Windows', address: '203.0.x.x', current: true },
          { browser: 'Safari sur iPhone', address: '2001:db8:…', current: false },
        ]),
      );
      expect(seenFromLaptop).toHaveLength(2);
      for (const seen of seenFromLaptop) {
        expect(Date.parse(seen.firstSeenAt)).toBeGreaterThanOrEqual(before - 1000);
        expect(Date.parse(seen.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(seen.firstSeenAt));
      }
      // The phone sees the same browsers, itself marked; nothing of the session's own id shows.
      const seenFromPhone = await signedInBrowsers(phone);
      expect(seenFromPhone.filter((seen) => seen.current).map((seen) => seen.browser)).toEqual(['Safari sur iPhone']);
      expect(JSON.stringify(seenFromPhone)).not.toContain(phone.cookie('_session')!);
      expect(JSON.stringify(seenFromPhone)).not.toContain('203.0.113');
    });

    it('a browser that names nothing is « Navigateur inconnu », and another account sees none of these', async () => {
      await laptopAndPhone();
      const unnamed = browserOf(portal, '', '198.51.100.7');
      await signIn(unnamed, portal.mail, demo('secretariat'));
      expect(await signedInBrowsers(unnamed)).toEqual([
        expect.objectContaining({ browser: 'Navigateur inconnu', address: '198.51.x.x', current: true }),
      ]);
    });

    it("ending one browser signs it out (its next call is a 401, its apps' tokens end) and leaves the others", async () => {
      const { laptop, phone } = await laptopAndPhone();
      const tablet = browserOf(portal, EDGE_ON_MAC, '192.0.2.10');
      await signIn(tablet, portal.mail, medecin);
      const laptopTokens = await appTokens(portal, laptop);
      const laptopRow = (await signedInBrowsers(phone)).find((seen) => seen.browser === 'Firefox sur Windows')!;

      const ended = await phone.json('DELETE', `/api/users/me/sessions/${laptopRow.sessionId}`);
      expect(ended.statusCode, ended.body).toBe(204);

      expect(await meStatus(laptop)).toBe(401);
      expect((await laptop.json('GET', '/api/users/me/sessions')).statusCode).toBe(401);
      // Its single-sign-on session is gone too: a client app sends it to the sign-in.
      expect(spa((await openClientApp(laptop)).location).route).toBe('login');
      expect(await refreshStatus(portal, laptopTokens.refresh_token!)).toBe(400);
      expect(await meStatus(phone)).toBe(200);
      expect(await meStatus(tablet)).toBe(200);
      expect((await signedInBrowsers(phone)).map((seen) => seen.browser).sort()).toEqual([
        'Microsoft Edge sur macOS',
        'Safari sur iPhone',
      ]);
      // Ended once: the same id again is unknown.
      const again = await phone.json('DELETE', `/api/users/me/sessions/${laptopRow.sessionId}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: accountSessionsMessages.sessionNotFound });
    });

    it('ending the others keeps this browser alone signed in', async () => {
      const { laptop, phone } = await laptopAndPhone();
      const ended = await phone.json('DELETE', '/api/users/me/sessions');
      expect(ended.statusCode, ended.body).toBe(204);
      expect(await meStatus(laptop)).toBe(401);
      expect(await meStatus(phone)).toBe(200);
      expect((await signedInBrowsers(phone)).map(({ browser, current }) => ({ browser, current }))).toEqual([
        { browser: 'Safari sur iPhone', current: true },
      ]);
    });

    it("another account's browser cannot be ended: the same 404 as an unknown id, and it stays signed in", async () => {
      const { laptop } = await laptopAndPhone();
      const laptopId = (await signedInBrowsers(laptop)).find((seen) => seen.current)!.sessionId;
      const stranger = browserOf(portal, EDGE_ON_MAC, '192.0.2.99');
      await signIn(stranger, portal.mail, demo('secretariat'));

      const theirs = await stranger.json('DELETE', `/api/users/me/sessions/${laptopId}`);
      const unknown = await stranger.json('DELETE', '/api/users/me/sessions/00000000-0000-4000-8000-000000000000');
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(unknown.body);
      expect(await meStatus(laptop)).toBe(200);
    });

    it('bad input on every call: a French 4xx, never a 500, nothing ended', async () => {
      const { laptop, phone } = await laptopAndPhone();
      const phoneId = (await signedInBrowsers(phone)).find((seen) => seen.current)!.sessionId;
      for (const id of ['pas-un-id', 'a'.repeat(101), '%00', `${phoneId}%00`, '..%2F..%2Fsessions']) {
        const response = await laptop.json('DELETE', `/api/users/me/sessions/${id}`);
        expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, id).toBeLessThan(500);
        expect(response.json<{ message: string }>().message, id).toMatch(/[a-zé]/);
      }
      // Without the XSRF header, or without a session: refused, nothing ended.
      expect(
        (await laptop.json('DELETE', `/api/users/me/sessions/${phoneId}`, undefined, { xsrf: false })).statusCode,
      ).toBe(403);
      expect((await laptop.json('DELETE', '/api/users/me/sessions', undefined, { xsrf: false })).statusCode).toBe(403);
      const visitor = portal.browser();
      await visitor.get('/api/config/');
      expect((await visitor.json('GET', '/api/users/me/sessions')).statusCode).toBe(401);
      expect((await visitor.json('DELETE', `/api/users/me/sessions/${phoneId}`)).statusCode).toBe(401);
      expect((await visitor.json('DELETE', '/api/users/me/sessions')).statusCode).toBe(401);
      expect(await meStatus(phone)).toBe(200);
      expect(await meStatus(laptop)).toBe(200);
    });
  },
  behindOneProxy,
);
