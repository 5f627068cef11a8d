/**
 * The sign-in flow's transitions (`sign-in/flow.ts`): each method in its place, and every step out
 * of order, done twice, for another interaction or after the interaction expired refused in French
 * (the login screen's `sessionNotFound`, the code screen's « Authentication session is over »).
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { AUTH_SESSION_OVER } from '@portal/shared';
import { rowsOf } from '../../src/db/sql.ts';
import {
  emailCode,
  errOf,
  expectSignedIn,
  spa,
  startSignIn,
  submitCode,
  submitPassword,
  totpCode,
} from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { atProvider, describePortalWithPsc, ProviderBrowser } from '../psc/support.ts';
import { ORIGIN } from '../support/browser.ts';

describePortal('the sign-in flow: each step in its place, once, in the browser holding the interaction', (portal) => {
  const flowRows = async (uid: string) =>
    rowsOf<{ done: string[]; pending: string | null }>(
      portal.db,
      sql`select done, pending from sign_in_flows where interaction_uid = ${uid}`,
    );

  it('password, then the code by e-mail: the flow is one record of the interaction, gone once signed in', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    expect(await flowRows(interactionId)).toEqual([]); // nothing is written before a factor is proven
    await submitPassword(browser, interactionId, demo('medecin'));
    expect(await flowRows(interactionId)).toEqual([{ done: ['password'], pending: 'email_code' }]);
    // No cookie of the portal's own holds the sign-in: the provider's interaction cookie does.
    expect(browser.cookies().map((cookie) => cookie.name)).not.toContain('portal_sign_in');
    const { code } = await emailCode(browser, portal.mail, demo('medecin'));
    await expectSignedIn(browser, await submitCode(browser, interactionId, code));
    expect(await flowRows(interactionId)).toEqual([]);
  });

  it('refuses a code before the password: nothing is sent, nothing signs in', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const send = await browser.json('POST', '/otp/sendByEmail');
    expect(send.statusCode).toBe(400);
    expect(send.json()).toMatchObject({ message: AUTH_SESSION_OVER });
    expect(errOf(await submitCode(browser, interactionId, '123456'))).toBe('sessionNotFound');
    expect(portal.mail.messages).toHaveLength(0);
  });

  it('refuses the password a second time once it is done, and keeps the flow waiting for its code', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    // Another account's password in the same interaction does not replace the first one's.
    expect(errOf(await submitPassword(browser, interactionId, demo('secretariat')))).toBe('sessionNotFound');
    const { code } = await emailCode(browser, portal.mail, demo('medecin'));
    await expectSignedIn(browser, await submitCode(browser, interactionId, code));
    expect((await browser.get('/me', { accept: 'application/json' })).json()).toMatchObject({
      userId: await portal.userId(demo('medecin')),
    });
  });

  it('a replayed code form finds its flow over: one sign-in, one portal session', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    const { code } = await emailCode(browser, portal.mail, demo('medecin'));
    const replay = browser.clone();
    const [first, second] = await Promise.all([
      submitCode(browser, interactionId, code),
      submitCode(replay, interactionId, code),
    ]);
    const resumed = [first, second].filter((answer) =>
      String(answer.headers.location).startsWith(`${ORIGIN}/oidc/auth/`),
    );
    expect(resumed).toHaveLength(1);
    const other = resumed[0] === first ? second : first;
    // Over when the first one ended the flow before it came; a used code when both were checked at once.
    expect(['sessionNotFound', 'otpTokenMismatch']).toContain(errOf(other));
    const userId = await portal.userId(demo('medecin'));
    const [row] = await rowsOf<{ signIns: number }>(
      portal.db,
      sql`select count(*)::int as "signIns" from audit_events where action = 'signIn' and subject_id = ${userId}::uuid`,
    );
    expect(row!.signIns).toBe(1);
  });

  it("refuses another interaction's step: a browser posting an interaction it does not hold, or one it left", async () => {
    const victim = portal.browser();
    const { interactionId } = await startSignIn(victim);
    await submitPassword(victim, interactionId, demo('medecin'));

    // The attacker knows the interaction's id (it is in the victim's address bar), not its cookie.
    const attacker = portal.browser();
    await startSignIn(attacker);
    expect(errOf(await submitCode(attacker, interactionId, '123456'))).toBe('sessionNotFound');
    expect((await attacker.json('POST', '/otp/sendByEmail')).statusCode).toBe(400);
    const opened = await attacker.get(`/oidc/interaction/${interactionId}`, { accept: 'application/json' });
    expect(opened.statusCode).toBe(400);

    // The victim opens a new sign-in in the same browser: the one left is over there too.
    const { interactionId: newer } = await startSignIn(victim);
    expect(newer).not.toBe(interactionId);
    expect(errOf(await submitCode(victim, interactionId, '123456'))).toBe('sessionNotFound');
    expect(portal.mail.messages).toHaveLength(0);
  });

  it('refuses every step once the interaction expired', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    await portal.db.execute(
      sql`update oidc_payloads set expires_at = now() - interval '1 second' where type = 'Interaction' and id = ${interactionId}`,
    );
    const send = await browser.json('POST', '/otp/sendByEmail');
    expect(send.statusCode).toBe(400);
    expect(send.json()).toMatchObject({ message: AUTH_SESSION_OVER });
    expect(errOf(await submitCode(browser, interactionId, '123456'))).toBe('sessionNotFound');
  });

  it('password, then the authenticator app: the flow awaits the app, and the code screen sends no mail', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const afterPassword = await submitPassword(browser, interactionId, demo('totp'));
    expect(afterPassword.headers.location).toBe(`/#/totp?interactionId=${interactionId}`);
    expect(await flowRows(interactionId)).toEqual([{ done: ['password'], pending: 'authenticator_app' }]);
    expect((await browser.json('POST', '/otp/sendByEmail')).statusCode).toBe(400);
    await expectSignedIn(browser, await submitCode(browser, interactionId, totpCode(), 'totp'));
    expect(portal.mail.messages).toHaveLength(0);
  });
});

describePortalWithPsc("the sign-in flow and Pro Santé Connect's answer", (portal) => {
  it('is a first factor: refused once the password is done, and its answer counts once', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    const init = await browser.json('GET', `/psc/init?interactionId=${interactionId}`);
    const refused = await browser.get(init.json<{ oidcAuthUrl: string }>().oidcAuthUrl, { accept: 'text/html' });
    expect(errOf(refused)).toBe('PSCConnectionFailed');

    const other = portal.browser();
    const started = await startSignIn(other);
    const otherInit = await other.json('GET', `/psc/init?interactionId=${started.interactionId}`);
    const toProvider = await other.get(otherInit.json<{ oidcAuthUrl: string }>().oidcAuthUrl, { accept: 'text/html' });
    const callback = await atProvider(String(toProvider.headers.location), new ProviderBrowser(), {
      practitioner: 'claire-dubois',
    });
    const replay = other.clone();
    const { location } = await other.follow(await other.get(callback, { accept: 'text/html' }));
    expect(location).toBe('/#/');
    const again = await replay.get(callback, { accept: 'text/html' });
    expect(spa(String(again.headers.location)).query.get('err')).toBe('PSCConnectionFailed');
  });
});
