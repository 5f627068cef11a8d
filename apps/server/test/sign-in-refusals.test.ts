import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.ts';
import { demo, describePortal } from './support/harness.ts';
import { errOf, startSignIn, submitPassword } from './support/flows.ts';

describePortal('wrong credentials and account lock', (portal) => {
  it('answers the same to a wrong password and to an unknown address', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const wrongPassword = await submitPassword(browser, interactionId, demo('medecin'), 'Pas-le-bon-1!');
    const unknown = await submitPassword(browser, interactionId, demo('inconnu'), DEMO_PASSWORD);
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/#/login?interactionId=${interactionId}&err=loginMismatch`);
    }
    expect(browser.cookie('portal_interaction')).toBeUndefined();
  });

  it('locks the account after the configured failures and tells the administrators of its centres', async () => {
    const failures = portal.config.security.max_failed_logins;
    expect(failures).toBe(3);
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const errors: (string | null)[] = [];
    for (let i = 0; i < failures; i += 1) {
      errors.push(errOf(await submitPassword(browser, interactionId, demo('medecin'), `Mauvais-${i}-Mot!`)));
    }
    expect(errors).toEqual([...Array<string>(failures - 1).fill('loginMismatch'), 'lockedAccount']);

    const rightPassword = await submitPassword(browser, interactionId, demo('medecin'), DEMO_PASSWORD);
    expect(rightPassword.headers.location).toBe(`/#/login?interactionId=${interactionId}&err=lockedAccount`);
    expect((await portal.accounts.findUserByEmail(demo('medecin')))?.locked).toBe(true);

    for (const admin of [demo('admin.lyon'), demo('superadmin')]) {
      const notice = await portal.mail.waitFor(admin, /Compte verrouillé/);
      expect(notice.text).toContain(`Claire Dubois (${demo('medecin')})`);
      expect(notice.text).toContain(`après ${failures} tentatives`);
    }
    // The administrators of other centres and the user are not told.
    expect(portal.mail.to(demo('medecin'))).toHaveLength(0);
    expect(portal.mail.messages.flatMap((m) => m.to).sort()).toEqual([demo('admin.lyon'), demo('superadmin')]);
  });

  it('the right password resets the count of failures', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const limit = portal.config.security.max_failed_logins;
    for (let i = 0; i < limit - 1; i += 1)
      await submitPassword(browser, interactionId, demo('medecin'), 'Mauvais-Mot-1!');
    expect(errOf(await submitPassword(browser, interactionId, demo('medecin')))).toBeNull();
    expect(errOf(await submitPassword(browser, interactionId, demo('medecin'), 'Mauvais-Mot-1!'))).toBe(
      'loginMismatch',
    );
    expect((await portal.accounts.findUserByEmail(demo('medecin')))?.locked).toBe(false);
  });

  it('tells a locked account so only when its password is right', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    expect(errOf(await submitPassword(browser, interactionId, demo('bloque'), 'Mauvais-Mot-1!'))).toBe('loginMismatch');
    expect(errOf(await submitPassword(browser, interactionId, demo('bloque')))).toBe('lockedAccount');
    expect(portal.mail.messages).toHaveLength(0);
  });
});
