import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { consentLabels, consentMessages, scopeLabels, type AuthorizedApp } from '@portal/shared';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { doctorProfile, profileRoutes } from '../test/profileFixtures.ts';

const CONSENTS = 'GET /api/users/me/consents';
const agenda: AuthorizedApp = {
  clientId: 'partner/agenda',
  clientName: 'Agenda partenaire',
  scopes: ['openid', 'email', 'urn:partner:rdv'],
  grantedAt: '2025-01-02T10:00:00.000Z',
};
const labs: AuthorizedApp = {
  clientId: 'labs',
  clientName: 'Résultats de laboratoire',
  scopes: ['openid', 'profile'],
  grantedAt: '2025-03-15T10:00:00.000Z',
};
const REVOKE_AGENDA = 'DELETE /api/users/me/consents/partner%2Fagenda';
const REVOKE_LABS = 'DELETE /api/users/me/consents/labs';

function serve(consents: FakeAnswer, more: Record<string, FakeAnswer> = {}) {
  return fakeServer({ ...profileRoutes(doctorProfile), [CONSENTS]: consents, ...more });
}

/** A server whose list loses an application once it is revoked. */
function serveRevocable(apps: AuthorizedApp[]) {
  let current = apps;
  const server = serve({ body: current });
  server.answer(CONSENTS, () => ({ body: current }));
  for (const app of apps) {
    server.answer(`DELETE /api/users/me/consents/${encodeURIComponent(app.clientId)}`, () => {
      current = current.filter((other) => other.clientId !== app.clientId);
      return { status: 204 };
    });
  }
  return server;
}

const section = () => screen.findByRole('region', { name: consentLabels.profileTitle });
const revokeButton = (region: HTMLElement, app: AuthorizedApp) =>
  within(region).getByRole('button', { name: `Retirer l’accès de l’application ${app.clientName}` });
/** The notification's role: `status` for a success, `alert` for an error. */
const roleOf = async (text: string) => (await screen.findByText(text)).closest('[role]')?.getAttribute('role');

describe('My profile: authorized applications', { timeout: 20_000 }, () => {
  it('says when no application has access', async () => {
    serve({ body: [] });
    renderRoute('/myProfile');
    const region = await section();
    expect(await within(region).findByText(consentLabels.profileEmpty)).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('lists each application: its name, what it reads, since when, and its revoke button', async () => {
    serve({ body: [agenda, labs] });
    renderRoute('/myProfile');
    const region = await section();
    const apps = await within(region).findAllByRole('heading', { level: 3 });
    expect(apps.map((heading) => heading.textContent)).toEqual(['Agenda partenaire', 'Résultats de laboratoire']);

    const agendaItem = apps[0]!.closest('li') as HTMLElement;
    const agendaReads = within(agendaItem).getByRole('list', { name: consentLabels.profileScopes });
    expect(
      within(agendaReads)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([scopeLabels.openid, scopeLabels.email, 'urn:partner:rdv']);
    expect(within(agendaItem).getByText('Autorisée le 02/01/2025')).toBeTruthy();
    expect(within(region).getByText('Autorisée le 15/03/2025')).toBeTruthy();
    expect(revokeButton(region, agenda).textContent).toBe(consentLabels.revoke);
    expect(revokeButton(region, labs).textContent).toBe(consentLabels.revoke);
  });

  it('revokes behind a confirmation, then shows the list again', async () => {
    const server = serveRevocable([agenda, labs]);
    const { user } = renderRoute('/myProfile', { userOptions: { delay: null } });
    const region = await section();
    const revokeAgenda = await waitFor(() => revokeButton(region, agenda));

    // Cancelled: nothing sent, the focus back on the button.
    await user.click(revokeAgenda);
    let dialog = await screen.findByRole('dialog', { name: 'Retirer l’accès de l’application Agenda partenaire ?' });
    expect(
      within(dialog).getByText('Agenda partenaire devra vous demander à nouveau votre autorisation.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(revokeAgenda);
    expect(server.callsTo(REVOKE_AGENDA)).toHaveLength(0);

    await user.click(revokeAgenda);
    dialog = await screen.findByRole('dialog', { name: 'Retirer l’accès de l’application Agenda partenaire ?' });
    await user.click(within(dialog).getByRole('button', { name: consentLabels.revoke }));
    expect(await roleOf(consentMessages.revoked)).toBe('status');
    expect(server.callsTo(REVOKE_AGENDA)).toHaveLength(1);
    expect(server.callsTo(CONSENTS)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).queryByText('Agenda partenaire')).toBeNull();
    // The focus on the application now in its place.
    await waitFor(() => expect(document.activeElement).toBe(revokeButton(region, labs)));
  });

  it('revokes the last application from the keyboard, the focus then on the empty list’s text', async () => {
    const server = serveRevocable([labs]);
    const { user } = renderRoute('/myProfile', { userOptions: { delay: null } });
    const region = await section();
    const revokeLabs = await waitFor(() => revokeButton(region, labs));

    revokeLabs.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Retirer l’accès de l’application Résultats de laboratoire ?',
    });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' })));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: consentLabels.revoke }));
    await user.keyboard('{Enter}');

    expect(await roleOf(consentMessages.revoked)).toBe('status');
    expect(server.callsTo(REVOKE_LABS)).toHaveLength(1);
    const empty = await within(region).findByText(consentLabels.profileEmpty);
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });

  it('keeps the dialog open with the refusal when revoking fails', async () => {
    const server = serve({ body: [agenda] }, { [REVOKE_AGENDA]: { status: 500, body: { message: 'Panne' } } });
    const { user } = renderRoute('/myProfile', { userOptions: { delay: null } });
    const region = await section();
    await user.click(await waitFor(() => revokeButton(region, agenda)));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer l’accès de l’application Agenda partenaire ?' });
    await user.click(within(dialog).getByRole('button', { name: consentLabels.revoke }));
    expect(await within(dialog).findByText('Panne')).toBeTruthy();
    expect(server.callsTo(CONSENTS)).toHaveLength(1);
    expect(within(region).getByText('Agenda partenaire')).toBeTruthy();
  });

  it('says so when the list cannot be read', async () => {
    serve({ status: 500, body: { message: 'Panne' } });
    renderRoute('/myProfile');
    const region = await section();
    expect(await within(region).findByText(consentLabels.profileLoadFailed)).toBeTruthy();
    expect(within(region).queryByText(consentLabels.profileEmpty)).toBeNull();
  });
});
