import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { errOf, signIn, spa, startSignIn, submitPassword } from './support/flows.ts';
import type { Browser } from './support/browser.ts';

const NEW_PASSWORD = 'Nouveau-Mot-2026!';

const reinit = (browser: Browser, token: string, password: string, confirmPassword = password) =>
  browser.postForm('/api/password/reinit', { token, password, confirmPassword });

describePortal('forgotten password', (portal) => {
  it('answers the same for any address and e-mails a link to existing accounts only', async () => {
    const browser = portal.browser();
    await browser.get('/api/config/');
    const unknown = await browser.json('POST', '/api/password/send-newPassword', { email: demo('inconnu') });
    const known = await browser.json('POST', '/api/password/send-newPassword', { email: demo('medecin') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    const mail = await portal.mail.waitFor(demo('medecin'), /Réinitialisation de votre mot de passe/);
    expect(mail.html).toMatch(/href="http:\/\/localhost:3000\/#\/reinit-password\/[\w-]+"/);
    expect(portal.mail.to(demo('inconnu'))).toHaveLength(0);
    expect(portal.mail.messages).toHaveLength(1);
  });

  it('sets a new password through the link, once, and the new password signs in', async () => {
    const browser = portal.browser();
    await browser.get('/api/config/');
    await browser.json('POST', '/api/password/send-newPassword', { email: demo('medecin') });
    const mail = await portal.mail.waitFor(demo('medecin'), /Réinitialisation/);
    const token = /\/#\/reinit-password\/([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    const weak = await reinit(browser, token!, 'faible');
    expect(weak.statusCode).toBe(303);
    const { route, query } = spa(weak.headers.location as string);
    expect(route).toBe(`reinit-password/${token}`);
    // A code the screen turns into the policy's French message, never a text of the address.
    expect(query.get('err')).toBe('invalidPassword');
    const mismatch = await reinit(browser, token!, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(spa(mismatch.headers.location as string).query.get('err')).toBe('passwordsDiffer');

    const done = await reinit(browser, token!, NEW_PASSWORD);
    expect(done.headers.location).toBe('/#/?passwordReset=ok');
    const reused = await reinit(browser, token!, 'Encore-Un-Autre-1!');
    expect(reused.headers.location).toBe('/#/?err=invalidResetToken');

    const { interactionId } = await startSignIn(browser);
    expect(errOf(await submitPassword(browser, interactionId, demo('medecin')))).toBe('loginMismatch');
    await signIn(browser, portal.mail, demo('medecin'), NEW_PASSWORD);
    expect((await browser.get('/me')).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reinit(portal.browser(), 'jeton-inconnu', NEW_PASSWORD);
    expect(response.headers.location).toBe('/#/?err=invalidResetToken');
  });
});
