import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recoveryCodeMessages, readRecoveryCode } from '@portal/shared';
import { auditEvents, recoveryCodes } from '../../src/db/schema.ts';
import { signInLongAgo, stepUpAsked, reauthenticate } from '../credentials-and-abuse/support.ts';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';
import { demo, describePortal } from '../support/harness.ts';
import { codesStatus, generateCodes, signedInAs, withAuthenticatorApp } from './support.ts';

describePortal('recovery codes: generated after step-up, shown once, stored hashed', (portal) => {
  it('gives ten codes easy to type to an account with an authenticator app, keeps only their keyed hash', async () => {
    const email = demo('totp');
    const browser = await signedInAs(portal, email);
    expect(await codesStatus(browser)).toEqual({ remaining: 0, available: true });
    portal.mail.clear();

    const codes = await generateCodes(browser);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(readRecoveryCode(code.toLowerCase().replace('-', ' '))).toBe(code.replace('-', ''));
    }
    expect(await codesStatus(browser)).toEqual({ remaining: 10, available: true });

    const stored = await portal.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, await portal.userId(email)));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of codes) {
      expect(storedText).not.toContain(code.replace('-', ''));
      expect(storedText).not.toContain(code);
    }

    // Audited, and the owner told.
    const events = await portal.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, await portal.userId(email)));
    expect(events.map((event) => event.action)).toContain('recoveryCodesGenerated');
    expect((await portal.mail.waitFor(email, /Nouveaux codes de secours/)).text).toMatch(
      /anciens ne fonctionnent plus/,
    );
  });

  it('voids them when the authenticator app, the factor they stand in for, is turned off', async () => {
    const email = demo('totp');
    const browser = await signedInAs(portal, email);
    await generateCodes(browser);
    expect((await browser.json('POST', '/api/users/otp/deactivate')).statusCode).toBe(200);
    expect(await codesStatus(browser)).toEqual({ remaining: 0, available: false });
  });

  it('refuses them to an account whose only second factor is the code by e-mail', async () => {
    const browser = await signedInAs(portal, demo('medecin'));
    expect(await codesStatus(browser)).toEqual({ remaining: 0, available: false });
    const refused = await browser.json('POST', '/api/users/me/recovery-codes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: recoveryCodeMessages.noFactor });
    expect(await codesStatus(browser)).toEqual({ remaining: 0, available: false });
  });

  it('asks for the password again when the sign-in is not recent, then regenerates', async () => {
    const email = demo('medecin');
    await withAuthenticatorApp(portal, email);
    const browser = await signedInAs(portal, email);
    const first = await generateCodes(browser);
    await signInLongAgo(portal);

    const asked = await browser.json('POST', '/api/users/me/recovery-codes');
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject(stepUpAsked);
    expect(await codesStatus(browser)).toEqual({ remaining: 10, available: true });

    expect((await reauthenticate(browser, DEMO_PASSWORD)).statusCode).toBe(200);
    const second = await generateCodes(browser);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    expect(await codesStatus(browser)).toEqual({ remaining: 10, available: true });
  });

  it('answers 401 to a visitor and 403 without the XSRF header', async () => {
    const visitor = portal.browser();
    await visitor.get('/me');
    expect((await visitor.json('POST', '/api/users/me/recovery-codes')).statusCode).toBe(401);
    expect((await visitor.get('/api/users/me/recovery-codes', { accept: 'application/json' })).statusCode).toBe(401);

    const browser = await signedInAs(portal, demo('totp'));
    const noXsrf = await browser.json('POST', '/api/users/me/recovery-codes', undefined, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json<{ message: string }>().message).toMatch(/[éèà]|\bde\b/);
    expect(await codesStatus(browser)).toEqual({ remaining: 0, available: true });
  });
});
