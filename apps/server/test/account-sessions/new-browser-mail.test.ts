/**
 * Issue 36, point 4: a sign-in from a browser the account never used is mailed to its owner (what,
 * when, which browser, the masked address), with a link whose page's button signs that browser out;
 * the link's value is sealed for that use alone and expires.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountSessionsMessages } from '@portal/shared';
import { users } from '../../src/db/schema.ts';
import { sealedValues } from '../../src/security/sealed-values.ts';
import { signIn } from '../support/flows.ts';
import { demo, describePortal, type Portal } from '../support/harness.ts';
import type { Browser } from '../support/browser.ts';
import { EDGE_ON_MAC, FIREFOX_ON_WINDOWS, SAFARI_ON_IPHONE, behindOneProxy, browserOf, meStatus } from './support.ts';

const medecin = demo('medecin');
const NEW_BROWSER = /^Nouvelle connexion/;

/** The token of the latest new-browser mail to `address`. */
async function endLinkToken(portal: Portal, address: string): Promise<string> {
  const mail = await portal.mail.waitFor(address, NEW_BROWSER);
  return /\/#\/end-session\/([\w.-]+)/.exec(mail.text)![1]!;
}

const endFromMail = (browser: Browser, token: unknown) =>
  browser.json('POST', '/api/sessions/end-from-mail', { token });

async function visitor(portal: Portal): Promise<Browser> {
  const browser = portal.browser();
  await browser.get('/api/config/');
  return browser;
}

/** The account signed in before, elsewhere (its sign-up's browser is behind it). */
const signedInBefore = async (portal: Portal, address: string) =>
  portal.db
    .update(users)
    .set({ lastSignInAt: new Date(Date.now() - 24 * 3600 * 1000) })
    .where(eq(users.id, await portal.userId(address)));

describePortal(
  'Account sessions: the e-mail of a sign-in from a new browser',
  (portal) => {
    it('is sent on a new browser, with what, when, which browser and address; not again on a known one', async () => {
      await signedInBefore(portal, medecin);
      const laptop = browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45');
      await signIn(laptop, portal.mail, medecin);
      const mail = await portal.mail.waitFor(medecin, NEW_BROWSER);
      expect(mail.text).toContain(
        "un navigateur qu'il n'avait jamais utilisé : Firefox sur Windows, adresse 203.0.x.x",
      );
      expect(mail.text).toContain('(Mot de passe et code par e-mail)');
      expect(mail.text).toMatch(/Déconnecter ce navigateur : http:\/\/localhost:3000\/#\/end-session\/[\w.-]+/);
      expect(mail.text).not.toContain('203.0.113');

      portal.mail.clear();
      await signIn(laptop.keeping('portal_device', 'XSRF-TOKEN'), portal.mail, medecin);
      const phone = browserOf(portal, SAFARI_ON_IPHONE, '198.51.100.7');
      await signIn(phone, portal.mail, medecin);
      await portal.mail.waitFor(medecin, NEW_BROWSER);
      const told = portal.mail.to(medecin, NEW_BROWSER);
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain('Safari sur iPhone, adresse 198.51.x.x');
    });

    it("is not sent for an account's very first sign-in (its sign-up's browser)", async () => {
      await portal.db
        .update(users)
        .set({ lastSignInAt: null })
        .where(eq(users.id, await portal.userId(medecin)));
      await signIn(browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45'), portal.mail, medecin);
      await signIn(browserOf(portal, SAFARI_ON_IPHONE, '198.51.100.7'), portal.mail, medecin);
      await portal.mail.waitFor(medecin, NEW_BROWSER);
      expect(portal.mail.to(medecin, NEW_BROWSER).map((mail) => /Safari sur iPhone/.test(mail.text))).toEqual([true]);
    });

    it("the link's page button signs out that browser only; the link itself, opened, ends nothing", async () => {
      const owner = browserOf(portal, EDGE_ON_MAC, '192.0.2.10');
      await signIn(owner, portal.mail, medecin);
      portal.mail.clear();
      const intruder = browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45');
      await signIn(intruder, portal.mail, medecin);
      const token = await endLinkToken(portal, medecin);

      // What a mail scanner does: GETs. Nothing ends.
      expect((await portal.browser().get(`/api/sessions/end-from-mail?token=${token}`)).statusCode).toBe(404);
      expect(await meStatus(intruder)).toBe(200);

      const reader = await visitor(portal);
      const ended = await endFromMail(reader, token);
      expect(ended.statusCode, ended.body).toBe(204);
      expect(await meStatus(intruder)).toBe(401);
      expect(await meStatus(owner)).toBe(200);
      // Used once: the browser is gone.
      const again = await endFromMail(reader, token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: accountSessionsMessages.sessionNotFound });
    });

    it("the link's value is refused for another purpose, forged, expired, or without the XSRF header", async () => {
      await signedInBefore(portal, medecin);
      const intruder = browserOf(portal, FIREFOX_ON_WINDOWS, '203.0.113.45');
      await signIn(intruder, portal.mail, medecin);
      const token = await endLinkToken(portal, medecin);
      const value = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')).value as unknown;
      const sealed = sealedValues(portal.config.security.cookie_keys);
      const reader = await visitor(portal);

      for (const refused of [
        sealed.seal('trusted browser', value, 3600),
        sealed.seal('end browser', value, -1),
        `${token.split('.')[0]}.${'A'.repeat(43)}`,
        sealed.seal('end browser', { userId: 'someone', browserId: 'something' }, 3600),
      ]) {
        const response = await endFromMail(reader, refused);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
      const forged = await endFromMail(reader, sealed.seal('trusted browser', value, 3600));
      expect(forged.json()).toMatchObject({ message: accountSessionsMessages.linkInvalid });
      expect((await reader.json('POST', '/api/sessions/end-from-mail', { token }, { xsrf: false })).statusCode).toBe(
        403,
      );
      expect(await meStatus(intruder)).toBe(200);
    });

    it('bad input: a French 4xx, never a 500', async () => {
      const reader = await visitor(portal);
      for (const body of [
        {},
        { token: 42 },
        { token: 'a'.repeat(5000) },
        { token: 'x\u0000y' },
        { token: '' },
        '[]',
        'null',
      ]) {
        const response = await reader.json('POST', '/api/sessions/end-from-mail', body);
        expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
        expect(response.json<{ message: string }>().message, JSON.stringify(body)).toMatch(/[a-zé]/);
      }
    });
  },
  behindOneProxy,
);
