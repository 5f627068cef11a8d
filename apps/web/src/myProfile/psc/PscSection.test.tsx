import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { labels, loginErrors, pscLabels, pscMessages, type PscLinkState } from '@portal/shared';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { cancelPasswordDialog, confirmAfterAWrongPassword, stepUpGate } from '../../test/stepUp.ts';
import { doctorProfile, profileRoutes } from '../test/profileFixtures.ts';
import { rowOf } from '../test/profileScreen.ts';

const leavePortal = vi.hoisted(() => vi.fn());
vi.mock('../../app/leavePortal.ts', () => ({ leavePortal }));

const LINK_STATE = 'GET /api/users/me/psc';
const linkedState: PscLinkState = { available: true, linked: true, linkedAt: '2025-01-02T10:00:00.000Z' };
const unlinkedState: PscLinkState = { available: true, linked: false };

function serve(state: FakeAnswer, more: Record<string, FakeAnswer> = {}) {
  return fakeServer({ ...profileRoutes(doctorProfile), [LINK_STATE]: state, ...more });
}

const section = () => screen.findByRole('region', { name: pscLabels.profileTitle });
/** The notification's role: `status` for a success, `alert` for an error. */
const roleOf = async (text: string) => (await screen.findByText(text)).closest('[role]')?.getAttribute('role');

