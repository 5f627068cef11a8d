import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminMessages, type AdminAccountDetail } from '@portal/shared';
import { passkeys, users } from '../../src/db/schema.ts';
import type { Browser } from '../support/browser.ts';
import { demo, describePortal, type Portal } from '../support/harness.ts';
import { appTokens, userinfoStatus } from '../credentials-and-abuse/support.ts';
import { act, acted, audit, expectRefusal, read, signedIn, signedInAs } from '../admin/support.ts';
import { atSecondFactor, generateCodes, remainingOf, withAuthenticatorApp } from '../recovery-codes/support.ts';

const reason = 'Téléphone perdu, identité vérifiée par téléphone';

/** A passkey row, as a registration leaves it. */
async function addPasskey(portal: Portal, email: string) {
  await portal.db.insert(passkeys).values({
    userId: await portal.userId(email),
    credentialId: `cred-${email}`,
    publicKey: new Uint8Array([1, 2, 3]),
    deviceType: 'singleDevice',
    name: 'Clé du bureau',
  });
}

async function factorsOf(portal: Portal, email: string) {
  const userId = await portal.userId(email);
  const [user] = await portal.db
    .select({ secret: users.totpSecret, validated: users.totpValidated })
    .from(users)
    .where(eq(users.id, userId));
  const keys = await portal.db.select().from(passkeys).where(eq(passkeys.userId, userId));
  return {
    totp: user!.secret !== null || user!.validated,
    passkeys: keys.length,
    codes: await remainingOf(portal, email),
  };
}

const me = async (browser: Browser) => (await browser.get('/me', { accept: 'application/json' })).statusCode;

