/** `/metrics`: the counters an operator watches, beside the process's own. */
import { expect, it } from 'vitest';
import { emailCode, errOf, signIn, startSignIn, submitPassword } from './support/flows.ts';
import { demo, describePortal } from './support/harness.ts';
import { signedIn } from './profile-support.ts';
import { METRICS_TOKEN, scrapeMetrics } from './support/metrics.ts';

describePortal(
  'metrics',
  (portal) => {
    const scrape = () => scrapeMetrics(portal);

    it('counts sign-ins by result, codes sent, failed mails and throttled accounts', async () => {
      const before = await scrape();
      await signIn(portal.browser(), portal.mail, demo('medecin'));

      // A code the SMTP server refuses at first: recorded and answered, its failed try counted (the
      // outbox retries it).
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await submitPassword(browser, interactionId, demo('secretariat'));
      portal.mail.refuse();
      try {
        expect((await browser.json('POST', '/otp/sendByEmail')).statusCode).toBe(200);
      } finally {
        portal.mail.accept();
      }
      await emailCode(browser, portal.mail, demo('secretariat'));

      // Wrong passwords from a browser the account never signed in from: past max_failed_logins
      // (3 in the test overlay) the account is throttled, and the next attempt refused as such.
      const stranger = portal.browser();
      const { interactionId: strangerInteraction } = await startSignIn(stranger);
      for (let attempt = 0; attempt <= portal.config.security.max_failed_logins; attempt += 1) {
        const refused = await submitPassword(stranger, strangerInteraction, demo('medecin'), 'Pas-Le-Bon-1!');
        expect(errOf(refused)).toBe('loginMismatch');
      }

      const after = await scrape();
      const delta = (sample: string) => (after.get(sample) ?? 0) - (before.get(sample) ?? 0);
      expect(delta('portal_sign_ins_total{result="ok",method="email_code"}')).toBe(1);
      expect(delta('portal_sign_ins_total{result="refused",method="password"}')).toBe(
        portal.config.security.max_failed_logins,
      );
      expect(delta('portal_sign_ins_total{result="throttled",method="password"}')).toBe(1);
      // The code recorded while the SMTP server refused counts too: it is sent on a retry.
      expect(delta('portal_codes_sent_total{purpose="sign_in"}')).toBe(3);
      expect(delta('portal_mails_failed_total')).toBe(1);
      expect(delta('portal_account_locks_total{reason="throttled"}')).toBe(1);
      // Declared from the start, so that a dashboard reads 0 rather than nothing.
      expect(after.get('portal_database_errors_total')).toBe(0);
    });

    it("counts an administrator's lock, and the sign-ins it refuses", async () => {
      const before = await scrape();
      const admin = await signedIn(portal, 'admin.lyon');
      const locked = await admin.json('POST', `/api/admin/users/${await portal.userId(demo('secretariat'))}/lock`, {
        reason: 'Poste partagé',
      });
      expect(locked.statusCode, locked.body).toBe(200);
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      expect(errOf(await submitPassword(browser, interactionId, demo('secretariat')))).toBe('loginMismatch');

      const after = await scrape();
      const delta = (sample: string) => (after.get(sample) ?? 0) - (before.get(sample) ?? 0);
      expect(delta('portal_account_locks_total{reason="administrator"}')).toBe(1);
      expect(delta('portal_sign_ins_total{result="locked",method="password"}')).toBe(1);
    });
  },
  {
    configure(config) {
      config.security.metrics_token = METRICS_TOKEN;
    },
  },
);
