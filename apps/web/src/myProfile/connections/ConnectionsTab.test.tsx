import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  accountSessionsLabels as labels,
  accountSessionsMessages,
  type RecentSignIn,
  type SignedInBrowser,
} from '@portal/shared';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { doctorProfile, profileRoutes } from '../test/profileFixtures.ts';

const SESSIONS = 'GET /api/users/me/sessions';
const SIGN_INS = 'GET /api/users/me/sign-ins';
const seen = { firstSeenAt: '2026-03-12T13:05:00.000Z', lastSeenAt: '2026-03-13T08:00:00.000Z' };
const laptop: SignedInBrowser = {
  sessionId: 'b1',
  browser: 'Firefox sur Windows',
  address: '203.0.x.x',
  current: true,
  ...seen,
};
const phone: SignedInBrowser = {
  sessionId: 'b2',
  browser: 'Safari sur iPhone',
  address: '2001:db8:…',
  current: false,
  ...seen,
};
const tablet: SignedInBrowser = {
  sessionId: 'b3',
  browser: 'Chrome sur Android',
  address: '198.51.x.x',
  current: false,
  ...seen,
};
const signIns: RecentSignIn[] = [
  {
    at: '2026-03-13T08:00:00.000Z',
    method: 'Mot de passe et code par e-mail',
    browser: 'Firefox sur Windows',
    address: '203.0.x.x',
  },
  { at: '2026-03-12T13:05:00.000Z', method: 'Pro Santé Connect', browser: 'Safari sur iPhone', address: '2001:db8:…' },
];

/** A server whose list loses the browsers ended. */
function serve(browsers: SignedInBrowser[]) {
  let current = browsers;
  const server = fakeServer({ ...profileRoutes(doctorProfile), [SIGN_INS]: { body: signIns } });
  server.answer(SESSIONS, () => ({ body: current }));
  server.answer('DELETE /api/users/me/sessions', () => {
    current = current.filter((browser) => browser.current);
    return { status: 204 };
  });
  for (const browser of browsers) {
    server.answer(`DELETE /api/users/me/sessions/${browser.sessionId}`, () => {
      current = current.filter((other) => other.sessionId !== browser.sessionId);
      return { status: 204 };
    });
  }
  return server;
}

async function openTab() {
  const view = renderRoute('/myProfile');
  await view.user.click(await screen.findByRole('tab', { name: labels.tab }));
  return view;
}

describe('My profile: the « Connexions » tab', { timeout: 20_000 }, () => {
  it('lists the browsers, this one marked and not ended from here, and the last sign-ins', async () => {
    const server = serve([laptop, phone]);
    renderRoute('/myProfile');
    await screen.findByRole('tab', { name: labels.tab });
    // Nothing is fetched until the tab is shown.
    expect(server.callsTo(SESSIONS)).toHaveLength(0);
    await openTab();
    const laptopItem = (await screen.findByRole('heading', { name: 'Firefox sur Windows' })).closest('li')!;
    expect(within(laptopItem).getByText(labels.thisBrowser)).toBeTruthy();
    expect(within(laptopItem).getByText('Adresse : 203.0.x.x')).toBeTruthy();
    expect(within(laptopItem).queryByRole('button')).toBeNull();
    const phoneItem = screen.getByRole('heading', { name: 'Safari sur iPhone' }).closest('li')!;
    expect(
      within(phoneItem).getByRole('button', { name: 'Déconnecter ce navigateur : Safari sur iPhone' }),
    ).toBeTruthy();

    const signInsSection = screen.getByRole('region', { name: labels.signInsTitle });
    const items = within(signInsSection).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mot de passe et code par e-mail · Firefox sur Windows · 203.0.x.x'),
      expect.stringContaining('Pro Santé Connect · Safari sur iPhone · 2001:db8:…'),
    ]);
  });

  it('ends one browser behind a confirmation, then the focus goes to the next one', async () => {
    const server = serve([laptop, phone, tablet]);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Déconnecter ce navigateur : Safari sur iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter Safari sur iPhone ?' });
    await user.click(within(dialog).getByRole('button', { name: labels.endOne }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Safari sur iPhone' })).toBeNull());
    expect(server.callsTo('DELETE /api/users/me/sessions/b2')).toHaveLength(1);
    expect(await screen.findByText(accountSessionsMessages.browserEnded)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Déconnecter ce navigateur : Chrome sur Android' }),
      ),
    );
  });

  it('ends every other browser; then says none is left', async () => {
    const server = serve([laptop, phone, tablet]);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: labels.endOthers }));
    const dialog = await screen.findByRole('dialog', { name: labels.endOthersConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: labels.endOthers }));
    expect(await screen.findByText(labels.noOthers)).toBeTruthy();
    expect(server.callsTo('DELETE /api/users/me/sessions')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText(labels.noOthers)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Firefox sur Windows' })).toBeTruthy();
  });

  it("shows the server's refusal inside the dialog", async () => {
    const server = serve([laptop, phone]);
    server.answer('DELETE /api/users/me/sessions/b2', {
      status: 404,
      body: { message: accountSessionsMessages.sessionNotFound },
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Déconnecter ce navigateur : Safari sur iPhone' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: labels.endOne }));
    expect(await within(dialog).findByText(accountSessionsMessages.sessionNotFound)).toBeTruthy();
  });
});

describe('The new-browser e-mail’s page', () => {
  it('ends nothing when opened; its button signs the browser out, then advises a new password', async () => {
    const server = fakeServer({
      'GET /me': { status: 401, body: { message: 'Non connecté' } },
      'POST /api/sessions/end-from-mail': { status: 204 },
    });
    const { user } = renderRoute('/end-session/abc.def');
    const button = await screen.findByRole('button', { name: labels.endOne });
    expect(server.callsTo('POST /api/sessions/end-from-mail')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText(labels.endFromMailDone)).toBeTruthy();
    expect(server.callsTo('POST /api/sessions/end-from-mail')[0]!.body).toEqual({ token: 'abc.def' });
  });

  it("shows the server's refusal of a link expired or forged", async () => {
    fakeServer({
      'GET /me': { status: 401, body: { message: 'Non connecté' } },
      'POST /api/sessions/end-from-mail': { status: 400, body: { message: accountSessionsMessages.linkInvalid } },
    });
    const { user } = renderRoute('/end-session/abc.def');
    await user.click(await screen.findByRole('button', { name: labels.endOne }));
    expect(await screen.findByText(accountSessionsMessages.linkInvalid)).toBeTruthy();
  });
});
