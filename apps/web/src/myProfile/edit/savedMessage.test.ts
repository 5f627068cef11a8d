import { describe, expect, it } from 'vitest';
import { profileMessages } from '@portal/shared';
import { doctorProfile } from '../test/profileFixtures.ts';
import { savedMessage } from './savedMessage.ts';

const [principal, other] = doctorProfile.emails.map(({ email, isPrincipal, clientApps }) => ({
  email,
  isPrincipal,
  clientApps,
}));

describe('savedMessage', () => {
  it('says `Email supprimé` only for a save that deleted addresses and nothing else', () => {
    expect(savedMessage(doctorProfile, { emails: [principal!] }, doctorProfile)).toBe(profileMessages.emailDeleted);
    const replaced = { emails: [principal!, { ...other!, email: 'nouvelle@chu.test' }] };
    expect(savedMessage(doctorProfile, replaced, doctorProfile)).toBe(profileMessages.updated);
    expect(savedMessage(doctorProfile, { emails: [principal!], phones: [] }, doctorProfile)).toBe(
      profileMessages.updated,
    );
  });

  it('says a change set back to the stored value applies at once (its pending update is withdrawn)', () => {
    const withdrawn = { ...doctorProfile, pendingUpdates: [] };
    expect(savedMessage(doctorProfile, { lastName: 'Durand' }, withdrawn)).toBe(profileMessages.updated);
  });

  it('reads a pending update by the value asked for: an older one on another value is not this save', () => {
    // doctorProfile waits for `Durand-Leroy`; asking for `Durand-Roy` applied at once (an account without RPPS).
    expect(savedMessage(doctorProfile, { lastName: ' Durand-Roy ' }, doctorProfile)).toBe(profileMessages.updated);
    expect(savedMessage(doctorProfile, { lastName: ' Durand-Leroy ' }, doctorProfile)).toBe(
      profileMessages.sentForApproval,
    );
  });
});
