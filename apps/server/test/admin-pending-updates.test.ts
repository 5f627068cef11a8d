import { expect, it } from 'vitest';
import { profileMessages, signupMessages, type PendingUpdateToReview } from '@portal/shared';
import type { Browser } from './support/browser.ts';
import { demo, describePortal } from './support/harness.ts';
import { patched, readProfile, refused, signedIn } from './profile-support.ts';

const NEW_RPPS = '10009999990';

describePortal('pending identity updates and their review (administration)', (portal) => {
  const toReview = async (browser: Browser) => {
    const response = await browser.get('/api/admin/pending-updates', { accept: 'application/json' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PendingUpdateToReview[]>();
  };
  const decide = (browser: Browser, pendingUpdateId: string, decision: 'approve' | 'reject') =>
    browser.json('POST', `/api/admin/pending-updates/${pendingUpdateId}/${decision}`);

  it('keeps a doctor’s name and RPPS for an administrator, who approves one and rejects the other', async () => {
    const doctor = await signedIn(portal, 'medecin');
    const answer = await patched(doctor, { lastName: 'Martin', rpps: NEW_RPPS, phones: [{ phone: '0699887766' }] });
    // The identity waits; the phone is applied.
    expect(answer).toMatchObject({ lastName: 'Dubois', rpps: '10003456786', phones: [{ phone: '+33699887766' }] });
    expect(
      answer.pendingUpdates
        .map(({ field, value }) => ({ field, value }))
        .sort((a, b) => a.field.localeCompare(b.field)),
    ).toEqual([
      { field: 'lastName', value: 'Martin' },
      { field: 'rpps', value: NEW_RPPS },
    ]);
    expect((await readProfile(doctor)).pendingUpdates).toEqual(answer.pendingUpdates);

    // A newer value replaces the older one; the current value withdraws it.
    const renamed = await patched(doctor, { lastName: 'Martin-Dubois', firstName: 'Claire' });
    expect(renamed.pendingUpdates.find((update) => update.field === 'lastName')?.value).toBe('Martin-Dubois');
    expect(renamed.pendingUpdates).toHaveLength(2);
    const withdrawn = await patched(doctor, { lastName: 'Dubois' });
    expect(withdrawn.pendingUpdates.map((update) => update.field)).toEqual(['rpps']);
    const again = await patched(doctor, { lastName: 'Martin' });

    const admin = await signedIn(portal, 'admin.lyon');
    const userId = await portal.userId(demo('medecin'));
    const listed = await toReview(admin);
    expect(listed).toHaveLength(2);
    const lastName = listed.find((update) => update.field === 'lastName')!;
    const rpps = listed.find((update) => update.field === 'rpps')!;
    expect(lastName).toMatchObject({
      userId,
      firstName: 'Claire',
      lastName: 'Dubois',
      rpps: '10003456786',
      currentValue: 'Dubois',
      value: 'Martin',
      createdAt: expect.any(String),
    });
    expect(rpps).toMatchObject({ currentValue: '10003456786', value: NEW_RPPS });
    expect(again.pendingUpdates.map((update) => update.pendingUpdateId).sort()).toEqual(
      [lastName.pendingUpdateId, rpps.pendingUpdateId].sort(),
    );

    const approved = await decide(admin, lastName.pendingUpdateId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await decide(admin, rpps.pendingUpdateId, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect(await readProfile(doctor)).toMatchObject({ lastName: 'Martin', rpps: '10003456786', pendingUpdates: [] });
    expect(await toReview(admin)).toEqual([]);
    const approvedMail = await portal.mail.waitFor(demo('medecin'), /approuvée/);
    expect(approvedMail.text).toContain('nom');
    expect(approvedMail.text).toContain('Martin');
    const rejectedMail = await portal.mail.waitFor(demo('medecin'), /refusée/);
    expect(rejectedMail.text).toContain('numéro RPPS');

    const twice = await decide(admin, lastName.pendingUpdateId, 'approve');
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ message: profileMessages.pendingUpdateUnknown });
  });

  it('hides the updates of accounts outside the admin’s centres: 404; a super admin decides them', async () => {
    const marseilleDoctor = await signedIn(portal, 'totp'); // works in Marseille
    const { pendingUpdates } = await patched(marseilleDoctor, { firstName: 'Victor' });
    const [update] = pendingUpdates;
    expect(update).toMatchObject({ field: 'firstName', value: 'Victor' });

    const lyon = await signedIn(portal, 'admin.lyon');
    expect(await toReview(lyon)).toEqual([]);
    for (const decision of ['approve', 'reject'] as const) {
      const outside = await decide(lyon, update!.pendingUpdateId, decision);
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toMatchObject({ message: profileMessages.pendingUpdateUnknown });
    }
    expect((await decide(lyon, 'pas-un-identifiant', 'approve')).statusCode).toBe(404);

    const superAdmin = await signedIn(portal, 'superadmin');
    expect((await toReview(superAdmin)).map((entry) => entry.pendingUpdateId)).toEqual([update!.pendingUpdateId]);
    expect((await decide(superAdmin, update!.pendingUpdateId, 'approve')).statusCode).toBe(200);
    expect(await readProfile(marseilleDoctor)).toMatchObject({ firstName: 'Victor', pendingUpdates: [] });
    await portal.mail.waitFor(demo('totp'), /approuvée/);
  });

  it('checks the RPPS is free when asked and again when approved', async () => {
    const doctor = await signedIn(portal, 'medecin');
    expect(await refused(doctor, { rpps: '10004567896' })).toMatchObject({
      message: signupMessages.rppsAlreadyUsed,
      field: 'rpps',
    });
    const [update] = (await patched(doctor, { rpps: NEW_RPPS })).pendingUpdates;
    // Meanwhile another account asks for the number too, and gets it first.
    const secretariat = await signedIn(portal, 'secretariat');
    const asked = (await patched(secretariat, { rpps: NEW_RPPS, jobCode: '10' })).pendingUpdates;
    const admin = await signedIn(portal, 'admin.lyon');
    for (const other of asked) expect((await decide(admin, other.pendingUpdateId, 'approve')).statusCode).toBe(200);

    const taken = await decide(admin, update!.pendingUpdateId, 'approve');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: signupMessages.rppsAlreadyUsed });
    expect(await readProfile(doctor)).toMatchObject({ rpps: '10003456786', pendingUpdates: [update] });
    expect((await decide(admin, update!.pendingUpdateId, 'reject')).statusCode).toBe(200);
  });

  it('refuses users without admin rights and anonymous visitors', async () => {
    const doctor = await signedIn(portal, 'medecin');
    const [update] = (await patched(doctor, { civilTitle: 'Other' })).pendingUpdates;
    expect((await doctor.get('/api/admin/pending-updates', { accept: 'application/json' })).statusCode).toBe(403);
    expect((await decide(doctor, update!.pendingUpdateId, 'approve')).statusCode).toBe(403);
    const visitor = portal.browser();
    expect((await visitor.get('/api/admin/pending-updates', { accept: 'application/json' })).statusCode).toBe(401);
    expect((await decide(visitor, update!.pendingUpdateId, 'approve')).statusCode).toBe(401);
    expect((await readProfile(doctor)).civilTitle).toBe('MME');
  });
});
