import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.ts';
import { idTokenClaims, ACR_TWO_FACTORS } from '../oidc-standards/support.ts';
import { audit, signedInAs as adminBrowser } from '../admin/support.ts';
import { errOf, expectSignedIn, spa, startSignIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import {
  atSecondFactor,
  codesStatus,
  generateCodes,
  remainingOf,
  signedInAs,
  submitRecoveryCode,
  withAuthenticatorApp,
} from './support.ts';

describePortal('a recovery code in place of the lost authenticator app, at the second-factor step', (portal) => {
  it('signs in with a code typed loosely, amr pwd and otp, the two-factor class; the owner is told nine are left', async () => {
    const email = demo('totp');
    const codes = await generateCodes(await signedInAs(portal, email));
    portal.mail.clear();

    const { browser, interactionId, screen } = await atSecondFactor(portal, email);
    expect(screen).toBe('totp');
    const typed = ` ${codes[3]!.toLowerCase().replace('-', ' ')} `;
    await expectSignedIn(browser, await submitRecoveryCode(browser, interactionId, typed));
    expect(await idTokenClaims(portal, browser)).toMatchObject({ amr: ['pwd', 'otp'], acr: ACR_TWO_FACTORS });
    expect(await codesStatus(browser)).toEqual({ remaining: 9, available: true });

    const mail = await portal.mail.waitFor(email, /code de secours a été utilisé/);
    expect(mail.text).toContain('Il vous reste 9 codes de secours.');
    expect(mail.text).toMatch(/pas à l'origine/);

    // The audit log names the method apart from the authenticator app.
    const superAdmin = await adminBrowser(portal, demo('superadmin'));
    const signIns = await audit(superAdmin, { userId: await portal.userId(email), action: 'signIn' });
    expect(signIns[0]!.details).toMatchObject({ method: 'recovery_code' });
  });

  it('refuses a used code, and counts it as a wrong code', async () => {
    const email = demo('totp');
    const codes = await generateCodes(await signedInAs(portal, email));
    const first = await atSecondFactor(portal, email);
    await expectSignedIn(first.browser, await submitRecoveryCode(first.browser, first.interactionId, codes[0]!));

    const again = await atSecondFactor(portal, email);
    const refused = await submitRecoveryCode(again.browser, again.interactionId, codes[0]!);
    expect(refused.statusCode).toBe(303);
    expect(spa(refused.headers.location as string).route).toBe('totp');
    expect(errOf(refused)).toBe('recoveryCodeMismatch');
    const [user] = await portal.db
      .select({ failures: users.failedLoginCount })
      .from(users)
      .where(eq(users.id, await portal.userId(email)));
    expect(user!.failures).toBe(1);
    // The same interaction still takes another code.
    await expectSignedIn(again.browser, await submitRecoveryCode(again.browser, again.interactionId, codes[1]!));
  });

  it("refuses another account's code", async () => {
    const theirs = await generateCodes(await signedInAs(portal, demo('totp')));
    await withAuthenticatorApp(portal, demo('medecin'));
    await generateCodes(await signedInAs(portal, demo('medecin')));

    const { browser, interactionId } = await atSecondFactor(portal, demo('medecin'));
    expect(errOf(await submitRecoveryCode(browser, interactionId, theirs[0]!))).toBe('recoveryCodeMismatch');
    expect(await remainingOf(portal, demo('totp'))).toBe(10);
  });

  it('signs in once when two requests bring the same code at once', async () => {
    const email = demo('totp');
    const codes = await generateCodes(await signedInAs(portal, email));
    const a = await atSecondFactor(portal, email);
    const b = await atSecondFactor(portal, email);
    const answers = await Promise.all([
      submitRecoveryCode(a.browser, a.interactionId, codes[5]!),
      submitRecoveryCode(b.browser, b.interactionId, codes[5]!),
    ]);
    const refused = (answer: (typeof answers)[number]) =>
      String(answer.headers.location).startsWith('/#/') && errOf(answer) === 'recoveryCodeMismatch';
    const refusals = answers.filter(refused);
    expect(refusals).toHaveLength(1);
    const winner = answers.find((answer) => !refusals.includes(answer))!;
    await expectSignedIn(winner === answers[0] ? a.browser : b.browser, winner);
  });

  it('refuses codes of a former set once new ones are generated', async () => {
    const email = demo('totp');
    const browser = await signedInAs(portal, email);
    const old = await generateCodes(browser);
    const current = await generateCodes(browser);
    const attempt = await atSecondFactor(portal, email);
    expect(errOf(await submitRecoveryCode(attempt.browser, attempt.interactionId, old[0]!))).toBe(
      'recoveryCodeMismatch',
    );
    await expectSignedIn(
      attempt.browser,
      await submitRecoveryCode(attempt.browser, attempt.interactionId, current[0]!),
    );
  });

  it('warns when few codes are left, and when none is', async () => {
    const email = demo('totp');
    const codes = await generateCodes(await signedInAs(portal, email));
    for (const [index, code] of codes.entries()) {
      portal.mail.clear();
      const { browser, interactionId } = await atSecondFactor(portal, email);
      await expectSignedIn(browser, await submitRecoveryCode(browser, interactionId, code));
      const text = (await portal.mail.waitFor(email, /code de secours a été utilisé/)).text;
      const left = codes.length - index - 1;
      if (left === 0) expect(text).toContain('Il ne vous reste aucun code de secours');
      else if (left <= 3) expect(text).toContain(`Attention, il ne vous reste que ${left} code`);
      else expect(text).toContain(`Il vous reste ${left} codes de secours.`);
    }
  });

  it('takes no code before the password, nor on an interaction of another browser, nor malformed input', async () => {
    const email = demo('totp');
    const codes = await generateCodes(await signedInAs(portal, email));
    // Before the password: the flow awaits no second factor.
    const early = portal.browser();
    const { interactionId } = await startSignIn(early);
    const tooEarly = await submitRecoveryCode(early, interactionId, codes[0]!);
    expect(spa(tooEarly.headers.location as string).query.get('err')).toBe('sessionNotFound');

    // Another browser naming the interaction.
    const victim = await atSecondFactor(portal, email);
    const stranger = portal.browser();
    const stolen = await submitRecoveryCode(stranger, victim.interactionId, codes[0]!);
    expect(errOf(stolen)).toBe('sessionNotFound');

    for (const bad of ['', 'x'.repeat(101), 'AAAAA\u0000BBBBB', '0000000000']) {
      const answer = await submitRecoveryCode(victim.browser, victim.interactionId, bad);
      expect(answer.statusCode, bad).toBeLessThan(500);
    }
    expect(await remainingOf(portal, email)).toBe(10);
  });
});
