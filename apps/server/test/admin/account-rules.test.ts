/**
 * Deletion requests handled by an administrator, and who may act on whom: nobody on their own
 * account, only a super administrator on an administrator's, and at least one super administrator
 * always left.
 */
import { expect, it } from 'vitest';
import {
  adminMessages,
  httpMessages,
  type AccountDeletionAnswer,
  type AdminAccountDetail,
  type AdminAccountSummary,
  type AdminBoard,
  type Page,
  type PendingUpdateToReview,
  type SupportRequest,
} from '@portal/shared';
import { pendingUpdates, supportRequests } from '../../src/db/schema.ts';
import { adminSiteIds } from '../../src/seed/index.ts';
import type { Browser } from '../support/browser.ts';
import { demo, describePortal } from '../support/harness.ts';
import {
  act,
  acted,
  audit,
  expectRefusal,
  lyonAccount,
  passwordAccepted,
  read,
  signedIn,
  signedInAs,
} from './support.ts';

describePortal('administration: deletion requests and who may act on whom', (portal) => {
  const detail = (admin: Browser, userId: string) => read<AdminAccountDetail>(admin, `/api/admin/users/${userId}`);

  /** The owner asks for the deletion of their account from their profile. */
  async function askDeletion(email: string) {
    const owner = await signedInAs(portal, email);
    const asked = await owner.json('DELETE', '/api/users/me');
    expect(asked.json<AccountDeletionAnswer>()).toEqual({ outcome: 'requested' });
  }

  it('deletes an account whose owner asked for it; the owner is told, the event kept', async () => {
    const email = demo('secretariat');
    const userId = await portal.userId(email);
    const admin = await signedIn(portal, 'admin.lyon');
    expectRefusal(await act(admin, userId, 'delete'), 409, adminMessages.noDeletionRequest);
    await askDeletion(email);
    const board = await read<AdminBoard>(admin, '/api/admin/board');
    expect(board.deletionRequests.items.map((account) => account.userId)).toContain(userId);
    const asked = await read<Page<AdminAccountSummary>>(admin, '/api/admin/users?state=deletionRequested');
    expect(asked.items.map((account) => account.userId)).toContain(userId);
    expect(await detail(admin, userId)).toMatchObject({
      deletionRequestedAt: expect.any(String),
      actions: { handleDeletion: true },
    });

    await acted(admin, userId, 'delete');
    await portal.mail.waitFor(email, /Votre compte a été supprimé/);
    expect(await portal.accounts.findUserByEmail(email)).toBeNull();
    expect(await passwordAccepted(portal.browser(), email)).toBe(false);
    expectRefusal(await act(admin, userId, 'delete'), 404, adminMessages.accountUnknown);
    const [event] = await audit(admin, { userId, action: 'accountDeleted' });
    expect(event).toMatchObject({
      actor: { name: expect.stringContaining('Julien Moreau') },
      subject: { userId: null },
    });
  });

  it('declines a deletion request with a reason; the owner is told why and keeps the account', async () => {
    const { userId, email } = await lyonAccount(portal, { emails: ['garde.moi@exemple.fr'] });
    await askDeletion(email);
    const admin = await signedIn(portal, 'admin.lyon');
    expectRefusal(await act(admin, userId, 'decline-deletion'), 400, adminMessages.reasonMissing);
    const reason = 'Votre compte sert encore aux comptes rendus du service.';
    await acted(admin, userId, 'decline-deletion', { reason });
    expect((await portal.mail.waitFor(email, /suppression de compte n'a pas été acceptée/)).text).toContain(reason);
    expect(await detail(admin, userId)).toMatchObject({ deletionRequestedAt: null, state: 'active' });
    expectRefusal(await act(admin, userId, 'decline-deletion', { reason }), 409, adminMessages.noDeletionRequest);
    expectRefusal(await act(admin, userId, 'delete'), 409, adminMessages.noDeletionRequest);
    const [event] = await audit(admin, { userId, action: 'deletionDeclined' });
    expect(event).toMatchObject({ subject: { userId }, details: { reason } });
    await signedInAs(portal, email);
  });

  it('lets only a super administrator act on an administrator, and nobody on their own account', async () => {
    // Another administrator of Lyon, who works there: admin.lyon sees the account but may not act on it.
    const other = await lyonAccount(portal, { isAdmin: true, adminSiteIds: [adminSiteIds.lyon] });
    const lyon = await signedIn(portal, 'admin.lyon');
    expect((await detail(lyon, other.userId)).actions).toEqual({
      validate: false,
      refuse: false,
      lock: false,
      unlock: false,
      endSessions: false,
      sendPasswordReset: false,
      handleDeletion: false,
      changeSuperAdmin: false,
      resetFactors: false,
    });
    for (const action of ['lock', 'end-sessions', 'send-password-reset', 'reset-factors'] as const) {
      expectRefusal(await act(lyon, other.userId, action, { reason: 'Essai' }), 403, adminMessages.notOnAdmin);
    }
    const otherAdmin = await signedInAs(portal, other.email);
    const own = await act(otherAdmin, other.userId, 'lock', { reason: 'Essai' });
    expectRefusal(own, 403, adminMessages.notOnOwnAccount);

    const superAdmin = await signedIn(portal, 'superadmin');
    const superId = await portal.userId(demo('superadmin'));
    expectRefusal(await act(superAdmin, superId, 'end-sessions'), 403, adminMessages.notOnOwnAccount);
    const revokeSelf = await act(superAdmin, superId, 'super-admin', { superAdmin: false });
    expectRefusal(revokeSelf, 403, adminMessages.notOnOwnAccount);
    await acted(superAdmin, other.userId, 'lock', { reason: 'Départ du centre' });
    expect(portal.mail.to(other.email, /a été verrouillé/)).toHaveLength(1);
  });

  it('leaves a fellow administrator’s identity change and support request to a super administrator', async () => {
    const other = await lyonAccount(portal, { isAdmin: true, adminSiteIds: [adminSiteIds.lyon] });
    const [pendingUpdate] = await portal.db
      .insert(pendingUpdates)
      .values({ userId: other.userId, field: 'lastName', value: 'Autrenom' })
      .returning({ id: pendingUpdates.id });
    const [request] = await portal.db
      .insert(supportRequests)
      .values({ userId: other.userId, phoneNumber: '+33639980199' })
      .returning({ id: supportRequests.id });
    const lyon = await signedIn(portal, 'admin.lyon');
    const reviewList = await read<PendingUpdateToReview[]>(lyon, '/api/admin/pending-updates');
    expect(reviewList.map((update) => update.userId)).not.toContain(other.userId);
    const supportList = await read<Page<SupportRequest>>(lyon, '/api/admin/support-requests?pageSize=100');
    expect(supportList.items.map((item) => item.userId)).not.toContain(other.userId);
    expect((await detail(lyon, other.userId)).pendingUpdates).toEqual([]);
    expect((await lyon.json('POST', `/api/admin/pending-updates/${pendingUpdate!.id}/approve`)).statusCode).toBe(404);
    const handle = await lyon.json('POST', `/api/admin/support-requests/${request!.id}/handle`, { note: 'Rappelé' });
    expect(handle.statusCode).toBe(404);

    const superAdmin = await signedIn(portal, 'superadmin');
    expect((await superAdmin.json('POST', `/api/admin/pending-updates/${pendingUpdate!.id}/reject`)).statusCode).toBe(
      200,
    );
    const handled = await superAdmin.json('POST', `/api/admin/support-requests/${request!.id}/handle`, {
      note: 'Rappelé',
    });
    expect(handled.statusCode).toBe(200);
  });

  it('grants and revokes super administrator rights, by a super administrator only', async () => {
    const medecin = await portal.userId(demo('medecin'));
    const lyon = await signedIn(portal, 'admin.lyon');
    const grant = { superAdmin: true };
    expectRefusal(await act(lyon, medecin, 'super-admin', grant), 403, adminMessages.superAdminOnly);

    const superAdmin = await signedIn(portal, 'superadmin');
    await acted(superAdmin, medecin, 'super-admin', grant);
    await portal.mail.waitFor(demo('medecin'), /Vous êtes super administrateur/);
    const doctor = await signedIn(portal, 'medecin');
    expect((await doctor.get('/api/admin/admin-sites', { accept: 'application/json' })).statusCode).toBe(200);
    expect((await detail(superAdmin, medecin)).isSuperAdmin).toBe(true);

    await acted(superAdmin, medecin, 'super-admin', { superAdmin: false });
    await portal.mail.waitFor(demo('medecin'), /droits de super administrateur ont été retirés/);
    expect((await doctor.get('/api/admin/board', { accept: 'application/json' })).statusCode).toBe(403);
    // Revoking what is not granted changes nothing, and tells nobody.
    await acted(superAdmin, medecin, 'super-admin', { superAdmin: false });
    const events = await audit(superAdmin, { userId: medecin });
    expect(events.map((event) => event.action).filter((action) => action.startsWith('superAdmin'))).toEqual([
      'superAdminRevoked',
      'superAdminGranted',
    ]);
    expect(portal.mail.to(demo('medecin'), /super administrateur/)).toHaveLength(2);
    expect(events.find((event) => event.action === 'superAdminGranted')).toMatchObject({
      actor: { name: expect.stringContaining('Paul Lefèvre') },
      subject: { userId: medecin },
    });
  });

  it('keeps the last super administrator: of two revoking each other at once, one only succeeds', async () => {
    const medecin = await portal.userId(demo('medecin'));
    const superId = await portal.userId(demo('superadmin'));
    const superAdmin = await signedIn(portal, 'superadmin');
    await acted(superAdmin, medecin, 'super-admin', { superAdmin: true });
    const doctor = await signedIn(portal, 'medecin');

    const answers = await Promise.all([
      act(superAdmin, medecin, 'super-admin', { superAdmin: false }),
      act(doctor, superId, 'super-admin', { superAdmin: false }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.statusCode !== 200)!;
    // Refused by the count when both had passed their guard (PostgreSQL's row locks order them), or
    // by the guard when the other had won already (the doctor is then no administrator at all).
    if (loser.statusCode === 409) expectRefusal(loser, 409, adminMessages.lastSuperAdmin);
    else expectRefusal(loser, 403, httpMessages.forbidden);
    const remaining = await Promise.all(
      [demo('medecin'), demo('superadmin')].map(async (email) => (await portal.accounts.findUserByEmail(email))!),
    );
    expect(remaining.filter((user) => user.isSuperAdmin)).toHaveLength(1);
  });
});
