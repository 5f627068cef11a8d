import { expect, it } from 'vitest';
import { adminMessages, type AccountAwaitingValidation } from '@portal/shared';
import { demo, describePortal } from './support/harness.ts';
import { signIn } from './support/flows.ts';

describePortal('accounts awaiting validation (administration)', (portal) => {
  const signedIn = async (name: string) => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo(name));
    return browser;
  };
  const awaiting = async (browser: Awaited<ReturnType<typeof signedIn>>) => {
    const response = await browser.get('/api/admin/users/unactivated', { accept: 'application/json' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountAwaitingValidation[]>();
  };

  it('lists an admin only the accounts of their centres, and validates them; the owner is told', async () => {
    const lyon = await signedIn('admin.lyon');
    expect(await awaiting(lyon)).toEqual([]);
    const nouveau = await portal.userId(demo('nouveau')); // works in Paris
    const refused = await lyon.json('POST', `/api/admin/users/${nouveau}/activate`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: adminMessages.accountUnknown });

    const superAdmin = await signedIn('superadmin');
    expect((await awaiting(superAdmin)).map((account) => account.email)).toEqual([demo('nouveau')]);
    expect((await superAdmin.json('POST', `/api/admin/users/${nouveau}/activate`)).statusCode).toBe(200);
    await portal.mail.waitFor(demo('nouveau'), /a été validé/);
    expect(await awaiting(superAdmin)).toEqual([]);
    expect(await portal.accounts.getCurrentUser(nouveau)).toMatchObject({ activated: true, hasUserRights: true });
  });

  it('refuses users without admin rights and anonymous visitors', async () => {
    const secretariat = await signedIn('secretariat');
    expect((await secretariat.get('/api/admin/users/unactivated', { accept: 'application/json' })).statusCode).toBe(
      403,
    );
    const nouveau = await portal.userId(demo('nouveau'));
    expect((await secretariat.json('POST', `/api/admin/users/${nouveau}/activate`)).statusCode).toBe(403);
    const anonymous = await portal.browser().get('/api/admin/users/unactivated', { accept: 'application/json' });
    expect(anonymous.statusCode).toBe(401);
  });
});
