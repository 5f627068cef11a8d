/**
 * An administrator's actions on an account: each changes what its owner can do, e-mails the owner
 * in French and leaves an event in the audit log naming who did what to whom, and why.
 */
import { expect, it } from 'vitest';
import { adminMessages, REASON_MAX_LENGTH, type AdminAccountDetail, type AuditAction } from '@portal/shared';
import type { Browser } from '../support/browser.ts';
import { openClientApp, spa } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { appTokens, refreshStatus, resetPassword, userinfoStatus } from '../credentials-and-abuse/support.ts';
import {
  act,
  acted,
  audit,
  expectRefusal,
  lyonAccount,
  passwordAccepted,
  read,
  signedIn,
  signedInAs,
} from './support.ts';

const secretariat = demo('secretariat');

describePortal('administration: actions on an account', (portal) => {
  const detail = (admin: Browser, userId: string) => read<AdminAccountDetail>(admin, `/api/admin/users/${userId}`);
  const me = async (browser: Browser) =>
    (await browser.get('/api/users/me', { accept: 'application/json' })).statusCode;

  /** The one event of `action` on the account, by admin.lyon, from the request's address. */
  async function expectAudited(admin: Browser, userId: string, action: AuditAction, reason?: string) {
    const events = (await audit(admin, { userId, action })).filter((event) => event.action === action);
    expect(events, action).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { userId: await portal.userId(demo('admin.lyon')), name: `Julien Moreau (${demo('admin.lyon')})` },
      subject: { name: expect.any(String) },
      ip: '127.0.0.1',
      details: reason === undefined ? {} : { reason },
    });
    return events[0]!;
  }

  it('locks with a reason only, tells the owner why, ends their session and refuses their sign-in', async () => {
    const owner = await signedIn(portal, 'secretariat');
    const userId = await portal.userId(secretariat);
    const admin = await signedIn(portal, 'admin.lyon');
    expectRefusal(await act(admin, userId, 'lock'), 400, adminMessages.reasonMissing);
    expectRefusal(await act(admin, userId, 'lock', { reason: '   ' }), 400, adminMessages.reasonMissing);
    const tooLong = { reason: 'x'.repeat(REASON_MAX_LENGTH + 1) };
    expectRefusal(await act(admin, userId, 'lock', tooLong), 400, adminMessages.reasonTooLong);
    expect(await me(owner)).toBe(200);

    const reason = 'Mot de passe affiché sur l’écran de l’accueil';
    await acted(admin, userId, 'lock', { reason });
    const mail = await portal.mail.waitFor(secretariat, /a été verrouillé/);
    expect(mail.text).toContain(reason);
    expect(await me(owner)).toBe(401);
    expect(await passwordAccepted(portal.browser(), secretariat)).toBe(false);
    await expect
      .poll(async () => (await audit(admin, { userId, action: 'signInFailed' })).map((event) => event.details))
      .toEqual([{ failure: 'locked' }]);
    expect(await detail(admin, userId)).toMatchObject({ state: 'locked', lockedReason: reason });
    expectRefusal(await act(admin, userId, 'lock', { reason }), 409, adminMessages.alreadyLocked);
    const event = await expectAudited(admin, userId, 'accountLocked', reason);
    expect(event.subject).toEqual({ userId, name: `Sophie Bernard (${secretariat})` });

    await acted(admin, userId, 'unlock');
    await portal.mail.waitFor(secretariat, /déverrouillé/);
    await signedInAs(portal, secretariat);
    expect(await me(owner)).toBe(401); // the session the lock ended stays ended
    expectRefusal(await act(admin, userId, 'unlock'), 409, adminMessages.notLocked);
    await expectAudited(admin, userId, 'accountUnlocked');
  });

  it('lifts the throttle of repeated failed sign-ins', async () => {
    const userId = await portal.userId(demo('medecin'));
    const attacker = portal.browser();
    for (let i = 0; i < portal.config.security.max_failed_logins; i += 1) {
      expect(await passwordAccepted(attacker, demo('medecin'), `Mauvais-${i}-Mot!`)).toBe(false);
    }
    const admin = await signedIn(portal, 'admin.lyon');
    // A failure is counted just after its answer.
    await expect.poll(async () => (await detail(admin, userId)).state).toBe('throttled');
    expect(await passwordAccepted(portal.browser(), demo('medecin'))).toBe(false);
    expect((await detail(admin, userId)).actions.unlock).toBe(true);
    expect((await audit(admin, { userId, action: 'accountThrottled' })).map((event) => event.actor)).toEqual([null]);

    await acted(admin, userId, 'unlock');
    await portal.mail.waitFor(demo('medecin'), /déverrouillé/);
    expect(await detail(admin, userId)).toMatchObject({ state: 'active', throttledUntil: null, failedLoginCount: 0 });
    await signedInAs(portal, demo('medecin'));
    await expectAudited(admin, userId, 'accountUnlocked');
  });

  it('validates an account awaiting validation, once; its owner is told', async () => {
    const { userId, email } = await lyonAccount(portal, { activated: false, emails: ['en.attente@exemple.fr'] });
    const admin = await signedIn(portal, 'admin.lyon');
    expect((await detail(admin, userId)).actions).toMatchObject({ validate: true, refuse: true });
    await acted(admin, userId, 'activate');
    await portal.mail.waitFor(email, /a été validé/);
    expect(await detail(admin, userId)).toMatchObject({ state: 'active', activatedAt: expect.any(String) });
    expectRefusal(await act(admin, userId, 'activate'), 409, adminMessages.notAwaitingValidation);
    expectRefusal(
      await act(admin, userId, 'refuse', { reason: 'Trop tard' }),
      409,
      adminMessages.notAwaitingValidation,
    );
    await expectAudited(admin, userId, 'accountValidated');
  });

  it('refuses a sign-up with a reason: the account is gone, the person told why', async () => {
    const { userId, email } = await lyonAccount(portal, { activated: false, emails: ['refuse@exemple.fr'] });
    const admin = await signedIn(portal, 'admin.lyon');
    expectRefusal(await act(admin, userId, 'refuse', {}), 400, adminMessages.reasonMissing);
    const reason = 'Vous ne travaillez pas dans un établissement du centre.';
    await acted(admin, userId, 'refuse', { reason });
    const mail = await portal.mail.waitFor(email, /n'a pas été acceptée/);
    expect(mail.text).toContain(reason);
    expect(await passwordAccepted(portal.browser(), email)).toBe(false);
    expectRefusal(await admin.get(`/api/admin/users/${userId}`), 404, adminMessages.accountUnknown);
    expectRefusal(await act(admin, userId, 'refuse', { reason }), 404, adminMessages.accountUnknown);
    // The event outlives the account: named as it was, no longer linked.
    const event = await expectAudited(admin, userId, 'signUpRefused', reason);
    expect(event.subject).toEqual({ userId: null, name: expect.stringContaining(`(${email})`) });
  });

  it('ends every session of the account, the apps’ tokens too; the owner may sign in again', async () => {
    const owner = await signedIn(portal, 'secretariat');
    const tokens = await appTokens(portal, owner);
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(200);
    const userId = await portal.userId(secretariat);
    const admin = await signedIn(portal, 'admin.lyon');
    await acted(admin, userId, 'end-sessions');
    expect(await me(owner)).toBe(401);
    expect(await userinfoStatus(portal, tokens.access_token)).toBe(401);
    expect(await refreshStatus(portal, tokens.refresh_token!)).toBe(400);
    expect(spa((await openClientApp(owner)).location).route).toBe('login');
    await portal.mail.waitFor(secretariat, /sessions .* ont été fermées/);
    expect(await me(await signedInAs(portal, secretariat))).toBe(200);
    expect(await me(admin)).toBe(200);
    await expectAudited(admin, userId, 'sessionsEnded');
  });

  it('e-mails a password-reset link that works', async () => {
    const userId = await portal.userId(secretariat);
    const admin = await signedIn(portal, 'admin.lyon');
    await acted(admin, userId, 'send-password-reset');
    const mail = await portal.mail.waitFor(secretariat, /Réinitialisation/);
    expect(mail.text).toContain('Un administrateur vous envoie un lien');
    const token = /\/#\/reinit-password\/([\w-]+)/.exec(mail.text)![1]!;
    const done = await resetPassword(portal.browser(), token, 'Nouveau-Secret-2026!');
    expect(done.headers.location).toBe('/#/?passwordReset=ok');
    await signedInAs(portal, secretariat, 'Nouveau-Secret-2026!');
    expect(await passwordAccepted(portal.browser(), secretariat)).toBe(false);
    await expectAudited(admin, userId, 'passwordResetSent');
    expect((await audit(admin, { userId, action: 'passwordReset' })).map((event) => event.actor)).toEqual([null]);
  });

  it('takes one of two locks at once: exactly one 200, one mail, one event', async () => {
    const userId = await portal.userId(secretariat);
    const first = await signedIn(portal, 'admin.lyon');
    const second = await signedIn(portal, 'admin.lyon');
    const answers = await Promise.all(
      [first, second].map((admin, i) => act(admin, userId, 'lock', { reason: `Motif ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectRefusal(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      adminMessages.alreadyLocked,
    );
    await portal.mail.waitFor(secretariat, /a été verrouillé/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(portal.mail.to(secretariat, /a été verrouillé/)).toHaveLength(1);
    expect(await audit(first, { userId, action: 'accountLocked' })).toHaveLength(1);
  });
});
