/**
 * A mail refused for good by the SMTP relay (its recipient refused at every try, the test overlay's
 * few quick tries) reaches the super administrator's screen of failed mails with the relay's answer;
 * once the relay accepts the address again, he sends it again from the keyboard and it arrives.
 */
import { labels, type AdminAccountSummary, type Page as ListPage } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { disposable } from './support/journeys.ts';
import { expectNotice, goToAdminScreen, openAdminSpace } from './support/admin.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';
import { gateControl } from './support/smtp-gate.ts';

const texts = labels.admin.failedMails;
const RESET_SUBJECT = /Réinitialisation de votre mot de passe/;

test('a mail refused at every try is listed for the super administrator, who sends it again', async ({
  page,
  stack,
  mailbox,
  expectAccessible,
}) => {
  const owner = disposable(15);
  const relay = gateControl(stack.smtpGateURL);
  await relay.refuse(owner);
  try {
    await openAdminSpace(page, mailbox, 'superadmin');
    // The mail: a password-reset link the super administrator sends the owner (through the API).
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const found = (await (
      await page.request.get('/api/admin/users?q=bench-15')
    ).json()) as ListPage<AdminAccountSummary>;
    const sent = await page.request.post(`/api/admin/users/${found.items[0]!.userId}/send-password-reset`, {
      headers: { 'X-XSRF-TOKEN': xsrf, origin: stack.baseURL },
    });
    expect(sent.ok()).toBe(true);

    await goToAdminScreen(page, 'mails');
    await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    const resend = page.getByRole('button', { name: texts.resend.replace('{{address}}', owner) });
    // Its three tries (1 s, then 2 s apart) fail: the screen lists it once they are spent.
    await expect(async () => {
      await page.reload();
      await expect(resend).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const row = page.getByRole('row').filter({ has: resend });
    await expect(row).toContainText(RESET_SUBJECT);
    await expect(row).toContainText(`550 5.1.1 <${owner}>`);
    await expect(row).toContainText(texts.attemptsDone.replace('{{count}}', '3').split(',')[0]!);
    await expectAccessible(page, 'the failed mails');

    await relay.refuse(owner, false);
    await page.setViewportSize(SMALL_SCREEN);
    await expectFitsSmallScreen(page, 'the failed mails');
    const since = new Date(Date.now() - 1000);
    await resend.focus();
    await page.keyboard.press('Enter');
    await expectNotice(page, texts.resent.replace('{{address}}', owner));
    await expect(resend).toBeHidden();
    await mailbox.waitFor(owner, RESET_SUBJECT, since);
  } finally {
    await relay.refuse(owner, false);
  }
});