describePortal("an administrator resets the factors an account's owner lost", (portal) => {
  const medecin = demo('medecin');

  /** Claire Dubois (Lyon) with an authenticator app, recovery codes and a passkey, signed in. */
  async function ownerWithFactors() {
    await withAuthenticatorApp(portal, medecin);
    const owner = await signedInAs(portal, medecin);
    await generateCodes(owner);
    await addPasskey(portal, medecin);
    return owner;
  }

  it('removes the app, the passkeys and the codes, ends the sessions, audits and e-mails; the owner signs in with the e-mail code', async () => {
    const owner = await ownerWithFactors();
    const tokens = await appTokens(portal, owner);
    expect(await factorsOf(portal, medecin)).toEqual({ totp: true, passkeys: 1, codes: 10 });
    const userId = await portal.userId(medecin);
    const admin = await signedIn(portal, 'admin.lyon');
    expect((await read<AdminAccountDetail>(admin, `/api/admin/users/${userId}`)).actions.resetFactors).toBe(true);
    portal.mail.clear();

    await acted(admin, userId, 'reset-factors', { reason });

    expect(await factorsOf(portal, medecin)).toEqual({ totp: false, passkeys: 0, codes: 0 });
    expect(await me(owner)).toBe(401);
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(401);
    const [event] = await audit(admin, { userId, action: 'factorsReset' });
    expect(event).toMatchObject({ details: { reason }, actor: { name: expect.stringContaining('Moreau') } });
    for (const address of [medecin, demo('claire.dubois')]) {
      const mail = await portal.mail.waitFor(address, /facteurs de connexion .* réinitialisés/);
      expect(mail.text).toContain('Un administrateur (Centre de pathologie Lyon Est)');
      expect(mail.text).toContain(reason);
      expect(mail.text).toMatch(/application d'authentification, vos clés d'accès et vos codes de secours/);
    }
    // Nothing left to reset; the next sign-in asks for the code by e-mail.
    expect((await read<AdminAccountDetail>(admin, `/api/admin/users/${userId}`)).actions.resetFactors).toBe(false);
    expect((await atSecondFactor(portal, medecin)).screen).toBe('otp');
    expect(await me(await signedInAs(portal, medecin))).toBe(200);
  });

  it('refuses an administrator of another centre (404, as if the account did not exist), and changes nothing', async () => {
    const owner = await ownerWithFactors();
    const paris = await signedIn(portal, 'admin.paris');
    expectRefusal(
      await act(paris, await portal.userId(medecin), 'reset-factors', { reason }),
      404,
      adminMessages.accountUnknown,
    );
    expect(await factorsOf(portal, medecin)).toEqual({ totp: true, passkeys: 1, codes: 10 });
    expect(await me(owner)).toBe(200);
  });

  it("leaves an administrator's account to a super administrator", async () => {
    const email = demo('admin.lyon');
    await withAuthenticatorApp(portal, email);
    const userId = await portal.userId(email);
    // An administrator of the same centre as the target's workplaces is still not a super administrator.
    const colleague = await signedIn(portal, 'admin.paris');
    expect([403, 404]).toContain((await act(colleague, userId, 'reset-factors', { reason })).statusCode);
    const superAdmin = await signedIn(portal, 'superadmin');
    await acted(superAdmin, userId, 'reset-factors', { reason });
    expect(await factorsOf(portal, email)).toEqual({ totp: false, passkeys: 0, codes: 0 });
    const mail = await portal.mail.waitFor(email, /facteurs de connexion .* réinitialisés/);
    expect(mail.text).toContain('Un super administrateur du Portail Anapath');
  });

  it('refuses an administrator on an administrator of their own centre: 403 with the rule', async () => {
    const admin = await signedIn(portal, 'admin.lyon');
    const superAdmin = await signedIn(portal, 'superadmin');
    // Claire's colleague becomes an administrator of Lyon, where she works.
    const target = await portal.userId(medecin);
    await withAuthenticatorApp(portal, medecin);
    await portal.db.update(users).set({ isAdmin: true }).where(eq(users.id, target));
    expectRefusal(await act(admin, target, 'reset-factors', { reason }), 403, adminMessages.notOnAdmin);
    expect((await factorsOf(portal, medecin)).totp).toBe(true);
    await acted(superAdmin, target, 'reset-factors', { reason });
  });

  it('refuses without a reason, without the XSRF header, on an account with nothing to reset, and on a malformed id', async () => {
    const owner = await ownerWithFactors();
    const userId = await portal.userId(medecin);
    const admin = await signedIn(portal, 'admin.lyon');
    expectRefusal(await act(admin, userId, 'reset-factors', {}), 400);
    expectRefusal(await act(admin, userId, 'reset-factors', { reason: '   ' }), 400);
    expectRefusal(await act(admin, userId, 'reset-factors', { reason: 'x'.repeat(5000) }), 400);
    expectRefusal(await act(admin, userId, 'reset-factors', { reason: 'a\u0000b' }), 400);
    const noXsrf = await admin.json('POST', `/api/admin/users/${userId}/reset-factors`, { reason }, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    expect(await factorsOf(portal, medecin)).toEqual({ totp: true, passkeys: 1, codes: 10 });
    expect(await me(owner)).toBe(200);

    expectRefusal(
      await act(admin, await portal.userId(demo('secretariat')), 'reset-factors', { reason }),
      409,
      adminMessages.noFactorToReset,
    );
    expect([400, 404]).toContain((await act(admin, 'pas-un-uuid', 'reset-factors', { reason })).statusCode);
    // The owner cannot reset their own account here.
    expect((await act(owner, userId, 'reset-factors', { reason })).statusCode).toBe(403);
  });

  it('takes one of two resets at once: one 200, one 409, one event', async () => {
    await ownerWithFactors();
    const userId = await portal.userId(medecin);
    const [first, second] = [await signedIn(portal, 'admin.lyon'), await signedIn(portal, 'admin.lyon')];
    const answers = await Promise.all([first, second].map((admin) => act(admin, userId, 'reset-factors', { reason })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await audit(first, { userId, action: 'factorsReset' })).toHaveLength(1);
  });
});
