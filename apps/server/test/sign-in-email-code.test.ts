import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.ts';
import { demo, describePortal } from './support/harness.ts';
import { emailCode, errOf, expectSignedIn, spa, startSignIn, submitCode, submitPassword } from './support/flows.ts';

describePortal('sign-in with a password and a code by e-mail', (portal) => {
  it('signs the doctor in to the portal, the e-mailed code working once', async () => {
    const browser = portal.browser();
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);

    const { interactionId, interactionType } = await startSignIn(browser);
    expect(interactionType).toBe('login');

    const afterPassword = await submitPassword(browser, interactionId, demo('medecin'), DEMO_PASSWORD);
    expect(afterPassword.statusCode).toBe(303);
    expect(afterPassword.headers.location).toBe(`/#/otp?interactionId=${interactionId}`);

    const { code, prefix, sentTo } = await emailCode(browser, portal.mail, demo('medecin'));
    expect(prefix).toMatch(/^[A-Z]{3}-$/);
    // Where the code went, masked: the principal address (the password was right).
    expect(sentTo).toBe('m•••••@demo.portail-anapath.fr');
    const [message] = portal.mail.to(demo('medecin'));
    expect(message?.subject).toBe(`${prefix} Votre code de connexion`);
    expect(message?.html).toContain(`${prefix}${code}`);

    // Reloading the code screen keeps the second factor (the sign-in in progress is on the server).
    const again = await browser.get(`/oidc/interaction/${interactionId}`, { accept: 'application/json' });
    expect(again.json()).toEqual({ interactionId, interactionType: 'otp' });

    const replay = browser.clone();
    const accepted = await submitCode(browser, interactionId, code);
    // The same code replayed (same cookies, same form) is refused: the sign-in it finished is over.
    const replayed = await submitCode(replay, interactionId, code);
    expect(replayed.statusCode).toBe(303);
    expect(errOf(replayed)).toBe('sessionNotFound');

    await expectSignedIn(browser, accepted);
    const me = await browser.get('/me', { accept: 'application/json' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ firstName: 'Claire', lastName: 'Dubois', activated: true, hasUserRights: true });
  });

  it('refuses a wrong code and accepts the right one afterwards', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    // The address is typed as the user remembers it: case and spaces do not matter.
    const typed = await submitPassword(browser, interactionId, ` ${demo('medecin').toUpperCase()} `);
    expect(typed.headers.location).toBe(`/#/otp?interactionId=${interactionId}`);
    const { code } = await emailCode(browser, portal.mail, demo('medecin'));
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await submitCode(browser, interactionId, wrong);
    expect(spa(refused.headers.location as string)).toEqual({
      route: 'otp',
      query: new URLSearchParams({ interactionId, err: 'otpTokenMismatch' }),
    });
    expect(browser.cookie('portal_session')).toBeUndefined();
    await expectSignedIn(browser, await submitCode(browser, interactionId, code));
  });

  it('answers "Authentication session is over" to a code request without a pending sign-in', async () => {
    const browser = portal.browser();
    await startSignIn(browser);
    const response = await browser.json('POST', '/otp/sendByEmail');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Authentication session is over' });
    expect(portal.mail.messages).toHaveLength(0);
  });

  it('sends an unknown or expired sign-in back to the login screen', async () => {
    const browser = portal.browser();
    await startSignIn(browser);
    const json = await browser.get('/oidc/interaction/inconnue', { accept: 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Authentication session is over' });
    const page = await browser.get('/oidc/interaction/inconnue');
    expect(page.headers.location).toBe('/#/login?err=sessionNotFound');
    const posted = await submitPassword(browser, 'inconnue', demo('medecin'));
    expect(posted.headers.location).toBe('/#/login?err=sessionNotFound');
  });
});
