import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  adminMessages,
  directoryRefreshMessages,
  type DirectoryRefresh,
  type DirectoryRefreshes,
} from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, superAdminProfile } from '../test/adminFixtures.ts';

const REFRESHES = 'GET /api/admin/directory/refreshes';

const awaiting: DirectoryRefresh = {
  id: 'r-2',
  state: 'awaitingConfirmation',
  startedAt: '2026-11-28T04:30:00.000Z',
  finishedAt: null,
  lines: 20_000,
  practitioners: 9_850,
  added: 12,
  removed: 980,
  renamed: 3,
  retitled: 1,
  changedPercent: 10.05,
  reason: '10,05 % des praticiens changent, plus que le seuil de 5 % : une confirmation est nécessaire',
};
const refused: DirectoryRefresh = {
  ...awaiting,
  id: 'r-1',
  state: 'refused',
  startedAt: '2026-11-27T04:30:00.000Z',
  finishedAt: '2026-11-27T04:31:00.000Z',
  removed: 2_500,
  changedPercent: 25.5,
  reason: '25,5 % des praticiens changent, plus que le seuil de 20 % : la mise à jour est refusée',
};
const running: DirectoryRefresh = {
  ...awaiting,
  id: 'r-3',
  state: 'running',
  lines: null,
  practitioners: null,
  added: null,
  removed: null,
  renamed: null,
  retitled: null,
  changedPercent: null,
  reason: null,
};

const answer = (refreshes: Partial<DirectoryRefreshes>) => ({
  body: { configured: true, current: null, recent: [], ...refreshes },
});

function renderDirectory(routes: Parameters<typeof adminServer>[0]) {
  const server = adminServer(routes, superAdminProfile);
  return { server, ...renderRoute('/admin/directory') };
}

// The screen's own status (notifications are statuses too, outside the main content).
const status = () => within(screen.getByRole('main')).getByRole('status');

