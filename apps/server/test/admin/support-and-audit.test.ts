/**
 * "Je ne reçois pas mon code" as the centre's administrator receives and handles it, and the audit
 * log of sign-ins and failures, read within the administrator's centres.
 */
import { expect, it } from 'vitest';
import { adminMessages, type AdminBoard, type Page, type SupportRequest } from '@portal/shared';
import type { Browser } from '../support/browser.ts';
import { startSignIn, submitPassword } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { audit, expectRefusal, passwordAccepted, read, signedIn } from './support.ts';

const medecin = demo('medecin');

describePortal('administration: support requests and the audit log', (portal) => {
  const requests = async (admin: Browser, state = 'open') =>
    (await read<Page<SupportRequest>>(admin, `/api/admin/support-requests?state=${state}`)).items;
  const handle = (admin: Browser, id: string, body: unknown) =>
    admin.json('POST', `/api/admin/support-requests/${id}/handle`, body);

  /** The doctor, at the code screen, gets a code by e-mail and then says it never came. */
  async function askForSupport(messageId?: string): Promise<string> {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, medecin);
    const sent = (await browser.json('POST', '/otp/sendByEmail')).json<{ messageId: string }>();
    const body = { phoneNumber: '06 12 34 56 78', messageId: messageId ?? sent.messageId };
    const asked = await browser.json('POST', '/otp/ask-for-support', body);
    expect(asked.statusCode, asked.body).toBe(200);
    return body.messageId;
  }

  it('shows the request to the centre’s administrator with its message’s fate; handled once, with a note', async () => {
    const messageId = await askForSupport();
    const userId = await portal.userId(medecin);
    const lyon = await signedIn(portal, 'admin.lyon');
    const request = (await requests(lyon)).find((entry) => entry.userId === userId)!;
    expect(request).toMatchObject({
      userName: 'Claire Dubois',
      email: medecin,
      phoneNumber: '06 12 34 56 78',
      messageId,
      message: { fate: 'accepted', sentAt: expect.any(String), expiresAt: expect.any(String) },
      handledAt: null,
    });
    const board = await read<AdminBoard>(lyon, '/api/admin/board');
    expect(board.supportRequests.items.map((entry) => entry.supportRequestId)).toContain(request.supportRequestId);
    const paris = await signedIn(portal, 'admin.paris');
    expect((await requests(paris)).map((entry) => entry.userId)).not.toContain(userId);
    expectRefusal(
      await handle(paris, request.supportRequestId, { note: 'Non' }),
      404,
      adminMessages.supportRequestUnknown,
    );
    expectRefusal(await handle(lyon, 'pas-un-identifiant', { note: 'Non' }), 404, adminMessages.supportRequestUnknown);

    expectRefusal(await handle(lyon, request.supportRequestId, {}), 400, adminMessages.noteMissing);
    expectRefusal(await handle(lyon, request.supportRequestId, { note: '  ' }), 400, adminMessages.noteMissing);
    const note = 'Votre messagerie filtrait nos e-mails : adresse ajoutée à la liste blanche.';
    const handled = await handle(lyon, request.supportRequestId, { note });
    expect(handled.statusCode, handled.body).toBe(200);
    expect((await portal.mail.waitFor(medecin, /a été traitée/)).text).toContain(note);
    expectRefusal(await handle(lyon, request.supportRequestId, { note }), 409, adminMessages.alreadyHandled);

    expect((await requests(lyon)).map((entry) => entry.supportRequestId)).not.toContain(request.supportRequestId);
    expect(
      (await requests(lyon, 'handled')).find((entry) => entry.supportRequestId === request.supportRequestId),
    ).toMatchObject({ note, handledAt: expect.any(String), handledBy: `Julien Moreau (${demo('admin.lyon')})` });
    const events = await audit(lyon, { userId });
    expect(events.find((event) => event.action === 'supportRequested')).toMatchObject({ actor: null });
    expect(events.find((event) => event.action === 'supportHandled')).toMatchObject({
      actor: { name: expect.stringContaining('Julien Moreau') },
      details: { note },
    });
  });

  it('tells the administrator when the request names no message of the account', async () => {
    await askForSupport('');
    await askForSupport(crypto.randomUUID());
    const lyon = await signedIn(portal, 'admin.lyon');
    const mine = (await requests(lyon)).filter((entry) => entry.email === medecin);
    expect(mine.map((entry) => entry.message.fate)).toEqual(['unknown', 'unknown']);
  });

  it('records each sign-in with its method and address, and each failure just after its answer', async () => {
    const userId = await portal.userId(medecin);
    await signedIn(portal, 'medecin');
    await signedIn(portal, 'totp');
    expect(await passwordAccepted(portal.browser(), medecin, 'Pas-Le-Bon-1!')).toBe(false);

    const lyon = await signedIn(portal, 'admin.lyon');
    const [signIn] = await audit(lyon, { userId, action: 'signIn' });
    expect(signIn).toMatchObject({
      actor: null,
      subject: { userId, name: `Claire Dubois (${medecin})` },
      ip: '127.0.0.1',
      details: { method: 'otp' },
    });
    await expect
      .poll(async () => (await audit(lyon, { userId, action: 'signInFailed' })).map((event) => event.details))
      .toEqual([{ failure: 'password' }]);
    // The TOTP doctor works in Marseille: the super administrator sees the sign-in, Lyon does not.
    const totpId = await portal.userId(demo('totp'));
    expect(await audit(lyon, { userId: totpId })).toEqual([]);
    const all = await audit(await signedIn(portal, 'superadmin'), { userId: totpId, action: 'signIn' });
    expect(all.map((event) => event.details)).toEqual([{ method: 'totp', address: '127.0.x.x' }]);
  });

  it('searches the events of its centres only, by name, and refuses a bad filter in French', async () => {
    await signedIn(portal, 'medecin');
    await signedIn(portal, 'nouveau'); // Lucas Petit, of Paris, awaiting validation: he may sign in to the portal
    const lyon = await signedIn(portal, 'admin.lyon');
    const dubois = await audit(lyon, { q: 'DUBÔIS' });
    expect(dubois.length).toBeGreaterThan(0);
    expect(dubois.every((event) => `${event.actor?.name} ${event.subject?.name}`.includes('Dubois'))).toBe(true);
    expect(await audit(lyon, { q: 'petit' })).toEqual([]);
    const paris = await audit(await signedIn(portal, 'admin.paris'), { q: 'petit' });
    expect(paris.map((event) => event.action)).toContain('signIn');

    for (const [query, message] of [
      ['action=foo', adminMessages.invalidFilter],
      ['userId=pas-un-identifiant', adminMessages.invalidFilter],
      ['pageSize=7', adminMessages.invalidPage],
      [`q=${encodeURIComponent('é'.repeat(101))}`, adminMessages.searchTooLong],
    ]) {
      expectRefusal(await lyon.get(`/api/admin/audit?${query}`, { accept: 'application/json' }), 400, message);
    }
    const badState = await lyon.get('/api/admin/support-requests?state=foo', { accept: 'application/json' });
    expectRefusal(badState, 400, adminMessages.invalidFilter);
  });
});
