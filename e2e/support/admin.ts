import { expect, type Browser } from '@playwright/test';
import type { AccountAwaitingValidation } from '@portal/shared';
import { demo, signInWithEmailCode } from './journeys.ts';
import type { Mailbox } from './mailbox.ts';

/**
 * An administrator signs in in their own browser and validates the account of `email` through the
 * administration call (the admin screens come with their own issue).
 */
export async function adminValidates(
  browser: Browser,
  baseURL: string,
  mailbox: Mailbox,
  admin: string,
  email: string,
) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await signInWithEmailCode(page, mailbox, demo(admin));
    const awaiting = await page.request.get('/api/admin/users/unactivated');
    expect(awaiting.status()).toBe(200);
    const account = ((await awaiting.json()) as AccountAwaitingValidation[]).find((a) => a.email === email);
    expect(account, `${email} awaits ${admin}'s validation`).toBeDefined();
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const activation = await page.request.post(`/api/admin/users/${account!.userId}/activate`, {
      headers: { 'X-XSRF-TOKEN': xsrf, origin: baseURL },
    });
    expect(activation.status()).toBe(200);
  } finally {
    await context.close();
  }
}
