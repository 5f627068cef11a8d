/** `portal_mails_total{state}`: mails queued, sent, retried and failed, as an operator watches them. */
import { expect, it } from 'vitest';
import { describePortal } from '../support/harness.ts';
import { outboxRows, rowReaching, SESSIONS_ENDED, sessionsEndedNotice, signedIn } from './support.ts';

const TOKEN = 'jeton-des-metriques';

describePortal(
  'mail outbox: metrics',
  (portal) => {
    async function scrape(): Promise<Map<string, number>> {
      const response = await portal.browser().get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
      const samples = new Map<string, number>();
      for (const line of response.body.split('\n')) {
        const match = /^(\w+(?:\{[^}]*\})?) (\S+)$/.exec(line);
        if (match) samples.set(match[1]!, Number(match[2]));
      }
      return samples;
    }

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
      config.security.metrics_token = TOKEN;
    },
  },
);
