/**
 * Issue 36, point 4: the profile lists the account's last twenty sign-ins, newest first, each with
 * its date, its method in French and the browser it completed in, read from the audit log.
 */
import { expect, it } from 'vitest';
import { RECENT_SIGN_INS } from '@portal/shared';
import { auditEvents } from '../../src/db/schema.ts';
import { signInJournal } from '../../src/sign-in/journal.ts';
import { signIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { EDGE_ON_MAC, FIREFOX_ON_WINDOWS, behindOneProxy, browserOf, recentSignIns } from './support.ts';

const medecin = demo('medecin');

describePortal(
  'Account sessions: the last sign-ins',
  (portal) => {
    it('each sign-in: its date, its method in French, its browser and masked address, newest first', async () => {
      const laptop = browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45');
      await signIn(laptop, portal.mail, medecin);
      const mac = browserOf(portal, EDGE_ON_MAC, '2001:db8:85a3::1');
      await signIn(mac, portal.mail, medecin);
      // Another account's sign-in is not among them.
      await signIn(browserOf(portal, EDGE_ON_MAC, '192.0.2.1'), portal.mail, demo('totp'));

      const signIns = await recentSignIns(laptop);
      expect(signIns.map(({ method, browser, address }) => ({ method, browser, address }))).toEqual([
        { method: 'Mot de passe et code par e-mail', browser: 'Microsoft Edge sur macOS', address: '2001:db8:…' },
        { method: 'Mot de passe et code par e-mail', browser: 'Firefox sur Windows', address: '203.0.x.x' },
      ]);
      expect(Date.parse(signIns[0]!.at)).toBeGreaterThanOrEqual(Date.parse(signIns[1]!.at));
      expect(Date.now() - Date.parse(signIns[0]!.at)).toBeLessThan(60_000);
    });

    it("the authenticator app's sign-in is named so, and the methods the portal does not name yet read as a sign-in", async () => {
      const browser = browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45');
      await signIn(browser, portal.mail, demo('totp'));
      const userId = await portal.userId(demo('totp'));
      await portal.db.insert(auditEvents).values({ action: 'signIn', subjectId: userId, details: { method: 'later' } });
      expect((await recentSignIns(browser)).map(({ method, browser: named }) => ({ method, browser: named }))).toEqual([
        { method: 'Autre méthode de connexion', browser: 'Navigateur inconnu' },
        { method: "Mot de passe et application d'authentification", browser: 'Firefox sur Windows' },
      ]);
    });

    it(`at most ${RECENT_SIGN_INS}, the latest`, async () => {
      const browser = browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45');
      const journal = signInJournal(portal.db);
      const userId = await portal.userId(medecin);
      for (let i = 0; i < RECENT_SIGN_INS + 2; i += 1) {
        await journal.record(userId, ['pwd', 'mail'], ['password', 'email_code'], {
          browser: 'Firefox',
          system: `Système ${i}`,
          address: '',
        });
      }
      await signIn(browser, portal.mail, medecin);
      const signIns = await recentSignIns(browser);
      expect(signIns).toHaveLength(RECENT_SIGN_INS);
      expect(signIns[0]!.browser).toBe('Firefox sur Windows');
      expect(signIns.at(-1)!.browser).toBe('Firefox sur Système 3');
      expect(signIns.at(-1)!.address).toBe('Adresse inconnue');
    });

    it('a visitor reads nothing', async () => {
      const visitor = portal.browser();
      await visitor.get('/api/config/');
      expect((await visitor.json('GET', '/api/users/me/sign-ins')).statusCode).toBe(401);
    });
  },
  behindOneProxy,
);
