/** The profile calls as the browser makes them: read, and a change set. */
import { expect } from 'vitest';
import type { ProfilePatch, UserProfile } from '@portal/shared';
import type { Browser } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { demo, type Portal } from './support/harness.ts';

export async function signedIn(portal: Portal, name: string): Promise<Browser> {
  const browser = portal.browser();
  await signIn(browser, portal.mail, demo(name));
  return browser;
}

export async function readProfile(browser: Browser): Promise<UserProfile> {
  const response = await browser.get('/api/users/me', { accept: 'application/json' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserProfile>();
}

export const patchProfile = (browser: Browser, patch: ProfilePatch | Record<string, unknown>) =>
  browser.json('PATCH', '/api/users/me', patch);

/** A change the server accepts: its answer, the profile. */
export async function patched(browser: Browser, patch: ProfilePatch): Promise<UserProfile> {
  const response = await patchProfile(browser, patch);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserProfile>();
}

/** A change the server refuses: its French message and field. */
export async function refused(browser: Browser, patch: ProfilePatch | Record<string, unknown>) {
  const response = await patchProfile(browser, patch);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string; code: string; field?: string }>();
}
