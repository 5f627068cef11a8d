/**
 * A mail still refused after its tries is failed, with the SMTP server's answer; the super
 * administrator lists it and sends it again (and only he can).
 */
import { expect, it } from 'vitest';
import { adminMessages, httpMessages, mailOutboxMessages, type OutboxMails } from '@portal/shared';
import { audit, expectRefusal, read } from '../admin/support.ts';
import type { Browser } from '../support/browser.ts';
import { describePortal } from '../support/harness.ts';
import { outboxRows, rowReaching, SESSIONS_ENDED, sessionsEndedNotice, signedIn } from './support.ts';

const failedMails = (browser: Browser) => read<OutboxMails>(browser, '/api/admin/mails?state=failed');
const resend = (browser: Browser, mailId: string, options?: { xsrf?: boolean }) =>
  browser.json('POST', `/api/admin/mails/${mailId}/resend`, {}, options);

describePortal('mail outbox: failed after its tries, sent again by the super administrator', (portal) => {
  it('fails a mail after the configured tries, lists it with its error, and sends it again', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    portal.mail.refuse();
    const to = await sessionsEndedNotice(portal, superAdmin);
    const failed = await rowReaching(portal, to, 'failed', 30_000);
    expect(failed.attempts).toBe(portal.config.mail.delivery.tries);
    expect(failed.body).not.toBeNull();

    // The doctor's account has two addresses: one notice to each, both failed.
    await expect
      .poll(async () => (await outboxRows(portal)).filter((row) => row.state === 'failed').length, { timeout: 20_000 })
      .toBe(2);
    const { mails } = await failedMails(superAdmin);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.id === failed.id)).toEqual({
      id: failed.id,
      to,
      subject: 'Vos sessions du Portail Anapath ont été fermées',
      kind: 'sessions-ended',
      attempts: 3,
      lastError: expect.stringMatching(/451/) as string,
      createdAt: failed.createdAt.toISOString(),
      lastAttemptAt: failed.lastAttemptAt!.toISOString(),
    });

    portal.mail.accept();
    const response = await resend(superAdmin, failed.id);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({});
    await portal.mail.waitFor(to, SESSIONS_ENDED);
    expect(await rowReaching(portal, to, 'sent')).toMatchObject({ attempts: 1, body: null });
    expect((await failedMails(superAdmin)).mails.map((mail) => mail.id)).toEqual(
      mails.filter((mail) => mail.id !== failed.id).map((mail) => mail.id),
    );
    const [event] = await audit(superAdmin, { action: 'mailResent' });
    expect(event).toBeDefined();
    // Sent: nothing to send again.
    expectRefusal(await resend(superAdmin, failed.id), 404, mailOutboxMessages.mailUnknown);
  });

  it('refuses a resend to a centre administrator, a visitor, a bad id, a missing XSRF header, and twice', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    const lyon = await signedIn(portal, 'admin.lyon');
    portal.mail.refuse();
    const to = await sessionsEndedNotice(portal, superAdmin);
    const failed = await rowReaching(portal, to, 'failed', 30_000);

    expectRefusal(
      await lyon.get('/api/admin/mails?state=failed', { accept: 'application/json' }),
      403,
      adminMessages.superAdminOnly,
    );
    expectRefusal(await resend(lyon, failed.id), 403, adminMessages.superAdminOnly);
    const visitor = portal.browser();
    expectRefusal(await visitor.get('/api/admin/mails?state=failed', { accept: 'application/json' }), 401);
    expectRefusal(await resend(visitor, failed.id), 401);

    expectRefusal(await superAdmin.get('/api/admin/mails?state=lost', { accept: 'application/json' }), 400);
    expectRefusal(await superAdmin.get('/api/admin/mails', { accept: 'application/json' }), 400);
    expectRefusal(await resend(superAdmin, 'not-an-id'), 404, mailOutboxMessages.mailUnknown);
    expectRefusal(
      await resend(superAdmin, '00000000-0000-4000-8000-000000000000'),
      404,
      mailOutboxMessages.mailUnknown,
    );
    expectRefusal(await resend(superAdmin, `${failed.id}\u0000`), 400);
    expectRefusal(await resend(superAdmin, 'x'.repeat(300)), 400);
    const withoutXsrf = await resend(superAdmin, failed.id, { xsrf: false });
    expect(withoutXsrf.statusCode).toBe(403);
    expect(withoutXsrf.json<{ message: string }>().message).toBe(httpMessages.xsrfRefused);

    // Still refused: the first resend queues it again, the second finds it queued.
    expect((await resend(superAdmin, failed.id)).statusCode).toBe(202);
    expectRefusal(await resend(superAdmin, failed.id), 409, mailOutboxMessages.mailAlreadyQueued);
    expect(await audit(superAdmin, { action: 'mailResent' })).toHaveLength(1);
  });
});
