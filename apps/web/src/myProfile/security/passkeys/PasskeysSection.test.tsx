import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { labels, passkeyMessages, type PasskeySummary } from '@portal/shared';
import { fakeServer } from '../../../test/fakeServer.ts';
import { jeanneProfile } from '../../../test/fixtures.ts';
import { renderSecurity } from '../test/renderSecurity.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';

const passkeys = labels.passkeys;
const phone: PasskeySummary = {
  id: '0b5c8a00-0000-4000-8000-000000000001',
  name: 'Téléphone pro',
  createdAt: '2026-11-02T08:30:00.000Z',
  lastUsedAt: null,
  synced: true,
};

function passkeyServer(list: PasskeySummary[]) {
  let current = [...list];
  return fakeServer({
    'GET /api/users/me': { body: jeanneProfile },
    'GET /api/users/me/passkeys': () => ({ body: current }),
    [`PATCH /api/users/me/passkeys/${phone.id}`]: (call) => {
      current = current.map((p) => ({ ...p, name: (call.body as { name: string }).name }));
      return { body: {} };
    },
    [`DELETE /api/users/me/passkeys/${phone.id}`]: () => {
      current = [];
      return { body: {} };
    },
  });
}

const renderSection = () => renderSecurity(() => <PasskeysSection />);

describe('Passkeys section', { timeout: 20_000 }, () => {
  it('lists each passkey with its creation and last use, or says there is none', async () => {
    passkeyServer([phone]);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Téléphone pro' })).toBeTruthy();
    expect(screen.getByText(/^Créée le 2 novembre 2026/)).toBeTruthy();
    expect(screen.getByText(new RegExp(passkeys.neverUsed))).toBeTruthy();
    expect(screen.getByRole('button', { name: passkeys.add })).toBeTruthy();
  });

  it('renames one, refusing an empty name before any call', async () => {
    const server = passkeyServer([phone]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: `${passkeys.rename} « Téléphone pro »` }));
    const dialog = await screen.findByRole('dialog', { name: passkeys.renameTitle });
    const field = within(dialog).getByRole('textbox', { name: new RegExp(passkeys.name) });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: passkeys.save }));
    expect(await within(dialog).findByText(passkeyMessages.nameRequired)).toBeTruthy();
    expect(server.callsTo(`PATCH /api/users/me/passkeys/${phone.id}`)).toHaveLength(0);
    await user.type(field, '  Clé USB ');
    await user.click(within(dialog).getByRole('button', { name: passkeys.save }));
    expect(await screen.findByRole('heading', { name: 'Clé USB' })).toBeTruthy();
    expect(server.callsTo(`PATCH /api/users/me/passkeys/${phone.id}`)[0]?.body).toEqual({ name: 'Clé USB' });
  });

  it('deletes one after a confirmation', async () => {
    const server = passkeyServer([phone]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: `${passkeys.delete} « Téléphone pro »` }));
    const dialog = await screen.findByRole('dialog', { name: passkeys.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: passkeys.confirmDelete }));
    expect(await screen.findByText(passkeys.none)).toBeTruthy();
    await waitFor(() => expect(server.callsTo(`DELETE /api/users/me/passkeys/${phone.id}`)).toHaveLength(1));
  });
});
