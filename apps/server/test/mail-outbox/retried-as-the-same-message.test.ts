/** The SMTP server refusing, then accepting: the mail is retried and arrives once, as the same message. */
import { expect, it } from 'vitest';
import { describePortal } from '../support/harness.ts';
import { rowReaching, SESSIONS_ENDED, sessionsEndedNotice, signedIn } from './support.ts';

describePortal('mail outbox: a refused mail retried', (portal) => {
  it('retries a refused mail with a growing delay and delivers it once, with the same Message-ID', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    portal.mail.refuse();
    const to = await sessionsEndedNotice(portal, superAdmin);
    // The first try was refused: the mail waits for its retry, the refusal kept.
    const queued = await rowReaching(portal, to, 'queued');
    expect(queued).toMatchObject({ attempts: 1 });
    expect(queued.lastError).toMatch(/451/);
    expect(portal.mail.to(to, SESSIONS_ENDED)).toEqual([]);
    portal.mail.accept();

    const mail = await portal.mail.waitFor(to, SESSIONS_ENDED, 15_000);
    const sent = await rowReaching(portal, to, 'sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.body).toBeNull();
    const refused = portal.mail.refused.filter((message) => message.to.includes(to));
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(new Set([...refused.map((message) => message.messageId), mail.messageId])).toEqual(
      new Set([`<${sent.id}@localhost>`]),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(portal.mail.to(to, SESSIONS_ENDED)).toHaveLength(1);
  });
});
