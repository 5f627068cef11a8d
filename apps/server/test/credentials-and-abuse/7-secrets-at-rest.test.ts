/**
 * What was seen 7: wrong second-factor codes never slowed or alerted; codes were stored as unsalted
 * SHA-256 of 6 or 9 digits (reversible by trying every number); OIDC access and refresh tokens were
 * stored in clear as row ids.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { oidcPayloads, oneTimeCodes, users } from '../../src/db/schema.ts';
import { emailCode, errOf, signIn, startSignIn, submitCode, submitPassword } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { appTokens } from './support.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describePortal('What was seen 7: second factor and secrets at rest', (portal) => {
  it('counts wrong codes as failed sign-ins: they throttle the account and alert its owner', async () => {
    const failures = portal.config.security.max_failed_logins;
    const attacker = portal.browser();
    const { interactionId } = await startSignIn(attacker);
    await submitPassword(attacker, interactionId, demo('medecin'));
    await emailCode(attacker, portal.mail, demo('medecin'));
    const answers: (string | null)[] = [];
    for (let i = 0; i < failures; i += 1) answers.push(errOf(await submitCode(attacker, interactionId, '000000')));
    expect(answers).toEqual(Array<string>(failures).fill('otpTokenMismatch'));
    const [row] = await portal.db
      .select({ until: users.throttledUntil })
      .from(users)
      .where(eq(users.id, await portal.userId(demo('medecin'))));
    expect(row!.until).not.toBeNull();
    await portal.mail.waitFor(demo('medecin'), /Tentatives de connexion sur votre compte/);
  });

  it('keeps no code in a form its digits can be found back from', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    const { code } = await emailCode(browser, portal.mail, demo('medecin'));
    const stored = (await portal.db.select({ hash: oneTimeCodes.codeHash }).from(oneTimeCodes)).map((r) => r.hash);
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(sha256(code));
    expect(stored).not.toContain(code);
  });

  it('stores no access or refresh token, nor code, as it was given to the app', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const tokens = await appTokens(portal, browser);
    const rows = await portal.db.select({ id: oidcPayloads.id, payload: oidcPayloads.payload }).from(oidcPayloads);
    const table = JSON.stringify(rows);
    for (const secret of [tokens.access_token, tokens.refresh_token!]) expect(table).not.toContain(secret);
  });
});
