/**
 * What was seen 1: ten wrong passwords locked any account for good, the tenth answer told the
 * address existed, and a locked account then answered the right password differently from a wrong
 * one (a password oracle). Now: a throttle with a growing delay, one answer for every refusal, and
 * the account's own devices, a password reset or time end it.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';
import type { Browser } from '../support/browser.ts';
import { errOf, signIn, startSignIn, submitPassword } from '../support/flows.ts';
import { demo, describePortal, type Portal } from '../support/harness.ts';

const medecin = demo('medecin');

/** The `err` of a password attempt from a browser, in a fresh interaction. */
async function attempt(browser: Browser, email: string, password: string) {
  const { interactionId } = await startSignIn(browser);
  return errOf(await submitPassword(browser, interactionId, email, password));
}

async function throttledUntil(portal: Portal) {
  const [row] = await portal.db
    .select({ until: users.throttledUntil, failures: users.failedLoginCount })
    .from(users)
    .where(eq(users.id, await portal.userId(medecin)));
  return row!;
}

describePortal('What was seen 1: a lockout that protects and cannot be used as a weapon', (portal) => {
  it('answers every refusal alike: wrong password, unknown address, throttled account, right password on it', async () => {
    const failures = portal.config.security.max_failed_logins;
    expect(failures).toBe(3);
    const attacker = portal.browser();
    const answers: (string | null)[] = [];
    for (let i = 0; i < failures + 2; i += 1) answers.push(await attempt(attacker, medecin, `Mauvais-${i}-Mot!`));
    answers.push(await attempt(attacker, demo('personne'), `Mauvais-Mot-1!`));
    // The right password, while throttled, from a device that never signed in: the same answer.
    answers.push(await attempt(attacker, medecin, DEMO_PASSWORD));
    expect(answers).toEqual(Array<string>(failures + 4).fill('loginMismatch'));

    // Throttled, not locked: the account is neither locked nor counting attempts made while throttled.
    const state = await throttledUntil(portal);
    expect(state.failures).toBe(failures);
    expect(state.until!.getTime()).toBeGreaterThan(Date.now());
    const [account] = await portal.db
      .select({ locked: users.locked })
      .from(users)
      .where(eq(users.id, await portal.userId(medecin)));
    expect(account!.locked).toBe(false);
  });

  it('tells the owner once, with a reset link, and the administrators of the centres once', async () => {
    const attacker = portal.browser();
    for (let i = 0; i < 6; i += 1) await attempt(attacker, medecin, `Mauvais-${i}-Mot!`);
    await portal.mail.waitFor(medecin, /Tentatives de connexion sur votre compte/);
    for (const admin of [demo('admin.lyon'), demo('superadmin')]) {
      const notice = await portal.mail.waitFor(admin, /Tentatives de connexion répétées/);
      expect(notice.text).toContain(`Claire Dubois (${medecin})`);
    }
    expect(portal.mail.to(medecin)).toHaveLength(1);
    expect(portal.mail.messages.flatMap((m) => m.to).sort()).toEqual([demo('admin.lyon'), medecin, demo('superadmin')]);
    // The owner's link ends the throttle and lets them in again, from any device.
    const link = /\/#\/reinit-password\/([\w-]+)/.exec(portal.mail.to(medecin)[0]!.text)?.[1];
    expect(link).toBeTruthy();
    const reset = await portal.browser().postForm('/api/password/reinit', {
      token: link!,
      password: 'Nouveau-Mot-2026!',
      confirmPassword: 'Nouveau-Mot-2026!',
    });
    expect(reset.headers.location).toBe('/#/?passwordReset=ok');
    expect((await throttledUntil(portal)).until).toBeNull();
    await signIn(portal.browser(), portal.mail, medecin, 'Nouveau-Mot-2026!');
  });

  it("lets the account's own device in while an attacker throttles it", async () => {
    const doctor = portal.browser();
    await signIn(doctor, portal.mail, medecin);
    const attacker = portal.browser();
    for (let i = 0; i < 5; i += 1) await attempt(attacker, medecin, `Mauvais-${i}-Mot!`);
    expect(await attempt(attacker, medecin, DEMO_PASSWORD)).toBe('loginMismatch');
    // The doctor's browser, its sessions ended since, completed a sign-in before: it is not slowed.
    await signIn(doctor.keeping('portal_device'), portal.mail, medecin);
  });

  it('ends the throttle when its delay is over, and doubles the delay with each further failure', async () => {
    const attacker = portal.browser();
    for (let i = 0; i < 3; i += 1) await attempt(attacker, medecin, `Mauvais-${i}-Mot!`);
    // A failure is counted just after its answer.
    const { base_seconds: base } = portal.config.security.throttle;
    const first = await vi.waitFor(async () => (await throttledUntil(portal)).until!.getTime() - Date.now());
    expect(first).toBeLessThanOrEqual(base * 1000);
    await portal.db.update(users).set({ throttledUntil: sql`now() - interval '1 second'` });
    expect(await attempt(attacker, medecin, 'Encore-Faux-1!')).toBe('loginMismatch');
    await expect
      .poll(async () => (await throttledUntil(portal)).until!.getTime() - Date.now())
      .toBeGreaterThan(base * 1000);
    await portal.db.update(users).set({ throttledUntil: sql`now() - interval '1 second'` });
    await signIn(portal.browser(), portal.mail, medecin);
    expect(await throttledUntil(portal)).toMatchObject({ failures: 0, until: null });
  });

  it("answers a locked account's right and wrong passwords alike, and counts nothing", async () => {
    const browser = portal.browser();
    expect(await attempt(browser, demo('bloque'), 'Mauvais-Mot-1!')).toBe('loginMismatch');
    expect(await attempt(browser, demo('bloque'), DEMO_PASSWORD)).toBe('loginMismatch');
    const [row] = await portal.db
      .select({ failures: users.failedLoginCount })
      .from(users)
      .where(eq(users.id, await portal.userId(demo('bloque'))));
    expect(row!.failures).toBe(0);
    expect(portal.mail.messages).toHaveLength(0);
  });

  it('the right password clears the count of failures', async () => {
    const browser = portal.browser();
    for (let i = 0; i < 2; i += 1) await attempt(browser, medecin, 'Mauvais-Mot-1!');
    await signIn(browser, portal.mail, medecin);
    expect(await throttledUntil(portal)).toMatchObject({ failures: 0, until: null });
  });
});
