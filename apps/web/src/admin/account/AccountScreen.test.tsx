import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REASON_MAX_LENGTH, adminMessages } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, claireDetail } from '../test/adminFixtures.ts';

const ACCOUNT = 'GET /api/admin/users/u-claire';

/** The account page's identity section, once shown. */
async function renderIdentity(path: string): Promise<HTMLElement> {
  renderRoute(path);
  return screen.findByRole('region', { name: 'Identité' });
}

/** A secretary's account: no RPPS, nothing to check. */
const noRpps = () => ({
  ...claireDetail({}),
  userId: 'u-sophie',
  firstName: 'Sophie',
  lastName: 'Bernard',
  rpps: null,
  rppsCheck: null,
});

describe("An account's page", { timeout: 20_000 }, () => {
  it('shows the account and only the actions its state allows', async () => {
    adminServer({ [ACCOUNT]: { body: claireDetail({ validate: true, refuse: true, sendPasswordReset: true }) } });
    renderRoute('/admin/users/u-claire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claire Dubois' })).toBeTruthy();
    expect(screen.getByText('En attente de validation')).toBeTruthy();
    expect(screen.getByText('Applications : Compte-rendus')).toBeTruthy();
    expect(screen.getByText('0612345678')).toBeTruthy();
    expect(screen.getByText('Hôpital Nord (Lyon) → Centre de pathologie de Lyon')).toBeTruthy();

    const actions = within(screen.getByRole('region', { name: 'Actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Valider le compte',
      "Refuser l'inscription",
      'Envoyer un lien de réinitialisation du mot de passe',
    ]);
    expect(actions.queryByRole('switch')).toBeNull();
    const log = screen.getByRole('link', { name: 'Voir tout le journal de ce compte' });
    expect(log.getAttribute('href')).toBe('/admin/audit?userId=u-claire');
  });

  it("sets its RPPS beside the directory's record, and says whether Pro Santé Connect certified it", async () => {
    adminServer({ [ACCOUNT]: { body: claireDetail({}) } });
    const identity = within(await renderIdentity('/admin/users/u-claire'));
    const rpps = identity.getByText('n° RPPS').nextElementSibling as HTMLElement;
    expect(within(rpps).getByText(/^10001234567/)).toBeTruthy();
    expect(within(rpps).getByText('RPPS déclaré par le titulaire, non certifié')).toBeTruthy();
    expect(within(rpps).getByText(/L'annuaire est public/)).toBeTruthy();
    expect(within(rpps).getByText("Ne correspond pas à l'annuaire : vérifiez avant de décider")).toBeTruthy();
    const record = within(rpps).getByText('Annuaire RPPS').nextElementSibling as HTMLElement;
    await within(record).findByText(/Médecin/);
    expect(record.textContent).toBe('MME Claire MARTINn° RPPS 10001234567Médecin');
  });

  it('says when Pro Santé Connect certified the RPPS', async () => {
    const certified = claireDetail({});
    certified.rppsCheck = { ...certified.rppsCheck!, directoryCheck: 'match', source: 'certified' };
    adminServer({ [ACCOUNT]: { body: certified } });
    const identity = within(await renderIdentity('/admin/users/u-claire'));
    expect(identity.getByText('RPPS certifié par Pro Santé Connect')).toBeTruthy();
    expect(identity.getByText("Conforme à l'annuaire")).toBeTruthy();
    expect(identity.queryByText(/L'annuaire est public/)).toBeNull();
  });

  it('shows no RPPS row for an account without one', async () => {
    adminServer({ 'GET /api/admin/users/u-sophie': { body: noRpps() } });
    const identity = within(await renderIdentity('/admin/users/u-sophie'));
    expect(identity.getByText('Sophie')).toBeTruthy();
    expect(identity.queryByText('n° RPPS')).toBeNull();
  });

  it('offers the super administrator switch and nothing else when that is all it allows', async () => {
    adminServer({ [ACCOUNT]: { body: claireDetail({ changeSuperAdmin: true }) } });
    renderRoute('/admin/users/u-claire');
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    expect(actions.queryAllByRole('button')).toHaveLength(0);
    expect(actions.getByRole('switch', { name: 'Super administrateur' })).toBeTruthy();
  });

  it('refuses a sign-up only with a reason, then goes back to the list', async () => {
    const server = adminServer({
      [ACCOUNT]: { body: claireDetail({ validate: true, refuse: true }) },
      'POST /api/admin/users/u-claire/refuse': { body: {} },
      'GET /api/admin/users?page=1&pageSize=20': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    const { user, router } = renderRoute('/admin/users/u-claire');
    await user.click(await screen.findByRole('button', { name: "Refuser l'inscription" }));
    const dialog = await screen.findByRole('dialog', { name: "Refuser l'inscription ?" });
    const confirm = within(dialog).getByRole('button', { name: "Refuser l'inscription" });

    await user.click(confirm);
    expect(await within(dialog).findByText(adminMessages.reasonMissing)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Motif/ });
    expect(document.activeElement).toBe(reason);

    await user.click(reason);
    await user.paste('x'.repeat(REASON_MAX_LENGTH + 1));
    await user.click(confirm);
    expect(await within(dialog).findByText(adminMessages.reasonTooLong)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/users/u-claire/refuse')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Inconnue du centre  ');
    await user.click(confirm);
    expect(await screen.findByText(adminMessages.refused)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/users/u-claire/refuse')[0]?.body).toEqual({ reason: 'Inconnue du centre' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it("shows the server's refusal inside the dialog", async () => {
    adminServer({
      [ACCOUNT]: { body: claireDetail({ lock: true }) },
      'POST /api/admin/users/u-claire/lock': { status: 403, body: { message: adminMessages.notOnAdmin } },
    });
    const { user } = renderRoute('/admin/users/u-claire');
    await user.click(await screen.findByRole('button', { name: 'Verrouiller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verrouiller le compte ?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Usurpation');
    await user.click(within(dialog).getByRole('button', { name: 'Verrouiller' }));
    expect(await within(dialog).findByText(adminMessages.notOnAdmin)).toBeTruthy();
  });

  it('says so when the account is out of reach', async () => {
    adminServer({ [ACCOUNT]: { status: 404, body: { message: adminMessages.accountUnknown } } });
    renderRoute('/admin/users/u-claire');
    expect(await screen.findByText(adminMessages.accountUnknown)).toBeTruthy();
  });
});
