import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AUDIT_ACTIONS, type AuditEvent, type Page } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer } from '../test/adminFixtures.ts';

const failedSignIn: AuditEvent = {
  auditEventId: 'ev-1',
  at: '2025-07-01T06:30:00.000Z',
  action: 'signInFailed',
  actor: null,
  subject: { userId: 'u-claire', name: 'Claire Dubois' },
  ip: '203.0.113.7',
  details: { method: 'password', failure: 'password', email: 'claire@labo.test' },
};
const refusedChange: AuditEvent = {
  auditEventId: 'ev-2',
  at: '2025-01-15T16:00:00.000Z',
  action: 'pendingUpdateRejected',
  actor: { userId: 'u1', name: 'Jeanne Martin' },
  subject: { userId: null, name: 'Paul Durand' },
  ip: null,
  details: { field: 'lastName', reason: 'Pas dans l’annuaire' },
};
const log = (items: AuditEvent[]): { body: Page<AuditEvent> } => ({
  body: { items, total: items.length, page: 1, pageSize: 20 },
});

describe('The audit log', { timeout: 20_000 }, () => {
  it('names every action in French', async () => {
    adminServer({ 'GET /api/admin/audit?page=1&pageSize=20': log([]) });
    const { user } = renderRoute('/admin/audit');
    expect(await screen.findByText('Aucun événement.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const names = options.slice(1).map((option) => option.textContent ?? '');
    expect(names).toHaveLength(AUDIT_ACTIONS.length);
    for (const [index, action] of AUDIT_ACTIONS.entries()) {
      expect(names[index]).not.toBe(action);
      expect(names[index]).not.toBe('');
    }
    expect(new Set(names).size).toBe(AUDIT_ACTIONS.length);
  });

  it("shows an account's events, dates in Paris time and details in French words", async () => {
    adminServer({
      'GET /api/admin/audit?userId=u-claire&page=1&pageSize=20': log([failedSignIn, refusedChange]),
      'GET /api/admin/audit?page=1&pageSize=20': log([]),
    });
    const { user, router } = renderRoute('/admin/audit?userId=u-claire');
    const table = await screen.findByRole('table', { name: 'Événements' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      '01/07/2025 08:30',
      'Échec de connexion',
      'Le titulaire du compte',
      'Claire Dubois',
      '203.0.113.7',
      'Méthode : mot de passeÉchec : mot de passe erronéAdresse : claire@labo.test',
    ]);
    expect(cells(second)).toEqual([
      '15/01/2025 17:00',
      'Modification refusée',
      'Jeanne Martin',
      'Paul Durand',
      '—',
      'Motif : Pas dans l’annuaireChamp : Nom',
    ]);
    expect(within(first).getByRole('link', { name: 'Claire Dubois' }).getAttribute('href')).toBe(
      '/admin/users/u-claire',
    );

    await user.click(screen.getByRole('button', { name: 'Voir les événements de tous les comptes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Aucun événement.')).toBeTruthy();
  });

  it("shows a directory refresh's figures in French, by the portal's schedule or by a super administrator", async () => {
    const awaiting: AuditEvent = {
      auditEventId: 'ev-3',
      at: '2026-11-28T04:31:00.000Z',
      action: 'directoryRefreshAwaiting',
      actor: null,
      subject: null,
      ip: null,
      details: {
        source: '/srv/rpps',
        lines: '2200000',
        added: '1200',
        removed: '98000',
        renamed: '310',
        retitled: '4',
        changedPercent: '10.05',
      },
    };
    const confirmed: AuditEvent = {
      ...awaiting,
      auditEventId: 'ev-4',
      action: 'directoryRefreshConfirmed',
      actor: { userId: 'u-super', name: 'Marc Leroy' },
      details: {},
    };
    adminServer({ 'GET /api/admin/audit?page=1&pageSize=20': log([confirmed, awaiting]) });
    renderRoute('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Événements' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells(first).slice(1, 3)).toEqual(["Mise à jour de l'annuaire confirmée", 'Marc Leroy']);
    expect(cells(second)).toEqual([
      '28/11/2026 05:31',
      "Mise à jour de l'annuaire en attente de confirmation",
      'Le portail (mise à jour planifiée)',
      '—',
      '—',
      'Source : /srv/rppsLignes lues : 2 200 000Praticiens ajoutés : 1 200Praticiens retirés : 98 000' +
        'Noms changés : 310Civilités changées : 4Part changée : 10,05 %',
    ]);
  });
});