describe('My profile: Pro Santé Connect', { timeout: 20_000 }, () => {
  it('shows the link and its date in the read view, with the unlink button', async () => {
    serve({ body: linkedState });
    renderRoute('/myProfile');
    const region = await section();
    expect(within(region).getByText(pscLabels.profileExplanation)).toBeTruthy();
    expect(within(region).getByText('Lié depuis le 02/01/2025')).toBeTruthy();
    expect(within(region).getByRole('button', { name: pscLabels.unlink })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: pscLabels.link })).toBeNull();
    // In the read view, after the TOTP status.
    const totp = rowOf('Authentification TOTP');
    expect(totp.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links: asks /psc/init for a link, then leaves for its address', async () => {
    const server = serve(
      { body: unlinkedState },
      { 'GET /psc/init?purpose=link': { body: { oidcAuthUrl: '/psc/start?flow=link-1' } } },
    );
    const { user } = renderRoute('/myProfile');
    const region = await section();
    expect(within(region).getByText(pscLabels.profileNotLinked)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: pscLabels.unlink })).toBeNull();
    await user.click(within(region).getByRole('button', { name: pscLabels.link }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/psc/start?flow=link-1'));
    expect(server.callsTo('GET /psc/init?purpose=link')).toHaveLength(1);
  });

  it.each([
    ['the refusal', { status: 400, body: { message: pscMessages.linkNeedsRpps } }, pscMessages.linkNeedsRpps],
    [
      'no provider',
      { status: 404, body: { message: 'Introuvable' } },
      'La connexion via Pro Santé Connect est actuellement indisponible.',
    ],
    [
      'a failure',
      { status: 502, body: { message: 'Bad gateway' } },
      'La connexion via Pro Santé Connect est actuellement indisponible.',
    ],
  ])('says so when the link cannot start: %s', async (_, answer, message) => {
    leavePortal.mockClear();
    serve({ body: unlinkedState }, { 'GET /psc/init?purpose=link': answer });
    const { user } = renderRoute('/myProfile');
    const region = await section();
    await user.click(within(region).getByRole('button', { name: pscLabels.link }));
    expect(await roleOf(message)).toBe('alert');
    expect(leavePortal).not.toHaveBeenCalled();
    expect(within(region).getByRole('button', { name: pscLabels.link }).hasAttribute('disabled')).toBe(false);
  });

  it.each([
    ['the account cannot link it', { body: { available: false, linked: false } }],
    ['the call is not served', { status: 404, body: { message: 'Introuvable' } }],
  ])('is absent when %s', async (_, answer) => {
    const server = serve(answer);
    renderRoute('/myProfile');
    await screen.findByText('paul.durand@chu.test');
    await waitFor(() => expect(server.callsTo(LINK_STATE)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: pscLabels.profileTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: pscLabels.link })).toBeNull();
  });

  it('unlinks behind a confirmation, then shows the state again', async () => {
    let state = linkedState;
    const server = serve({ body: linkedState });
    server.answer(LINK_STATE, () => ({ body: state }));
    server.answer('DELETE /api/users/me/psc', () => {
      state = unlinkedState;
      return { status: 204 };
    });
    const { user } = renderRoute('/myProfile', { userOptions: { delay: null } });
    const region = await section();
    const unlink = within(region).getByRole('button', { name: pscLabels.unlink });

    // Cancelled: nothing sent, the focus back on the button.
    await user.click(unlink);
    let dialog = await screen.findByRole('dialog', { name: pscLabels.unlinkConfirmTitle });
    expect(within(dialog).getByText(pscLabels.unlinkConfirmText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: pscLabels.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(unlink);
    expect(server.callsTo('DELETE /api/users/me/psc')).toHaveLength(0);

    await user.click(unlink);
    dialog = await screen.findByRole('dialog', { name: pscLabels.unlinkConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: pscLabels.unlink }));
    expect(await roleOf(pscMessages.unlinked)).toBe('status');
    expect(server.callsTo('DELETE /api/users/me/psc')).toHaveLength(1);
    expect(await within(region).findByText(pscLabels.profileNotLinked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = within(region).getByRole('button', { name: pscLabels.link });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(server.callsTo(LINK_STATE)).toHaveLength(2);
  });

  it('keeps the dialog open with the refusal when unlinking fails', async () => {
    serve({ body: linkedState }, { 'DELETE /api/users/me/psc': { status: 500, body: { message: 'Panne' } } });
    const { user } = renderRoute('/myProfile', { userOptions: { delay: null } });
    const region = await section();
    await user.click(within(region).getByRole('button', { name: pscLabels.unlink }));
    const dialog = await screen.findByRole('dialog', { name: pscLabels.unlinkConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: pscLabels.unlink }));
    expect(await within(dialog).findByText('Panne')).toBeTruthy();
  });

  it.each([
    ['linked', pscMessages.linked, 'status'],
    ['mismatch', pscMessages.linkMismatch, 'alert'],
    ['failed', loginErrors.PSCConnectionFailed, 'alert'],
  ])('tells the outcome of psc=%s once, then drops it from the address', async (outcome, message, role) => {
    serve({ body: unlinkedState });
    const { router } = renderRoute(`/myProfile?psc=${outcome}`);
    expect(await roleOf(message)).toBe(role);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/myProfile');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('ignores an unknown psc value', async () => {
    serve({ body: unlinkedState });
    const { router } = renderRoute('/myProfile?psc=<b>nope</b>');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/nope/)).toBeNull();
  });

  it('asks for the password before leaving to link when the sign-in is not recent; not confirmed, it stays', async () => {
    leavePortal.mockClear();
    const gate = stepUpGate();
    const server = serve({ body: unlinkedState });
    for (const [key, handler] of Object.entries(gate.routes)) server.answer(key, handler);
    server.answer('GET /psc/init?purpose=link', gate.guarded({ body: { oidcAuthUrl: '/psc/start?flow=link-2' } }));
    const { user } = renderRoute('/myProfile', { userOptions: { delay: null } });
    const region = await section();
    const link = within(region).getByRole('button', { name: pscLabels.link });

    await user.click(link);
    await cancelPasswordDialog(user);
    expect(leavePortal).not.toHaveBeenCalled();
    expect(link.hasAttribute('disabled')).toBe(false);

    await user.click(link);
    await confirmAfterAWrongPassword(user);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/psc/start?flow=link-2'));
    expect(server.callsTo('GET /psc/init?purpose=link')).toHaveLength(3);
  });

  it('unlinks only once the password is confirmed when the sign-in is not recent', async () => {
    let state = linkedState;
    const gate = stepUpGate();
    const server = serve({ body: linkedState });
    for (const [key, handler] of Object.entries(gate.routes)) server.answer(key, handler);
    server.answer(LINK_STATE, () => ({ body: state }));
    server.answer(
      'DELETE /api/users/me/psc',
      gate.guarded(() => {
        state = unlinkedState;
        return { status: 204 };
      }),
    );
    const { user } = renderRoute('/myProfile', { userOptions: { delay: null } });
    const region = await section();
    await user.click(within(region).getByRole('button', { name: pscLabels.unlink }));
    const dialog = await screen.findByRole('dialog', { name: pscLabels.unlinkConfirmTitle });

    // Not confirmed: still linked, and the confirmation says why.
    await user.click(within(dialog).getByRole('button', { name: pscLabels.unlink }));
    await cancelPasswordDialog(user);
    expect(within(dialog).getByText(labels.stepUp.notConfirmed)).toBeTruthy();
    expect(within(region).getByText('Lié depuis le 02/01/2025')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: pscLabels.unlink }));
    await confirmAfterAWrongPassword(user);
    expect(await roleOf(pscMessages.unlinked)).toBe('status');
    expect(await within(region).findByText(pscLabels.profileNotLinked)).toBeTruthy();
    expect(server.callsTo('DELETE /api/users/me/psc')).toHaveLength(3);
  });
});
