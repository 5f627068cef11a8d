/**
 * What was seen 3: a user without an RPPS sent an RPPS, profession 10 and a doctor's names in
 * `PATCH /api/users/me`; they were applied at once and the new names reached the client apps. Now
 * such a change waits for an administrator, checked against the national directory.
 */
import { expect, it } from 'vitest';
import type { PendingUpdateToReview } from '@portal/shared';
import { directoryPractitioners } from '../../src/db/schema.ts';
import { signIn, userinfo } from '../support/flows.ts';
import { demo, describePortal, type Portal } from '../support/harness.ts';
import { patched, readProfile, signedIn } from '../profile-support.ts';
import { appTokens } from './support.ts';

const ELISE = { rpps: '10005678908', firstName: 'Élise', lastName: 'Fontaine' };

async function directoryHas(portal: Portal, doctor: typeof ELISE) {
  await portal.db.insert(directoryPractitioners).values({
    rpps: doctor.rpps,
    nationalId: `8${doctor.rpps}`,
    civilTitle: 'MME',
    firstName: doctor.firstName,
    lastName: doctor.lastName.toUpperCase(),
    firstNameKey: 'elise',
    lastNameKey: 'fontaine',
  });
}

describePortal("What was seen 3: a doctor's identity stays certified", (portal) => {
  /** The directory's verdict on the secretary's RPPS change, as a super administrator reviews it. */
  async function rppsVerdict() {
    const reviewer = await signedIn(portal, 'superadmin');
    const response = await reviewer.get('/api/admin/pending-updates', { accept: 'application/json' });
    const updates = response.json<PendingUpdateToReview[]>();
    return updates.find((update) => update.field === 'rpps' && update.firstName === 'Sophie')?.rppsCheck
      ?.directoryCheck;
  }

  it("keeps a non-doctor's RPPS, RPPS profession and names for an administrator; the apps see nothing", async () => {
    await directoryHas(portal, ELISE);
    const secretary = portal.browser();
    await signIn(secretary, portal.mail, demo('secretariat'));
    const profile = await patched(secretary, { ...ELISE, civilTitle: 'MME', jobCode: '10' });

    expect(profile).toMatchObject({ firstName: 'Sophie', lastName: 'Bernard', rpps: null });
    expect(profile.jobs).toEqual([{ jobCode: 'SEC', jobLabel: 'Secrétaire médicale' }]);
    const pending = Object.fromEntries(profile.pendingUpdates.map((update) => [update.field, update]));
    expect(Object.keys(pending).sort()).toEqual(['firstName', 'jobCode', 'lastName', 'rpps']);
    expect(pending.rpps).toMatchObject({ value: ELISE.rpps });
    expect(await rppsVerdict()).toBe('match');

    const tokens = await appTokens(portal, secretary);
    expect(await userinfo(portal.browser(), tokens.access_token)).toMatchObject({
      given_name: 'Sophie',
      family_name: 'Bernard',
    });
  });

  it("flags a change whose names are not the directory's for that RPPS, and an RPPS it does not know", async () => {
    await directoryHas(portal, ELISE);
    const secretary = portal.browser();
    await signIn(secretary, portal.mail, demo('secretariat'));
    await patched(secretary, { rpps: ELISE.rpps, jobCode: '10' });
    expect(await rppsVerdict()).toBe('mismatch');
    await patched(secretary, { rpps: '10099999994', jobCode: '10' });
    expect(await rppsVerdict()).toBe('unknown');
  });

  it('still applies at once the names of an account that is not a doctor, and its non-RPPS profession', async () => {
    const secretary = portal.browser();
    await signIn(secretary, portal.mail, demo('secretariat'));
    const profile = await patched(secretary, { lastName: 'Bernard-Roux', jobCode: 'ASC' });
    expect(profile).toMatchObject({ lastName: 'Bernard-Roux', pendingUpdates: [] });
    expect(profile.jobs[0]?.jobCode).toBe('ASC');
    expect((await readProfile(secretary)).lastName).toBe('Bernard-Roux');
  });
});
