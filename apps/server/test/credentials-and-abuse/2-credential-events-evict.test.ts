/**
 * What was seen 2: after a password reset the attacker's old portal session still answered `/me`
 * and single sign-on, earlier reset links stayed valid; after a password change or a lock, access
 * and refresh tokens stayed valid and the locked user's session kept working. Now every credential
 * event ends the account's other sessions, grants and tokens, and tells the client apps.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { spa, openClientApp, signIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { patchProfile } from '../profile-support.ts';
import { appTokens, refreshStatus, resetLink, resetPassword, userinfoStatus } from './support.ts';

const medecin = demo('medecin');

describePortal('What was seen 2: every credential event evicts', (portal) => {
  it("a password reset ends the attacker's sessions and tokens, and voids the other reset links", async () => {
    const attacker = portal.browser();
    await signIn(attacker, portal.mail, medecin);
    const tokens = await appTokens(portal, attacker);
    const earlierLink = await resetLink(portal, medecin);
    const link = await resetLink(portal, medecin);

    const reset = await resetPassword(portal.browser(), link, 'Nouveau-Mot-2026!');
    expect(reset.headers.location).toBe('/#/?passwordReset=ok');

    expect((await attacker.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect(spa((await openClientApp(attacker)).location).route).toBe('login');
    expect(await refreshStatus(portal, tokens.refresh_token!)).toBe(400);
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(401);
    const reused = await resetPassword(portal.browser(), earlierLink, 'Autre-Mot-2026!');
    expect(reused.headers.location).toBe('/#/?err=invalidResetToken');
  });

  it('a password change keeps the browser making it signed in and ends everything else', async () => {
    const doctor = portal.browser();
    await signIn(doctor, portal.mail, medecin);
    const other = portal.browser();
    await signIn(other, portal.mail, medecin);
    const tokens = await appTokens(portal, other);

    const changed = await doctor.json('PATCH', '/api/users/me/password', {
      currentPassword: 'Demo-Portail-2026!',
      newPassword: 'Nouveau-Mot-2026!',
      confirmNewPassword: 'Nouveau-Mot-2026!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await doctor.get('/me', { accept: 'application/json' })).statusCode).toBe(200);
    expect((await other.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect(await refreshStatus(portal, tokens.refresh_token!)).toBe(400);
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(401);
  });

  it('a lock closes the account: its session opens nothing, its refresh token renews nothing', async () => {
    const admin = portal.browser();
    await signIn(admin, portal.mail, demo('admin.lyon'));
    const tokens = await appTokens(portal, admin);
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(200);
    await portal.db
      .update(users)
      .set({ locked: true })
      .where(eq(users.id, await portal.userId(demo('admin.lyon'))));

    expect(await refreshStatus(portal, tokens.refresh_token!)).toBe(400);
    expect((await patchProfile(admin, { firstName: 'Pirate' })).statusCode).toBe(401);
    expect((await admin.json('POST', '/api/users/otp/init')).statusCode).toBe(401);
  });

  it('switching the authenticator app on ends the other sessions', async () => {
    const doctor = portal.browser();
    await signIn(doctor, portal.mail, medecin);
    const other = portal.browser();
    await signIn(other, portal.mail, medecin);
    const { secret } = (await doctor.json('POST', '/api/users/otp/init')).json<{ secret: string }>();
    const { TOTP, Secret } = await import('otpauth');
    const token = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await doctor.json('POST', '/api/users/otp/validate', { token })).statusCode).toBe(200);
    expect((await doctor.get('/me', { accept: 'application/json' })).statusCode).toBe(200);
    expect((await other.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
  });

  it('an account no longer validated renews no token for a client app', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, medecin);
    const tokens = await appTokens(portal, browser);
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(200);
    await portal.db
      .update(users)
      .set({ activated: false })
      .where(eq(users.id, await portal.userId(medecin)));
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(401);
    expect(await refreshStatus(portal, tokens.refresh_token!)).toBe(400);
  });
});
