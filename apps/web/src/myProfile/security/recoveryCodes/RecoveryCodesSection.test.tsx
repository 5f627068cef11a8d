import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { labels, recoveryCodeMessages } from '@portal/shared';
import { fakeServer } from '../../../test/fakeServer.ts';
import { jeanneProfile } from '../../../test/fixtures.ts';
import { PasswordTab } from '../PasswordTab.tsx';
import { renderSecurity } from '../test/renderSecurity.tsx';

const codes = labels.recoveryCodes;
const TEN = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

/** The profile with its authenticator app as the calls left it, and its recovery codes left. */
function server(initial: { validated: boolean; remaining: number }) {
  const state = { ...initial };
  return fakeServer({
    'GET /api/users/me': () => ({ body: { ...jeanneProfile, otp: { validated: state.validated } } }),
    'GET /api/users/me/recovery-codes': () => ({ body: { remaining: state.remaining, available: state.validated } }),
    'POST /api/users/otp/init': {
      body: { url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' },
    },
    'POST /api/users/otp/validate': () => {
      state.validated = true;
      return { body: {} };
    },
    'POST /api/users/me/recovery-codes': () => {
      state.remaining = 10;
      return { body: { codes: TEN } };
    },
  });
}

const renderTab = () => renderSecurity((profile) => <PasswordTab profile={profile} />);

describe('Recovery codes', { timeout: 30_000 }, () => {
  it('are offered once the authenticator app is on, shown once, then counted', async () => {
    const calls = server({ validated: false, remaining: 0 });
    const { user } = renderTab();
    const section = await screen.findByRole('region', { name: codes.title });
    expect(await within(section).findByText(codes.unavailable)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: labels.accountSecurity.enableTotp }));
    const enrolment = await screen.findByRole('dialog', { name: labels.accountSecurity.totpDialogTitle });
    await user.type(within(enrolment).getByLabelText(/^Code à 6 chiffres/), '123456');

    const offer = await screen.findByRole('dialog', { name: codes.offerTitle });
    await user.click(within(offer).getByRole('button', { name: codes.generate }));
    const shown = await screen.findByRole('dialog', { name: codes.shownTitle });
    const list = within(shown).getByRole('list', { name: codes.codesList });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TEN);
    expect(within(shown).getByRole('button', { name: codes.download })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: codes.print })).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: codes.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('Il vous reste 10 codes de secours.')).toBeTruthy();
    expect(calls.callsTo('POST /api/users/me/recovery-codes')).toHaveLength(1);
  });

  it('asks before new codes replace the old ones', async () => {
    const calls = server({ validated: true, remaining: 4 });
    const { user } = renderTab();
    const section = await screen.findByRole('region', { name: codes.title });
    expect(await within(section).findByText('Il vous reste 4 codes de secours.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: codes.regenerate }));
    const confirm = await screen.findByRole('dialog', { name: codes.regenerateTitle });
    expect(within(confirm).getByText(codes.regenerateText)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: codes.regenerate }));
    expect(await screen.findByRole('dialog', { name: codes.shownTitle })).toBeTruthy();
    expect(await screen.findByText(recoveryCodeMessages.generated)).toBeTruthy();
    expect(calls.callsTo('POST /api/users/me/recovery-codes')).toHaveLength(1);
  });
});
