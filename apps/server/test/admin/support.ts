/** The calls of the administration space's tests, as its screens make them. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { adminSiteIds, jobPlaceIds } from '../../src/seed/index.ts';
import { createTestAccount } from '../../src/seed/test-accounts.ts';
import type { AccountSpec } from '../../src/accounts/repository.ts';
import type { AccountAction, AuditAction, AuditEvent, Page } from '@portal/shared';
import type { Browser, Response } from '../support/browser.ts';
import { signIn, startSignIn, submitPassword, errOf } from '../support/flows.ts';
import { demo, type Portal } from '../support/harness.ts';

export { signedIn } from '../profile-support.ts';

/** The Lyon centre's label, as the lists show it. */
export const LYON = 'Centre de pathologie Lyon Est';
export const lyonJobPlace = { jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon };

/** A French sentence: an accented letter or a common French word. */
export const FRENCH = /[àâçéèêëîïôûùüœ]|\b(le|la|les|de|des|du|un|une|est|pas|ce|cette|vous|doit)\b/i;

/** A GET the server answers 200: its JSON. */
export async function read<T>(browser: Browser, url: string): Promise<T> {
  const response = await browser.get(url, { accept: 'application/json' });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** A refusal: its status, and its French message (the one given, if any). */
export function expectRefusal(response: Response, status: number, message?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ message: string }>();
  if (message) expect(body.message).toBe(message);
  else expect(body.message).toMatch(FRENCH);
}

/** `POST /api/admin/users/{userId}/{action}`. */
export const act = (browser: Browser, userId: string, action: AccountAction, body: unknown = {}) =>
  browser.json('POST', `/api/admin/users/${userId}/${action}`, body);

/** An action the server takes: 200 `{}`. */
export async function acted(browser: Browser, userId: string, action: AccountAction, body: unknown = {}) {
  const response = await act(browser, userId, action, body);
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  expect(response.json()).toEqual({});
}

/** The audit log's events, as the administrator's search finds them. */
export async function audit(
  browser: Browser,
  query: { userId?: string; action?: AuditAction; q?: string } = {},
): Promise<AuditEvent[]> {
  const params = new URLSearchParams({ pageSize: '100', ...query });
  return (await read<Page<AuditEvent>>(browser, `/api/admin/audit?${params}`)).items;
}

/** An activated account of the Lyon centre (or as `spec` says), signing in with the demo password. */
export async function lyonAccount(portal: Portal, spec: Partial<AccountSpec> = {}) {
  const [demoAccount] = await portal.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, await portal.userId(demo('medecin'))));
  const passwordHash = demoAccount!.passwordHash;
  return createTestAccount(portal.db, { passwordHash, jobCode: 'SEC', jobPlaces: [lyonJobPlace], ...spec });
}

/** Whether a sign-in with the password gets past the password step. */
export async function passwordAccepted(browser: Browser, email: string, password?: string): Promise<boolean> {
  const { interactionId } = await startSignIn(browser);
  const response = await submitPassword(browser, interactionId, email, password);
  return errOf(response) === null;
}

/** A whole sign-in; `signIn` of the flows, for a browser of its own. */
export async function signedInAs(portal: Portal, email: string, password?: string): Promise<Browser> {
  const browser = portal.browser();
  await signIn(browser, portal.mail, email, password);
  return browser;
}
