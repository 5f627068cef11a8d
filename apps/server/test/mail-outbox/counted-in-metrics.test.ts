/** `portal_mails_total{state}`: mails queued, sent, retried and failed, as an operator watches them. */
import { expect, it } from 'vitest';
import { describePortal } from '../support/harness.ts';
import { outboxRows, rowReaching, SESSIONS_ENDED, sessionsEndedNotice, signedIn } from './support.ts';
import { METRICS_TOKEN, scrapeMetrics } from '../support/metrics.ts';

describePortal(
  'mail outbox: metrics',
  (portal) => {
    const scrape = () => scrapeMetrics(portal);

    it('counts a mail queued and sent, and one retried until it failed', async () => {
      const superAdmin = await signedIn(portal, 'superadmin');
      const before = await scrape();
      const to = await sessionsEndedNotice(portal, superAdmin);
      await portal.mail.waitFor(to, SESSIONS_ENDED);
      await rowReaching(portal, to, 'sent');
      // One mail to each of the doctor's addresses.
      const perNotice = (await outboxRows(portal)).filter((row) => row.kind === 'sessions-ended').length;
      portal.mail.refuse();
      await sessionsEndedNotice(portal, superAdmin);
      await expect
        .poll(async () => (await scrape()).get('portal_mails_total{state="failed"}') ?? 0, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe((before.get('portal_mails_total{state="failed"}') ?? 0) + perNotice);

      const after = await scrape();
      const delta = (sample: string) => (after.get(sample) ?? 0) - (before.get(sample) ?? 0);
      const { tries } = portal.config.mail.delivery;
      expect(delta('portal_mails_total{state="queued"}')).toBe(2 * perNotice);
      expect(delta('portal_mails_total{state="sent"}')).toBe(perNotice);
      expect(delta('portal_mails_total{state="retried"}')).toBe((tries - 1) * perNotice);
      expect(delta('portal_mails_total{state="failed"}')).toBe(perNotice);
      // Each SMTP try refused.
      expect(delta('portal_mails_failed_total')).toBe(tries * perNotice);
    });
  },
  {
    configure(config) {
      config.security.metrics_token = METRICS_TOKEN;
    },
  },
);
