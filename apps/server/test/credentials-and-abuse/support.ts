/** Calls of the credential tests: a client app's tokens, their use, a reset link. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { REAUTHENTICATION_REQUIRED, httpMessages } from '@portal/shared';
import { portalSessions } from '../../src/db/schema.ts';
import type { ProfileEmail } from '@portal/shared';
import type { Browser } from '../support/browser.ts';
import { DEMO_CLIENT, exchangeCode, openClientApp } from '../support/flows.ts';
import type { Portal } from '../support/harness.ts';
import { readProfile } from '../profile-support.ts';

/** The demo app opened from a signed-in browser, with a refresh token. */
export async function appTokens(portal: Portal, browser: Browser) {
  const opened = await openClientApp(browser, undefined, undefined, {
    scope: 'openid email profile offline_access',
    prompt: 'consent',
  });
  const code = new URL(opened.location).searchParams.get('code');
  expect(code, opened.location).toBeTruthy();
  return exchangeCode(portal.browser(), code!, opened.verifier);
}

const form = { accept: 'application/json', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

/** The status of a refresh grant with `refreshToken`. */
export async function refreshStatus(portal: Portal, refreshToken: string): Promise<number> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: DEMO_CLIENT.id,
  });
  return (await portal.browser().request('POST', '/oidc/token', form, body.toString())).statusCode;
}

/** The status of the userinfo call with `accessToken`. */
export async function userinfoStatus(portal: Portal, accessToken: string): Promise<number> {
  const response = await portal.browser().get('/oidc/me', {
    accept: 'application/json',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.statusCode;
}

/** A visitor's browser on the portal's first page: it holds the XSRF cookie its script echoes. */
export async function visitor(portal: Portal): Promise<Browser> {
  const browser = portal.browser();
  await browser.get('/api/config/');
  return browser;
}

/** `POST /api/password/send-newPassword`, then the token of the link the mail carries. */
export async function resetLink(portal: Portal, email: string): Promise<string> {
  const before = portal.mail.to(email, /Réinitialisation/).length;
  const asked = await (await visitor(portal)).json('POST', '/api/password/send-newPassword', { email });
  expect(asked.statusCode).toBe(200);
  await expect.poll(() => portal.mail.to(email, /Réinitialisation/).length).toBeGreaterThan(before);
  const text = portal.mail.to(email, /Réinitialisation/).at(-1)!.text;
  return /\/#\/reinit-password\/([\w-]+)/.exec(text)![1]!;
}

export const resetPassword = (browser: Browser, token: string, password: string) =>
  browser.postForm('/api/password/reinit', { token, password, confirmPassword: password });

/** The sign-in of every open portal session was a while ago, and no password was confirmed since (step-up). */
export const signInLongAgo = (portal: Portal) =>
  portal.db.update(portalSessions).set({ authenticatedAt: sql`now() - interval '1 hour'`, reauthenticatedAt: null });

/** The answer of a change that needs a recent sign-in: the browser asks for the password, then calls again. */
export const stepUpAsked = { message: httpMessages.reauthenticationRequired, code: REAUTHENTICATION_REQUIRED };

/** `POST /api/users/me/reauthenticate`: the password again, before a sensitive change. */
export const reauthenticate = (browser: Browser, password: string) =>
  browser.json('POST', '/api/users/me/reauthenticate', { password });

/** The signed-in account's addresses as a change set sends them back (`PATCH /api/users/me`). */
export async function emailsAsSent(browser: Browser): Promise<ProfileEmail[]> {
  return (await readProfile(browser)).emails.map(({ email, isPrincipal, clientApps }) => ({
    email,
    isPrincipal,
    clientApps,
  }));
}
