/** Two instances of the portal on one database work the outbox together: each mail goes out once. */
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openJobQueue } from '../../src/jobs/queue.ts';
import { createLogger } from '../../src/logger.ts';
import { renderMail } from '../../src/mail/layout.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { createOutbox } from '../../src/mail-outbox/outbox.ts';
import { loadOrCreateJwks } from '../../src/oidc/keys.ts';
import { createPasswordHasher } from '../../src/security/passwords.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import { describePortal } from '../support/harness.ts';
import { outboxRows } from './support.ts';

const MAILS = 20;

describePortal('mail outbox: two instances', (portal) => {
  it('delivers each of 20 mails once when two instances work the outbox', async () => {
    const log = createLogger('silent');
    const database = {
      db: portal.db,
      kind: portal.kind,
      jobQueueConnection: portal.jobQueueConnection,
      ping: async () => true,
      close: async () => {},
    };
    const second = await buildApp({
      config: portal.config,
      database,
      mailer: createMailer(portal.config.mail, log),
      log,
      hasher: await createPasswordHasher(portal.config.security.argon2),
      jwks: await loadOrCreateJwks(portal.config.security.jwks_file),
    });
    await second.ready();
    // The mails recorded by a third party that only sends jobs, as a request of either would.
    const sender = await openJobQueue({ database, log });
    try {
      const outbox = createOutbox({
        db: portal.db,
        jobs: sender,
        secretBox: createSecretBox(portal.config.security.encryption_key),
        log,
      });
      const recipients = Array.from({ length: MAILS }, (_, n) => `destinataire.${n}@exemple.fr`);
      await outbox(recipients, renderMail({ subject: 'Avis de test', paragraphs: ['Un avis.'] }), { kind: 'test' });
      await expect
        .poll(async () => (await outboxRows(portal)).filter((row) => row.state === 'sent').length, { timeout: 30_000 })
        .toBe(MAILS);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const to of recipients) expect(portal.mail.to(to, /Avis de test/), to).toHaveLength(1);
      expect((await outboxRows(portal)).map((row) => row.attempts)).toEqual(Array(MAILS).fill(1));
    } finally {
      await sender.stop(1000);
      await second.close();
    }
  });
});
