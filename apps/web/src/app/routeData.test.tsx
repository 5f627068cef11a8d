import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { labels, profileMessages } from '@portal/shared';
import { adminServer, emptyBoard } from '../admin/test/adminFixtures.ts';
import { doctorProfile, profileRoutes } from '../myProfile/test/profileFixtures.ts';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { clientConfig } from '../test/fixtures.ts';
import { App } from './App.tsx';
import { loadStartData } from './startData.ts';

const start = {
  'GET /i18n.json': { body: { fr: { translation: labels } } },
  'GET /api/config/': { body: clientConfig },
};

/** The page opened at `hash`: its start, then its first render. */
async function open(hash: string) {
  window.location.hash = hash;
  const { queryClient, i18n } = await loadStartData(hash);
  render(<App queryClient={queryClient} i18n={i18n} />);
}

describe('the screen the address names, at the portal start', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('draws the profile at its first render, with the profile asked for once', async () => {
    const server = fakeServer({ ...start, ...profileRoutes(doctorProfile) });
    await open('#/myProfile');
    expect(screen.getByRole('heading', { level: 1, name: profileMessages.title })).toBeTruthy();
    expect(screen.getByRole('tab', { name: profileMessages.profileTab, selected: true })).toBeTruthy();
    expect(screen.getByText('paul.durand@chu.test')).toBeTruthy();
    expect(server.callsTo('GET /api/users/me')).toHaveLength(1);
  });

  it("draws an administrator's board at its first render, and does not ask for it again at once", async () => {
    const server = adminServer({ ...start, 'GET /api/admin/board': { body: emptyBoard } });
    await open('#/admin');
    expect(screen.getByText(labels.admin.board.awaitingValidationEmpty)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await screen.findByRole('navigation', { name: "Espace d'administration" });
    await waitFor(() => expect(server.callsTo('GET /api/admin/waiting')).toHaveLength(1));
    expect(server.callsTo('GET /api/admin/board')).toHaveLength(1);
  });

  it("asks nothing more than the three calls at a visitor's start", async () => {
    const server = fakeServer({ ...start, ...anonymous });
    await loadStartData('#/myProfile');
    expect(server.calls.map((call) => call.url).sort()).toEqual(['/api/config/', '/i18n.json', '/me']);
  });
});
