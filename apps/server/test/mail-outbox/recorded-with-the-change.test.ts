/**
 * A mail is recorded in the transaction of the change that causes it: a change that rolls back
 * leaves no mail, and a mail that cannot be recorded undoes its change.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { profileMessages } from '@portal/shared';
import { act, audit } from '../admin/support.ts';
import { demo, describePortal } from '../support/harness.ts';
import { outboxRows, SESSIONS_ENDED, sessionsEndedNotice, signedIn } from './support.ts';

describePortal('mail outbox: recorded with the change, never without it', (portal) => {
  it('records the notice with its change and delivers it: one row, sent, its body erased', async () => {
    const to = await sessionsEndedNotice(portal);
    const mail = await portal.mail.waitFor(to, SESSIONS_ENDED);
    const [row] = (await outboxRows(portal)).filter((candidate) => candidate.recipient === to);
    expect(row).toMatchObject({ kind: 'sessions-ended', state: 'sent', attempts: 1, body: null, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(mail.messageId).toBe(`<${row!.id}@localhost>`);
  });

  it('leaves no mail when the change rolls back (the last super administrator deleting his account)', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    const before = (await outboxRows(portal)).length;
    const response = await superAdmin.json('DELETE', '/api/users/me');
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(profileMessages.lastSuperAdminDeletion);
    await portal.mailsDelivered();
    expect(await outboxRows(portal)).toHaveLength(before);
    expect(portal.mail.to(demo('superadmin'), /supprimé/)).toEqual([]);
  });

  it('undoes the change when its mail cannot be recorded', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    const medecin = await signedIn(portal, 'medecin');
    const medecinId = await portal.userId(demo('medecin'));
    // The outbox refuses this one kind of mail, as a full disk or a lost connection would refuse any.
    await portal.db.execute(
      sql`alter table mail_outbox add constraint no_sessions_ended check (kind <> 'sessions-ended')`,
    );
    try {
      const response = await act(superAdmin, medecinId, 'end-sessions');
      expect(response.statusCode).toBe(500);
    } finally {
      await portal.db.execute(sql`alter table mail_outbox drop constraint no_sessions_ended`);
    }
    expect((await medecin.get('/api/users/me', { accept: 'application/json' })).statusCode).toBe(200);
    expect(await audit(superAdmin, { userId: medecinId, action: 'sessionsEnded' })).toEqual([]);
    expect(portal.mail.to(demo('medecin'), SESSIONS_ENDED)).toEqual([]);
  });
});
