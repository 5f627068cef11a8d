/**
 * What was seen 4: replacing every address, switching TOTP off and an admin's immediate deletion
 * needed only the session cookie. Now they need a sign-in, or a password confirmation, of the last
 * few minutes; a stolen cookie of an older session opens none of them.
 */
import { expect, it } from 'vitest';
import { profileMessages } from '@portal/shared';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';
import { demo, describePortal } from '../support/harness.ts';
import { patchProfile, readProfile, signedIn } from '../profile-support.ts';
import { reauthenticate, signInLongAgo, stepUpAsked } from './support.ts';

describePortal('What was seen 4: sensitive changes ask for the password again', (portal) => {
  it('removing an address, switching TOTP off and deleting an admin need a recent sign-in', async () => {
    const doctor = await signedIn(portal, 'medecin');
    const admin = await signedIn(portal, 'admin.paris');
    const totp = await signedIn(portal, 'totp');
    await signInLongAgo(portal);

    const onlyPrincipal = (await readProfile(doctor)).emails.filter((email) => email.isPrincipal);
    const removal = await patchProfile(doctor, {
      emails: onlyPrincipal.map(({ email, clientApps }) => ({ email, isPrincipal: true, clientApps })),
    });
    expect(removal.statusCode).toBe(403);
    expect(removal.json()).toMatchObject(stepUpAsked);
    expect((await readProfile(doctor)).emails).toHaveLength(2);

    const totpOff = await totp.json('POST', '/api/users/otp/deactivate');
    expect(totpOff.statusCode).toBe(403);
    expect((await readProfile(totp)).otp.validated).toBe(true);

    const deletion = await admin.json('DELETE', '/api/users/me');
    expect(deletion.statusCode).toBe(403);
    expect(deletion.json()).toMatchObject(stepUpAsked);
    expect((await admin.get('/me', { accept: 'application/json' })).statusCode).toBe(200);
  });

  it('goes on once the password is confirmed; a wrong one is refused and counted', async () => {
    const doctor = await signedIn(portal, 'medecin');
    await signInLongAgo(portal);
    const wrong = await reauthenticate(doctor, 'Pas-le-bon-1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: profileMessages.wrongCurrentPassword, field: 'password' });
    expect((await portal.accounts.findUserByEmail(demo('medecin')))?.failedLoginCount).toBe(1);

    expect((await reauthenticate(doctor, DEMO_PASSWORD)).statusCode).toBe(200);
    const onlyPrincipal = (await readProfile(doctor)).emails.filter((email) => email.isPrincipal);
    const removal = await patchProfile(doctor, {
      emails: onlyPrincipal.map(({ email, clientApps }) => ({ email, isPrincipal: true, clientApps })),
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await readProfile(doctor)).emails).toHaveLength(1);
  });

  it('asks nothing right after the sign-in, nor for changes that are not sensitive', async () => {
    const doctor = await signedIn(portal, 'medecin');
    expect((await patchProfile(doctor, { phones: [{ phone: '0611223344', isPrincipal: true }] })).statusCode).toBe(200);
    await signInLongAgo(portal);
    expect((await patchProfile(doctor, { phones: [] })).statusCode).toBe(200);
  });
});