describe('The directory screen', { timeout: 20_000 }, () => {
  it('shows the refresh awaiting confirmation with its figures, and applies it once confirmed in a dialog', async () => {
    let confirmed = false;
    const { server, user } = renderDirectory({
      [REFRESHES]: () =>
        confirmed
          ? answer({ recent: [{ ...awaiting, state: 'applied', finishedAt: '2026-11-28T06:00:00.000Z' }, refused] })
          : answer({ current: awaiting, recent: [refused] }),
      'POST /api/admin/directory/refreshes/r-2/confirm': () => {
        confirmed = true;
        return { body: { ...awaiting, state: 'applied' } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Annuaire RPPS' })).toBeTruthy();
    await waitFor(() =>
      expect(status().textContent).toBe(
        `La mise à jour lue le 28/11/2026 05:30 attend votre confirmation. ${awaiting.reason}`,
      ),
    );
    const current = screen.getByRole('region', { name: 'Mise à jour en cours' });
    const figures = within(current).getByText('Lignes lues').closest('dl');
    expect(figures?.textContent?.replace(/\s/g, ' ')).toBe(
      'Lignes lues20 000Praticiens9 850Ajoutés12Retirés980Noms modifiés3Civilités modifiées1Part modifiée10,05 %',
    );
    // The refused one, with its reason, among the recent refreshes.
    const recent = screen.getByRole('region', { name: 'Mises à jour récentes' });
    expect(within(recent).getByText('Refusée')).toBeTruthy();
    expect(within(recent).getByText(refused.reason!)).toBeTruthy();
    expect(within(current).queryByRole('button', { name: "Mettre à jour l'annuaire maintenant" })).toBeNull();

    // Cancelled, nothing is sent.
    await user.click(within(current).getByRole('button', { name: "Confirmer la mise à jour de l'annuaire" }));
    let dialog = await screen.findByRole('dialog', { name: "Confirmer la mise à jour de l'annuaire ?" });
    expect(dialog.textContent).toContain(
      "remplacé par l'extrait lu le 28/11/2026 05:30 : 12 ajoutés, 980 retirés, 3 noms modifiés, 1 civilités modifiées (10,05 %)",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/admin/directory/refreshes/r-2/confirm')).toHaveLength(0);

    await user.click(within(current).getByRole('button', { name: "Confirmer la mise à jour de l'annuaire" }));
    dialog = await screen.findByRole('dialog', { name: "Confirmer la mise à jour de l'annuaire ?" });
    await user.click(within(dialog).getByRole('button', { name: "Confirmer la mise à jour de l'annuaire" }));
    expect(await screen.findByText(directoryRefreshMessages.confirmed)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/directory/refreshes/r-2/confirm')[0]?.body).toEqual({});
    await waitFor(() =>
      expect(status().textContent).toBe(
        "Dernière mise à jour, le 28/11/2026 07:00 : appliquée, l'annuaire est à jour.",
      ),
    );
    expect(screen.queryByRole('region', { name: 'Mise à jour en cours' })).toBeNull();
    expect(screen.getByRole('button', { name: "Mettre à jour l'annuaire maintenant" })).toBeTruthy();
  });

  it('abandons a refresh once asked, and shows the refusal of the server in the dialog', async () => {
    const { server, user } = renderDirectory({
      [REFRESHES]: answer({ current: awaiting }),
      'POST /api/admin/directory/refreshes/r-2/abandon': {
        status: 409,
        body: { message: directoryRefreshMessages.notAwaiting },
      },
    });
    await user.click(await screen.findByRole('button', { name: "Abandonner la mise à jour de l'annuaire" }));
    const dialog = await screen.findByRole('dialog', { name: "Abandonner la mise à jour de l'annuaire ?" });
    expect(dialog.textContent).toContain("L'extrait lu le 28/11/2026 05:30 est écarté");
    await user.click(within(dialog).getByRole('button', { name: "Abandonner la mise à jour de l'annuaire" }));
    expect(await within(dialog).findByText(directoryRefreshMessages.notAwaiting)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/directory/refreshes/r-2/abandon')).toHaveLength(1);
  });

  it('starts a refresh, asks again while it runs, and says in the polite status how it ended', async () => {
    let started = false;
    let asked = 0;
    const { server, user } = renderDirectory({
      [REFRESHES]: () => {
        if (!started) return answer({});
        asked += 1;
        return answer(asked < 2 ? { current: running } : { current: awaiting });
      },
      'POST /api/admin/directory/refreshes': () => {
        started = true;
        return { status: 202, body: { id: 'r-3' } };
      },
    });
    await waitFor(() => expect(status().textContent).toBe("Aucune mise à jour de l'annuaire n'a encore eu lieu."));
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText("Aucune mise à jour terminée de l'annuaire.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Mettre à jour l'annuaire maintenant" }));
    expect(await screen.findByText(directoryRefreshMessages.started)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/directory/refreshes')[0]?.body).toEqual({});
    await waitFor(() =>
      expect(status().textContent).toBe("Mise à jour de l'annuaire en cours depuis le 28/11/2026 05:30…"),
    );
    // Asked again, without a click, until the refresh waits for its confirmation.
    await waitFor(() => expect(status().textContent).toContain('attend votre confirmation'), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: "Confirmer la mise à jour de l'annuaire" })).toBeTruthy();
  });

  it('says when no source is configured, and offers no refresh then', async () => {
    renderDirectory({ [REFRESHES]: { body: { configured: false, current: null, recent: [] } } });
    expect(await screen.findByText(/Aucune source de l'annuaire n'est configurée/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Mettre à jour l'annuaire maintenant" })).toBeNull();
  });

  it('is in the navigation of super administrators only', async () => {
    adminServer({ 'GET /api/admin/board': { status: 500, body: { message: 'x' } } }, superAdminProfile);
    renderRoute('/admin');
    const nav = await screen.findByRole('navigation', { name: "Espace d'administration" });
    expect((await within(nav).findByRole('link', { name: 'Annuaire RPPS' })).getAttribute('href')).toBe(
      '/admin/directory',
    );
  });

  it('tells a centre administrator it is for super administrators, and asks nothing', async () => {
    const server = adminServer({});
    renderRoute('/admin/directory');
    expect(await screen.findByText(adminMessages.superAdminOnly)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: "Espace d'administration" });
    expect(within(nav).queryByRole('link', { name: 'Annuaire RPPS' })).toBeNull();
    expect(server.callsTo(REFRESHES)).toHaveLength(0);
  });
});
